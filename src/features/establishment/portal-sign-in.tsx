import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { PortalEmailField, PortalPasswordField } from "./portal-fields.tsx";
import { useServerText } from "./portal-messages.ts";
import { PortalSignInForm } from "./sign-in-forms.ts";
import { usePortalMail, usePortalScreen, usePortalSignIn } from "./use-portal.ts";

/** Sign-in of an establishment account: e-mail and password. */
export function PortalSignIn() {
  const { t } = useLingui();
  const text = useServerText();
  const { busy, error, notice } = usePortalScreen();
  const { canSignIn, signIn, canChooseRegister, chooseRegister } = usePortalSignIn();
  const { canChooseForgot, chooseForgot } = usePortalMail();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof PortalSignInForm>, unknown, v.InferOutput<typeof PortalSignInForm>>({
    resolver: valibotResolver(PortalSignInForm),
    defaultValues: { email: "", password: "" },
  });

  return (
    <form className="portal-card portal-form" noValidate onSubmit={handleSubmit((values) => signIn(values.email, values.password))}>
      <h2>
        <Trans>Sign in to the establishment portal</Trans>
      </h2>
      <p className="form-intro">
        <Trans>Print your location QR codes and see how many visitors checked in today.</Trans>
      </p>
      <PortalEmailField registration={register("email")} error={text(formState.errors.email?.message)} />
      <PortalPasswordField
        id="portal-password"
        label={t`Password`}
        autoComplete="current-password"
        registration={register("password")}
        error={text(formState.errors.password?.message)}
      />
      {error && <p className="sign-in-failure">{text(error)}</p>}
      {notice === "passwordChanged" && (
        <p className="portal-notice" role="status">
          <Trans>Your password has been changed. Sign in with the new one.</Trans>
        </p>
      )}
      <button type="submit" className="button primary" disabled={!canSignIn}>
        {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
      </button>
      <button type="button" className="link-button" onClick={chooseForgot} disabled={!canChooseForgot}>
        <Trans>Forgot your password?</Trans>
      </button>
      <button type="button" className="link-button" onClick={chooseRegister} disabled={!canChooseRegister}>
        <Trans>New here? Register your establishment</Trans>
      </button>
    </form>
  );
}
