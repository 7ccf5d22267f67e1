import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type * as v from "valibot";
import { PortalNewPasswordFields } from "./portal-fields.tsx";
import { useServerText } from "./portal-messages.ts";
import { PortalResetForm } from "./sign-in-forms.ts";
import { usePortalMail, usePortalScreen } from "./use-portal.ts";

/** The reset link's page: a new password, typed twice. */
export function PortalResetPassword() {
  const { t } = useLingui();
  const text = useServerText();
  const { busy, error } = usePortalScreen();
  const { canReset, reset, canChooseForgot, chooseForgot } = usePortalMail();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof PortalResetForm>, unknown, v.InferOutput<typeof PortalResetForm>>({
    resolver: valibotResolver(PortalResetForm),
    defaultValues: { password: "", confirm_password: "" },
  });
  return (
    <form className="portal-card portal-form" noValidate onSubmit={handleSubmit((values) => reset(values.password))}>
      <h2>
        <Trans>Choose a new password</Trans>
      </h2>
      <PortalNewPasswordFields
        id="portal-new-password"
        label={t`New password`}
        password={{ registration: register("password"), error: text(formState.errors.password?.message) }}
        confirmation={{ registration: register("confirm_password"), error: text(formState.errors.confirm_password?.message) }}
      />
      {error && <p className="sign-in-failure">{text(error)}</p>}
      <button type="submit" className="button primary" disabled={!canReset}>
        {busy ? <Trans>Saving…</Trans> : <Trans>Save the new password</Trans>}
      </button>
      <button type="button" className="link-button" onClick={chooseForgot} disabled={!canChooseForgot}>
        <Trans>Ask for a new link</Trans>
      </button>
    </form>
  );
}
