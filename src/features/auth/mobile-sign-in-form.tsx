import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { filteredInput } from "../../ui/forms/filtered-input.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { FailureMessage } from "./failure-message.tsx";
import { useFieldErrorText } from "./form-messages.ts";
import { MobileSignInForm } from "./sign-in-form-schemas.ts";
import { useCodeRequest, useSignInStep } from "./use-auth.ts";

/** Frequent flyer by mobile number: the code goes by SMS (docs/product-spec.md, part 4). */
export function MobileSignInFormView() {
  const { t } = useLingui();
  const errorText = useFieldErrorText();
  const { mobileNumber, canRequestBySms, requestBySms, switchToEmail, canSwitchToEmail } = useCodeRequest();
  const { busy } = useSignInStep();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof MobileSignInForm>, unknown, v.InferOutput<typeof MobileSignInForm>>({
    resolver: valibotResolver(MobileSignInForm),
    defaultValues: { mobile_number: mobileNumber ?? "" },
  });
  // Phone input rule of docs/product-spec.md, part 5: digits only (and the leading + of an international number).
  const mobileField = filteredInput(register("mobile_number"), (value) => value.replace(/(?!^\+)[^0-9]/g, ""));
  const mobileError = errorText(formState.errors.mobile_number);

  return (
    <form className="sign-in-form" noValidate onSubmit={handleSubmit((values) => requestBySms(values.mobile_number))}>
      <p className="form-intro">
        <Trans>We will send a one-time password to your mobile number by SMS.</Trans>
      </p>
      <FormField
        id="sign-in-mobile"
        label={t`Mobile Number`}
        hint={t`With the country code, for example 16705550100.`}
        required
        asteriskOnly
        error={mobileError}
      >
        <input
          {...describedBy("sign-in-mobile", mobileError, true)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={16}
          aria-required
          {...mobileField}
        />
      </FormField>
      <FailureMessage />
      <button type="submit" className="button primary" disabled={!canRequestBySms}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send OTP</Trans>}
      </button>
      <button type="button" className="link-button" onClick={switchToEmail} disabled={!canSwitchToEmail}>
        <Trans>Use my e-mail address instead</Trans>
      </button>
    </form>
  );
}
