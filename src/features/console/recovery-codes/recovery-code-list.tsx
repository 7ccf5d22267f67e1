import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { copyRecoveryCodes, downloadRecoveryCodes } from "./recovery-codes-effects.ts";

/**
 * A new set of recovery codes, shown this once (decision 057), with the ways to keep them: copied or
 * downloaded as a text file headed with whose they are. The enrolment's and the security page's.
 */
export function RecoveryCodeList({ codes, email }: { codes: readonly string[]; email: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<boolean | undefined>(undefined);
  const heading = t`Recovery codes for the console, ${email}. Each works once.`;
  const copy = () =>
    copyRecoveryCodes(heading, codes).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <ol className="console-recovery-codes" aria-label={t`Your ten recovery codes`}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        <button type="button" className="button secondary" onClick={() => void copy()}>
          <Trans>Copy the codes</Trans>
        </button>
        <button type="button" className="button secondary" onClick={() => downloadRecoveryCodes(heading, codes)}>
          <Trans>Download as a text file</Trans>
        </button>
      </div>
      {copied !== undefined && (
        <p className={copied ? "console-notice" : "console-field-error"} role="status">
          {copied ? <Trans>The codes are copied.</Trans> : <Trans>The browser did not allow copying; download them or write them down.</Trans>}
        </p>
      )}
    </>
  );
}
