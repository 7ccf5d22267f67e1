import { Trans } from "@lingui/react/macro";
import { useServerText } from "./portal-messages.ts";
import { usePortalMail, usePortalScreen, usePortalSignIn } from "./use-portal.ts";

/** After registering, or signing in unconfirmed: the portal opens with the mailed link; it can be sent again. */
export function PortalCheckEmail() {
  const text = useServerText();
  const { busy, error, notice } = usePortalScreen();
  const { pendingEmail, canResend, resend } = usePortalMail();
  const { canChooseSignIn, chooseSignIn } = usePortalSignIn();
  return (
    <section className="portal-card portal-form" aria-labelledby="portal-check-email">
      <h2 id="portal-check-email">
        <Trans>Confirm your e-mail address</Trans>
      </h2>
      <p className="form-intro">
        <Trans>
          We sent a link to <strong>{pendingEmail}</strong>. Open it to confirm your address: your portal opens and you can print your QR codes. The link works
          for 24 hours.
        </Trans>
      </p>
      {error && <p className="sign-in-failure">{text(error)}</p>}
      {notice === "confirmationSent" && (
        <p className="portal-notice" role="status">
          <Trans>A new link is on its way. Only the newest link works.</Trans>
        </p>
      )}
      <button type="button" className="button primary" onClick={resend} disabled={!canResend}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send the link again</Trans>}
      </button>
      <button type="button" className="link-button" onClick={chooseSignIn} disabled={!canChooseSignIn}>
        <Trans>Back to sign in</Trans>
      </button>
    </section>
  );
}
