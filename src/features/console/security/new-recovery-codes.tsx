import { Trans } from "@lingui/react/macro";
import { SaveRecoveryCodes } from "../recovery-codes/save-recovery-codes.tsx";

/** The new set in place of the security page, shown this once; the page comes back once the member says they are saved. */
export function NewRecoveryCodes({ codes, email, onSaved }: { codes: readonly string[]; email: string; onSaved: () => void }) {
  return (
    <SaveRecoveryCodes
      codes={codes}
      email={email}
      onSaved={onSaved}
      intro={
        <Trans>
          These ten codes replace your old ones, which no longer work. Each code works only once. Keep them somewhere safe, away from your phone: they are shown
          only now.
        </Trans>
      }
    />
  );
}
