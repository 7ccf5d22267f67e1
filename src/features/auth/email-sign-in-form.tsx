import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { FailureMessage } from "./failure-message.tsx";
import { useFieldErrorText } from "./form-messages.ts";
import { EmailSignInForm } from "./sign-in-form-schemas.ts";
import { useCodeRequest, useSignInStep } from "./use-auth.ts";

/** Frequent flyer: the e-mail address twice, then the code is sent to it (docs/product-spec.md, part 2). */
export function EmailSignInFormView() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { email, canRequestByEmail, requestByEmail, switchToMobile, canSwitchToMobile } = useCodeRequest();
  const { busy } = useSignInStep();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof EmailSignInForm>, unknown, v.InferOutput<typeof EmailSignInForm>>({
    resolver: valibotResolver(EmailSignInForm),
    defaultValues: { email: email ?? "", confirm_email: email ?? "" },
  });
  const emailError = errorText(formState.errors.email);
  const confirmError = errorText(formState.errors.confirm_email);

  return (
    <form className="sign-in-form" noValidate onSubmit={handleSubmit((values) => requestByEmail(values.email))}>
      <p className="form-intro">
        <Trans>We will send a one-time password to your e-mail address.</Trans>
      </p>
      <FormField id="sign-in-email" label={t`Email Address`} required asteriskOnly error={emailError}>
        <input
          {...describedBy("sign-in-email", emailError)}
          type="email"
          autoComplete="email"
          maxLength={INPUT_MAX_LENGTH}
          aria-required
          {...register("email")}
        />
      </FormField>
      <FormField id="sign-in-confirm-email" label={t`Confirm Email Address`} required asteriskOnly error={confirmError}>
        <input
          {...describedBy("sign-in-confirm-email", confirmError)}
          type="email"
          autoComplete="email"
          maxLength={INPUT_MAX_LENGTH}
          aria-required
          {...register("confirm_email")}
        />
      </FormField>
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
