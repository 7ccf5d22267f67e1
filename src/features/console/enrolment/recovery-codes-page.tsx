import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useStaffSession } from "../use-staff-session.ts";
import { copyRecoveryCodes, downloadRecoveryCodes } from "./recovery-codes-effects.ts";

/** The ten recovery codes issued with a new second factor, shown this once (decision 057). */
export function RecoveryCodesPage() {
  const { t } = useLingui();
  const { email, recoveryCodes = [], codesSaved } = useStaffSession();
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  const heading = t`Recovery codes for the console, ${email}. Each works once.`;
  const copy = () =>
    copyRecoveryCodes(heading, recoveryCodes).then(
      () => setCopied(true),
      () => setCopied(false),
    );
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
      <ol className="console-recovery-codes" aria-label={t`Your ten recovery codes`}>
        {recoveryCodes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        <button type="button" className="button secondary" onClick={() => void copy()}>
          <Trans>Copy the codes</Trans>
        </button>
        <button type="button" className="button secondary" onClick={() => downloadRecoveryCodes(heading, recoveryCodes)}>
          <Trans>Download as a text file</Trans>
        </button>
      </div>
      {copied !== undefined && (
        <p className={copied ? "console-notice" : "console-field-error"} role="status">
          {copied ? <Trans>The codes are copied.</Trans> : <Trans>The browser did not allow copying; download them or write them down.</Trans>}
        </p>
      )}
      <button type="button" className="button primary console-wide console-codes-saved" onClick={() => codesSaved()}>
        <Trans>I have saved them, continue</Trans>
      </button>
    </section>
  );
}
