import { Plural, Trans } from "@lingui/react/macro";
import { FailureNotice } from "../failure-notice.tsx";
import type { StaffSecurityView } from "./use-staff-security.ts";

/** How many recovery codes are left, a warning when few or none are, and getting a new set. */
export function RecoveryCodesSection({ security }: { security: StaffSecurityView }) {
  const { recoveryCodes, codesWarning, issuing, renewalFailed, failure, canRenew, renewCodes, dismiss } = security;
  if (!recoveryCodes) return null;
  return (
    <>
      <h2>
        <Trans>Recovery codes</Trans>
      </h2>
      <p>
        <Trans>If you lose your phone or passkey, a recovery code lets you sign in once and set up a new second step.</Trans>
      </p>
      {codesWarning === "few" && (
        <p className="console-warning" role="status">
          <Plural
            value={recoveryCodes.left}
            one="Only # recovery code is left. Get new ones before it is used up."
            other="Only # recovery codes are left. Get new ones before they are used up."
          />
        </p>
      )}
      {codesWarning === "none" && (
        <p className="console-failure" role="status">
          <Trans>You have no recovery codes left: you cannot recover access if you lose your phone. Get new ones now.</Trans>
        </p>
      )}
      {renewalFailed && (
        <div className="console-security-outcome">
          <FailureNotice failure={failure} />
          <button type="button" className="link-button" onClick={dismiss}>
            <Trans>Close this message</Trans>
          </button>
        </div>
      )}
      <button
        type="button"
        className={`button ${codesWarning ? "primary" : "secondary"} console-wide`}
        disabled={!canRenew}
        aria-busy={issuing}
        onClick={renewCodes}
      >
        {issuing ? <Trans>Getting new recovery codes...</Trans> : <Trans>Get new recovery codes</Trans>}
      </button>
    </>
  );
}
