import { Trans } from "@lingui/react/macro";
import { SaveRecoveryCodes } from "../recovery-codes/save-recovery-codes.tsx";
import { useStaffSession } from "../use-staff-session.ts";

/** The ten recovery codes issued with a new second factor, shown this once (decision 057). */
export function RecoveryCodesPage() {
  const { email, recoveryCodes = [], codesSaved } = useStaffSession();
  return (
    <SaveRecoveryCodes
      codes={recoveryCodes}
      email={email}
      onSaved={() => codesSaved()}
      intro={
        <Trans>
          If you lose your phone or passkey, one of these codes lets you sign in once, and then you set up a new second step. Each code works only once. Keep
          them somewhere safe, away from your phone: they are shown only now.
        </Trans>
      }
    />
  );
}
