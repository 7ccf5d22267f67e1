import { Plural, Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { RECOVERY_CODE_COUNT } from "#domain/staff/staff-accounts.ts";
import { CommonwealthTime, CommonwealthZoneNote } from "../commonwealth-zone.tsx";
import { FailureNotice } from "../failure-notice.tsx";
import { NewRecoveryCodes } from "./new-recovery-codes.tsx";
import { RecoveryCodesSection } from "./recovery-codes-section.tsx";
import { securityMachine } from "./security-effects.ts";
import { type StaffSecurityView, useStaffSecurity } from "./use-staff-security.ts";

/** What the last attempt to add a passkey did, with a way to close the notice. */
function Outcome({ security }: { security: StaffSecurityView }) {
  const { added, cancelled, refused, failure, dismiss } = security;
  if (!added && !cancelled && !refused) return null;
  return (
    <div className="console-security-outcome">
      {added && (
        <p className="console-notice" role="status">
          <Trans>The passkey was added. You can use it the next time you sign in.</Trans>
        </p>
      )}
      {cancelled && (
        <p className="console-failure" role="alert">
          <Trans>No passkey was added: the prompt was closed, or this device cannot create a passkey for this account.</Trans>
        </p>
      )}
      {refused && <FailureNotice failure={failure} />}
      <button type="button" className="link-button" onClick={dismiss}>
        <Trans>Close this message</Trans>
      </button>
    </div>
  );
}

/** The recovery codes' row: how many of the set are unused and when it was issued, or none at all. */
function RecoveryCodesFact({ left, issuedAt }: { left: number; issuedAt: string | null }) {
  const count = RECOVERY_CODE_COUNT;
  if (issuedAt === null) return <Trans>None</Trans>;
  return (
    <Trans>
      {left} of {count} unused, issued <CommonwealthTime at={issuedAt} />
    </Trans>
  );
}

/** A signed-in member's second factors, adding a passkey beside the authenticator app, and new recovery codes. */
export function SecurityPage() {
  const security = useStaffSecurity(useActorRef(securityMachine));
  const { me, recoveryCodes, issuedCodes, loading, loadFailed, failure, registering, canAdd, reload, addPasskey, codesSaved } = security;
  if (me && issuedCodes) return <NewRecoveryCodes codes={issuedCodes} email={me.email} onSaved={codesSaved} />;
  return (
    <section className="console-card console-narrow console-security" aria-labelledby="console-security-title">
      <h1 id="console-security-title">
        <Trans>Sign-in security</Trans>
      </h1>
      <p>
        <Trans>After the e-mailed code, each sign-in to the console needs one of these second steps.</Trans>
      </p>
      {loading && (
        <p aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {loadFailed && (
        <>
          <FailureNotice failure={failure} />
          <button type="button" className="button secondary console-wide" onClick={reload}>
            <Trans>Try again</Trans>
          </button>
        </>
      )}
      {me && recoveryCodes && (
        <>
          <dl className="console-facts">
            <dt>
              <Trans>Authenticator app</Trans>
            </dt>
            <dd>{me.has_totp ? <Trans>Set up</Trans> : <Trans>Not set up</Trans>}</dd>
            <dt>
              <Trans>Passkeys</Trans>
            </dt>
            <dd>{me.passkey_count === 0 ? <Trans>None</Trans> : <Plural value={me.passkey_count} one="# passkey" other="# passkeys" />}</dd>
            <dt>
              <Trans>Recovery codes</Trans>
            </dt>
            <dd>
              <RecoveryCodesFact left={recoveryCodes.left} issuedAt={recoveryCodes.issued_at} />
            </dd>
          </dl>
          {recoveryCodes.issued_at !== null && <CommonwealthZoneNote />}
          <h2>
            <Trans>Add a passkey</Trans>
          </h2>
          <p>
            <Trans>A passkey uses this device's screen lock or a security key, so you need no code from your phone to sign in.</Trans>
          </p>
          <Outcome security={security} />
          <button type="button" className="button primary console-wide" disabled={!canAdd} aria-busy={registering} onClick={addPasskey}>
            {registering ? <Trans>Waiting for the passkey...</Trans> : <Trans>Add a passkey</Trans>}
          </button>
          <RecoveryCodesSection security={security} />
        </>
      )}
    </section>
  );
}
