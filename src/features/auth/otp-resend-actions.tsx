import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { useFieldErrorText } from "./form-messages.ts";
import { SendToEmailForm } from "./sign-in-form-schemas.ts";
import { useOtpEntry } from "./use-auth.ts";

/** A new code after the cooldown ('Sent' while it runs), or an SMS sign-in's code by e-mail ('Email Sent'). */
export function OtpResendActions() {
  const { channel, coolingDown, secondsLeft, resent, emailSent, canResend, resend } = useOtpEntry();
  return (
    <div className="otp-resend">
      <div className="otp-resend-row">
        <button type="button" className="button secondary" onClick={resend} disabled={!canResend}>
          {coolingDown && resent ? <Trans>Sent</Trans> : channel === "sms" ? <Trans>Resend by SMS</Trans> : <Trans>Resend code</Trans>}
        </button>
        {coolingDown && (
          <p className="otp-cooldown" role="timer">
            <Trans>You can ask for a new code in {secondsLeft} s.</Trans>
          </p>
        )}
      </div>
      {(channel === "sms" || emailSent) && <SendToEmail />}
    </div>
  );
}

function SendToEmail() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { emailSent, canSendToEmail, sendToEmail } = useOtpEntry();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof SendToEmailForm>, unknown, v.InferOutput<typeof SendToEmailForm>>({
    resolver: valibotResolver(SendToEmailForm),
    defaultValues: { email: "" },
  });
  const emailError = errorText(formState.errors.email);

  if (emailSent) {
    return (
      <div className="otp-send-email">
        <button type="button" className="button secondary" disabled>
          <Trans>Email Sent</Trans>
        </button>
        <p className="otp-email-sent" role="status">
          <Trans>OTP has been sent to your email.</Trans>
        </p>
      </div>
    );
  }
  return (
    <form className="otp-send-email" noValidate onSubmit={handleSubmit((values) => sendToEmail(values.email))}>
      <FormField id="otp-send-email" label={t`No SMS? Get the code by e-mail`} asteriskOnly error={emailError}>
        <input {...describedBy("otp-send-email", emailError)} type="email" autoComplete="email" maxLength={INPUT_MAX_LENGTH} {...register("email")} />
      </FormField>
      <button type="submit" className="button secondary" disabled={!canSendToEmail}>
        <Trans>Send by e-mail</Trans>
      </button>
    </form>
  );
}
