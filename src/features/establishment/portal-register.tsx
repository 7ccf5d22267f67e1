import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { PortalEmailField, PortalNewPasswordFields } from "./portal-fields.tsx";
import { useServerText } from "./portal-messages.ts";
import { PortalRegisterForm } from "./sign-in-forms.ts";
import { usePortalScreen, usePortalSignIn } from "./use-portal.ts";

/** Registration of an establishment account: e-mail, organisation name and a password of 12 characters or more. */
export function PortalRegister() {
  const { t } = useLingui();
  const text = useServerText();
  const { busy, error } = usePortalScreen();
  const { canRegister, register: submit, canChooseSignIn, chooseSignIn } = usePortalSignIn();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof PortalRegisterForm>, unknown, v.InferOutput<typeof PortalRegisterForm>>({
    resolver: valibotResolver(PortalRegisterForm),
    defaultValues: { email: "", organisation_name: "", password: "", confirm_password: "" },
  });
  const organisationError = text(formState.errors.organisation_name?.message);

  return (
    <form
      className="portal-card portal-form"
      noValidate
      onSubmit={handleSubmit(({ email, organisation_name, password }) => submit({ email, organisation_name, password }))}
    >
      <h2>
        <Trans>Register your establishment</Trans>
      </h2>
      <FormField id="portal-organisation" label={t`Establishment name`} required asteriskOnly error={organisationError}>
        <input
          {...describedBy("portal-organisation", organisationError)}
          autoComplete="organization"
          maxLength={INPUT_MAX_LENGTH}
          aria-required
          {...register("organisation_name")}
        />
      </FormField>
      <PortalEmailField registration={register("email")} error={text(formState.errors.email?.message)} />
      <PortalNewPasswordFields
        id="portal-password"
        label={t`Password`}
        password={{ registration: register("password"), error: text(formState.errors.password?.message) }}
        confirmation={{ registration: register("confirm_password"), error: text(formState.errors.confirm_password?.message) }}
      />
      {error && <p className="sign-in-failure">{text(error)}</p>}
      <button type="submit" className="button primary" disabled={!canRegister}>
        {busy ? <Trans>Registering…</Trans> : <Trans>Register</Trans>}
      </button>
      <button type="button" className="link-button" onClick={chooseSignIn} disabled={!canChooseSignIn}>
        <Trans>Already registered? Sign in</Trans>
      </button>
    </form>
  );
}
