import { Trans, useLingui } from "@lingui/react/macro";
import { QRCodeSVG } from "qrcode.react";
import { CodeForm } from "../code-form.tsx";
import { FailureNotice } from "../failure-notice.tsx";
import { useStaffSession } from "../use-staff-session.ts";

/** Setting up the second factor: an authenticator app from the QR or the typed secret, or a passkey instead. */
export function EnrolmentPage() {
  const { t } = useLingui();
  const { busy, totp, failure, recovered, can, submitTotp, choosePasskey, signOut, reloadSecret } = useStaffSession();
  return (
    <section className="console-card console-narrow" aria-labelledby="console-enrol-title">
      <h1 id="console-enrol-title">
        <Trans>Set up your second sign-in step</Trans>
      </h1>
      {recovered && (
        <p className="console-notice" role="status">
          <Trans>
            You signed in with a recovery code. Your old authenticator app and passkeys no longer work: set up a new second step to open the console.
          </Trans>
        </p>
      )}
      <p>
        <Trans>Each sign-in to the console needs a code from an authenticator app on your phone, or a passkey.</Trans>
      </p>
      <FailureNotice failure={failure} />
      <h2>
        <Trans>Authenticator app</Trans>
      </h2>
      {totp ? (
        <>
          <ol className="console-steps">
            <li>
              <Trans>Open your authenticator app and add an account.</Trans>
            </li>
            <li>
              <Trans>Scan this QR code, or type the key below.</Trans>
            </li>
            <li>
              <Trans>Enter the 6-digit code the app shows.</Trans>
            </li>
          </ol>
          <div className="console-qr">
            <QRCodeSVG value={totp.otpauth_url} size={200} marginSize={2} title={t`QR code for your authenticator app`} />
          </div>
          <p className="console-secret">
            <span>
              <Trans>Key:</Trans>
            </span>{" "}
            <code>{totp.secret.replace(/(.{4})/g, "$1 ").trim()}</code>
          </p>
          <CodeForm
            id="console-enrol-code"
            label={t`Code from your authenticator app`}
            submitLabel={t`Confirm and continue`}
            enabled={can.submitTotp}
            busy={busy}
            autoComplete="off"
            onCode={(code) => submitTotp(code)}
          />
        </>
      ) : can.reloadSecret ? (
        <button type="button" className="button secondary console-wide" onClick={() => reloadSecret()}>
          <Trans>Try again</Trans>
        </button>
      ) : (
        <p aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      <h2>
        <Trans>Or a passkey</Trans>
      </h2>
      <p>
        <Trans>Use this device's screen lock or a security key instead of an app.</Trans>
      </p>
      <button type="button" className="button secondary console-wide" disabled={!can.usePasskey} onClick={() => choosePasskey()}>
        <Trans>Register a passkey</Trans>
      </button>
      <button type="button" className="link-button console-quiet" disabled={!can.signOut} onClick={() => signOut()}>
        <Trans>Sign out</Trans>
      </button>
    </section>
  );
}
