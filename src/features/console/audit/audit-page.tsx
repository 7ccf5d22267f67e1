import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { auditMachine } from "./audit-effects.ts";
import { CommonwealthZoneNote } from "../commonwealth-zone.tsx";
import { AuditExport } from "./audit-export.tsx";
import { AuditFilterForm } from "./audit-filters.tsx";
import { AuditTable } from "./audit-records.tsx";
import { ChainCheck } from "./chain-check.tsx";
import { type AuditActor, type AuditViewerView, useAuditViewer } from "./use-audit-viewer.ts";
import { WhoSaw } from "./who-saw.tsx";
import "./audit.css";
import { RetryNotice } from "../failure-notice.tsx";

function Records({ audit }: { audit: AuditViewerView }) {
  const { t } = useLingui();
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
      <AuditTable events={audit.events} caption={t`Audit records, newest first`} />
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
      <CommonwealthZoneNote />
      <WhoSaw audit={audit} />
      <ChainCheck audit={audit} />
      <AuditFilterForm audit={audit} />
      <section className="audit-records" aria-labelledby="audit-records-heading">
        <h2 id="audit-records-heading">
          <Trans>Records, newest first</Trans>
        </h2>
        <Records audit={audit} />
        <AuditExport audit={audit} />
      </section>
    </div>
  );
}

/** The admin's audit viewer: who saw a traveller; the records filtered by member, kind, agency and days; the chain check; the CSV. */
export function AuditPage() {
  const actor = useActorRef(auditMachine);
  return <AuditViewer actor={actor} />;
}
