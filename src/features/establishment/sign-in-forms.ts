import * as v from "valibot";
import { EmailRequest, LoginEstablishment, PasswordReset, RegisterEstablishment } from "#domain/establishments.ts";

/** The portal's forms, built from the shared request contracts so the browser checks what the server checks. */

export const PortalSignInForm = LoginEstablishment;

/** The password is typed twice when registering; the second must match the first. */
export const PortalRegisterForm = v.pipe(
  v.object({ ...RegisterEstablishment.entries, confirm_password: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["confirm_password"]], (input) => input.password === input.confirm_password, "Passwords don't match"),
    ["confirm_password"],
  ),
);

export const PortalForgotForm = EmailRequest;

/** A new password, typed twice, for the reset link's token (which the machine holds). */
export const PortalResetForm = v.pipe(
  v.object({ password: PasswordReset.entries.password, confirm_password: v.string() }),
  v.forward(
    v.partialCheck([["password"], ["confirm_password"]], (input) => input.password === input.confirm_password, "Passwords don't match"),
    ["confirm_password"],
  ),
);
