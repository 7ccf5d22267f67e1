import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { PortalEmailField } from "./portal-fields.tsx";
import { useServerText } from "./portal-messages.ts";
import { PortalForgotForm } from "./sign-in-forms.ts";
import { usePortalMail, usePortalScreen, usePortalSignIn } from "./use-portal.ts";

/** A forgotten password: a reset link is mailed; the answer is the same for any address. */
export function PortalForgotPassword() {
  const text = useServerText();
  const { busy, error, notice } = usePortalScreen();
  const { canRequestReset, requestReset } = usePortalMail();
  const { canChooseSignIn, chooseSignIn } = usePortalSignIn();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof PortalForgotForm>, unknown, v.InferOutput<typeof PortalForgotForm>>({
    resolver: valibotResolver(PortalForgotForm),
    defaultValues: { email: "" },
  });
  return (
    <form className="portal-card portal-form" noValidate onSubmit={handleSubmit((values) => requestReset(values.email))}>
      <h2>
        <Trans>Reset your password</Trans>
      </h2>
      <p className="form-intro">
        <Trans>Give the e-mail address of your establishment account. We send a link to choose a new password; it works once, for 30 minutes.</Trans>
      </p>
      <PortalEmailField registration={register("email")} error={text(formState.errors.email?.message)} />
      {error && <p className="sign-in-failure">{text(error)}</p>}
      {notice === "resetSent" && (
        <p className="portal-notice" role="status">
          <Trans>If this address has an establishment account, an e-mail is on its way.</Trans>
        </p>
      )}
      <button type="submit" className="button primary" disabled={!canRequestReset}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send the reset link</Trans>}
      </button>
      <button type="button" className="link-button" onClick={chooseSignIn} disabled={!canChooseSignIn}>
        <Trans>Back to sign in</Trans>
      </button>
    </form>
  );
}
