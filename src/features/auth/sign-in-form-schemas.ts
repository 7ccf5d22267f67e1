import * as v from "valibot";
import { ConfirmOtp, RequestOtpBySms, SendOtpToEmail } from "#domain/accounts.ts";
import { Email } from "#domain/fields.ts";

/** The sign-in forms, built from the shared request contracts so the browser checks what the server checks. */

/** docs/product-spec.md, part 5: the address typed twice; the second must match the first. */
export const EmailSignInForm = v.pipe(
  v.object({ email: Email, confirm_email: v.string() }),
  v.forward(
    v.partialCheck([["email"], ["confirm_email"]], (input) => input.email === input.confirm_email.trim().toLowerCase(), "Email Address don't match"),
    ["confirm_email"],
  ),
);

export const MobileSignInForm = v.pick(RequestOtpBySms, ["mobile_number"]);
export const OtpForm = v.pick(ConfirmOtp, ["otp"]);
export const SendToEmailForm = v.pick(SendOtpToEmail, ["email"]);
