import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { auditMachine } from "./audit-effects.ts";
import { AuditFilterForm } from "./audit-filters.tsx";
import { AuditRecords } from "./audit-records.tsx";
import { ChainCheck } from "./chain-check.tsx";
import { type AuditActor, type AuditViewerView, useAuditViewer } from "./use-audit-viewer.ts";
import "./audit.css";
import { RetryNotice } from "../failure-notice.tsx";

function Records({ audit }: { audit: AuditViewerView }) {
  if (audit.listLoading) {
    return (
      <p className="audit-muted" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (audit.listFailed) {
    return <RetryNotice failure={audit.listFailure} onRetry={audit.reloadList} />;
  }
  if (audit.events.length === 0) {
    return (
      <p className="audit-muted">
        <Trans>No records match these filters.</Trans>
      </p>
    );
  }
  return (
    <>
      <AuditRecords events={audit.events} />
      {audit.olderFailed && (
        <p className="audit-error" role="alert">
          <Trans>Older records could not be loaded. Please try again.</Trans>
        </p>
      )}
      {audit.hasOlder ? (
        <button type="button" className="button secondary audit-older" disabled={!audit.canLoadOlder} onClick={audit.loadOlder}>
          {audit.loadingOlder ? <Trans>Loading...</Trans> : <Trans>Load older</Trans>}
        </button>
      ) : (
        <p className="audit-muted">
          <Trans>That is the oldest record.</Trans>
        </p>
      )}
    </>
  );
}

function AuditViewer({ actor }: { actor: AuditActor }) {
  const audit = useAuditViewer(actor);
  return (
    <div className="audit-page">
      <h1 className="audit-title">
        <Trans>Audit trail</Trans>
      </h1>
      <ChainCheck audit={audit} />
      <AuditFilterForm audit={audit} />
      <section className="audit-records" aria-labelledby="audit-records-heading">
        <h2 id="audit-records-heading">
          <Trans>Records, newest first</Trans>
        </h2>
        <Records audit={audit} />
      </section>
    </div>
  );
}

/** The admin's audit viewer: filter by staff member, person and time; check the chain. */
export function AuditPage() {
  const actor = useActorRef(auditMachine);
  return <AuditViewer actor={actor} />;
}
