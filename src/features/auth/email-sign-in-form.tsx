import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { FailureMessage } from "./failure-message.tsx";
import { FormField } from "./form-field.tsx";
import { useFieldErrorText } from "./form-messages.ts";
import { EmailSignInForm } from "./sign-in-form-schemas.ts";
import { useCodeRequest, useSignInStep } from "./use-auth.ts";

/** Frequent flyer: the e-mail address twice, then the code is sent to it (spec part 2). */
export function EmailSignInFormView() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { email, canRequestByEmail, requestByEmail, switchToMobile, canSwitchToMobile } = useCodeRequest();
  const { busy } = useSignInStep();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof EmailSignInForm>, unknown, v.InferOutput<typeof EmailSignInForm>>({
    resolver: valibotResolver(EmailSignInForm),
    defaultValues: { email: email ?? "", confirm_email: email ?? "" },
  });

  return (
    <form className="sign-in-form" noValidate onSubmit={handleSubmit((values) => requestByEmail(values.email))}>
      <p className="form-intro">
        <Trans>We will send a one-time password to your e-mail address.</Trans>
      </p>
      <FormField
        id="sign-in-email"
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        required
        registration={register("email")}
        error={errorText(formState.errors.email)}
      />
      <FormField
        id="sign-in-confirm-email"
        label={t`Confirm Email Address`}
        type="email"
        autoComplete="email"
        required
        registration={register("confirm_email")}
        error={errorText(formState.errors.confirm_email)}
      />
      <FailureMessage />
      <button type="submit" className="button primary" disabled={!canRequestByEmail}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send OTP</Trans>}
      </button>
      <button type="button" className="link-button" onClick={switchToMobile} disabled={!canSwitchToMobile}>
        <Trans>Use my mobile number instead</Trans>
      </button>
    </form>
  );
}
