import { Trans } from "@lingui/react/macro";
import { useFailureText } from "../console-messages.ts";
import type { AuditViewerView } from "./use-audit-viewer.ts";

/** Recomputes the hash chain on the server; a broken record is named where it cannot be missed. */
export function ChainCheck({ audit }: { audit: AuditViewerView }) {
  const failureText = useFailureText();
  const result = audit.checking ? undefined : audit.verification;
  return (
    <section className="audit-chain" aria-labelledby="audit-chain-heading">
      <h2 id="audit-chain-heading">
        <Trans>Chain check</Trans>
      </h2>
      <p className="audit-muted">
        <Trans>Each record carries the hash of the one before it, so a record changed or removed in the database breaks the chain.</Trans>
      </p>
      <button type="button" className="button primary" disabled={!audit.canCheck} onClick={audit.checkChain}>
        {audit.checking ? <Trans>Checking...</Trans> : <Trans>Check the chain</Trans>}
      </button>
      <div role="status">
        {result?.ok && (
          <p className="audit-chain-result audit-chain-intact">
            <strong>✓</strong> <Trans>Chain intact: {result.checked} records checked</Trans>
          </p>
        )}
        {result && !result.ok && (
          <div className="audit-chain-result audit-chain-broken">
            <p>
              <strong>✗</strong> <Trans>Chain broken</Trans>
            </p>
            {result.broken && (
              <p>
                <Trans>
                  Record #{result.broken.seq} ({result.broken.id ?? "—"}): {result.broken.reason}
                </Trans>
              </p>
            )}
            <p>
              <Trans>{result.checked} records checked before it.</Trans>
            </p>
          </div>
        )}
        {!audit.checking && audit.chainFailure && <p className="audit-error">{failureText(audit.chainFailure)}</p>}
      </div>
    </section>
  );
}
