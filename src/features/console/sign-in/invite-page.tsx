import { Trans, useLingui } from "@lingui/react/macro";
import { CodeForm } from "../code-form.tsx";
import { FailureNotice } from "../failure-notice.tsx";
import { useStaffSession } from "../use-staff-session.ts";

/** An invitation link: whom it is for, then a code to that address, which opens enrolment. */
export function InvitePage() {
  const { t, i18n } = useLingui();
  const { step, busy, invite, inviteLoading, inviteCodeSent, failure, can, restartSignIn, submitCode, resendCode, requestInviteCode } = useStaffSession();
  const expires = invite ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(invite.expires_at)) : "";
  return (
    <section className="console-card console-narrow" aria-labelledby="console-invite-title">
      <h1 id="console-invite-title">
        <Trans>Join the staff console</Trans>
      </h1>
      <FailureNotice failure={failure} />
      {inviteLoading && (
        <p aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {step === "inviteInvalid" && (
        <button type="button" className="button secondary console-wide" onClick={() => restartSignIn()}>
          <Trans>Go to staff sign-in</Trans>
        </button>
      )}
      {invite && (
        <>
          <dl className="console-facts">
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{invite.display_name}</dd>
            <dt>
              <Trans>E-mail address</Trans>
            </dt>
            <dd>{invite.email}</dd>
            <dt>
              <Trans>Valid until</Trans>
            </dt>
            <dd>{expires}</dd>
          </dl>
          {inviteCodeSent ? (
            <>
              <p className="console-notice" role="status">
                <Trans>We sent a 6-digit code to {invite.email}.</Trans>
              </p>
              <CodeForm
                id="console-invite-code"
                label={t`Code from the e-mail`}
                submitLabel={t`Continue`}
                enabled={can.submitCode}
                busy={busy}
                onCode={(code) => submitCode(code)}
              />
              <button type="button" className="button secondary console-wide" disabled={!can.resendCode} onClick={() => resendCode()}>
                <Trans>Send a new code</Trans>
              </button>
            </>
          ) : (
            <>
              <p>
                <Trans>To accept, we send a code to this address. It proves the address is yours.</Trans>
              </p>
              <button
                type="button"
                className="button primary console-wide"
                disabled={!can.requestInviteCode}
                aria-busy={busy}
                onClick={() => requestInviteCode()}
              >
                {busy ? t`Sending…` : t`Send code`}
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
}
