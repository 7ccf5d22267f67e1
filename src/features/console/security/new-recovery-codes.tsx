import { Trans } from "@lingui/react/macro";
import { RecoveryCodeList } from "../recovery-codes/recovery-code-list.tsx";

/** The new set in place of the security page, shown this once; the page comes back once the member says they are saved. */
export function NewRecoveryCodes({ codes, email, onSaved }: { codes: readonly string[]; email: string; onSaved: () => void }) {
  return (
    <section className="console-card console-narrow" aria-labelledby="console-codes-title">
      <h1 id="console-codes-title">
        <Trans>Save your recovery codes</Trans>
      </h1>
      <p>
        <Trans>
          These ten codes replace your old ones, which no longer work. Each code works only once. Keep them somewhere safe, away from your phone: they are shown
          only now.
        </Trans>
      </p>
      <RecoveryCodeList codes={codes} email={email} />
      <button type="button" className="button primary console-wide console-codes-saved" onClick={onSaved}>
        <Trans>I have saved them, continue</Trans>
      </button>
    </section>
  );
}
