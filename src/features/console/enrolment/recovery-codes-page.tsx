import { Trans } from "@lingui/react/macro";
import { RecoveryCodeList } from "../recovery-codes/recovery-code-list.tsx";
import { useStaffSession } from "../use-staff-session.ts";

/** The ten recovery codes issued with a new second factor, shown this once (decision 057). */
export function RecoveryCodesPage() {
  const { email, recoveryCodes = [], codesSaved } = useStaffSession();
  return (
    <section className="console-card console-narrow" aria-labelledby="console-codes-title">
      <h1 id="console-codes-title">
        <Trans>Save your recovery codes</Trans>
      </h1>
      <p>
        <Trans>
          If you lose your phone or passkey, one of these codes lets you sign in once, and then you set up a new second step. Each code works only once. Keep
          them somewhere safe, away from your phone: they are shown only now.
        </Trans>
      </p>
      <RecoveryCodeList codes={recoveryCodes} email={email} />
      <button type="button" className="button primary console-wide console-codes-saved" onClick={() => codesSaved()}>
        <Trans>I have saved them, continue</Trans>
      </button>
    </section>
  );
}
