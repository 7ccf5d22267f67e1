import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { RecoveryCodeList } from "./recovery-code-list.tsx";

/** A set of recovery codes shown this once (decision 057), with what they are for, until the member says they are saved. */
export function SaveRecoveryCodes({ codes, email, intro, onSaved }: { codes: readonly string[]; email: string; intro: ReactNode; onSaved: () => void }) {
  return (
    <section className="console-card console-narrow" aria-labelledby="console-codes-title">
      <h1 id="console-codes-title">
        <Trans>Save your recovery codes</Trans>
      </h1>
      <p>{intro}</p>
      <RecoveryCodeList codes={codes} email={email} />
      <button type="button" className="button primary console-wide console-codes-saved" onClick={onSaved}>
        <Trans>I have saved them, continue</Trans>
      </button>
    </section>
  );
}
