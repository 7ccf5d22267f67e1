import { valibotResolver } from "@hookform/resolvers/valibot";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { OTP_LENGTH, OTP_MAX_WRONG_TRIES } from "#domain/accounts.ts";
import { FailureMessage } from "./failure-message.tsx";
import { filteredInput } from "../../ui/forms/filtered-input.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { useFieldErrorText } from "./form-messages.ts";
import { OtpResendActions } from "./otp-resend-actions.tsx";
import { OtpForm } from "./sign-in-form-schemas.ts";
import { useOtpEntry } from "./use-auth.ts";

/** The code that was sent: typed in (or filled in by the phone), with the tries left and ways to get a new one. */
export function OtpEntryForm() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { channel, sentTo, attempts, triesLeft, canConfirm, canChangeDestination, confirming, confirm, changeDestination } = useOtpEntry();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof OtpForm>, unknown, v.InferOutput<typeof OtpForm>>({
    resolver: valibotResolver(OtpForm),
    defaultValues: { otp: "" },
  });
  const otpField = filteredInput(register("otp"), (value) => value.replace(/[^0-9]/g, ""));
  const otpError = errorText(formState.errors.otp);

  return (
    <div className="otp-entry">
      <form className="sign-in-form" noValidate onSubmit={handleSubmit((values) => confirm(values.otp))}>
        <p className="form-intro">
          {channel === "email" ? (
            sentTo ? (
              <Trans>We sent a 6-digit code to {sentTo}.</Trans>
            ) : (
              <Trans>We sent a 6-digit code to your e-mail address.</Trans>
            )
          ) : sentTo ? (
            <Trans>We sent a 6-digit code by SMS to {sentTo}.</Trans>
          ) : (
            <Trans>We sent a 6-digit code by SMS to your mobile number.</Trans>
          )}
        </p>
        <FormField id="sign-in-otp" label={t`One-time password`} required asteriskOnly error={otpError}>
          <input
            {...describedBy("sign-in-otp", otpError)}
            className="otp-input"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={OTP_LENGTH}
            aria-required
            {...otpField}
          />
        </FormField>
        {attempts > 0 && (
          <p className={`otp-tries${triesLeft === 0 ? " locked" : ""}`}>
            {triesLeft === 0 ? (
              <Trans>This code is locked after {OTP_MAX_WRONG_TRIES} wrong tries. Please ask for a new code.</Trans>
            ) : (
              <Plural value={triesLeft} one="# try left" other="# tries left" />
            )}
          </p>
        )}
        <FailureMessage />
        <button type="submit" className="button primary" disabled={!canConfirm}>
          {confirming ? <Trans>Checking…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
      <OtpResendActions />
      <button type="button" className="link-button" onClick={changeDestination} disabled={!canChangeDestination}>
        {channel === "sms" ? <Trans>Use a different mobile number</Trans> : <Trans>Use a different e-mail address</Trans>}
      </button>
    </div>
  );
}
