import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useFailureText } from "../console-messages.ts";
import type { AuditViewerView } from "./use-audit-viewer.ts";

const MIN_PURPOSE = 3;

/** The filtered records as CSV, once the admin has said what it is for (kept in the audit trail). */
export function AuditExport({ audit }: { audit: AuditViewerView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [purpose, setPurpose] = useState("");
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stated = purpose.trim();
    setMissing(stated.length < MIN_PURPOSE);
    if (stated.length >= MIN_PURPOSE) audit.exportCsv(stated);
  };
  return (
    <form className="audit-export" onSubmit={submit} noValidate aria-label={t`Download the records as CSV`}>
      <div className="audit-field">
        <label htmlFor="audit-purpose">
          <Trans>What is the export for?</Trans>
        </label>
        <input
          id="audit-purpose"
          value={purpose}
          maxLength={200}
          onChange={(event) => setPurpose(event.target.value)}
          aria-invalid={missing ? true : undefined}
          aria-describedby="audit-purpose-hint"
        />
        <p id="audit-purpose-hint" className="field-hint">
          <Trans>
            The CSV holds the records the filters select, at most 200, with times in the commonwealth's time. Your purpose is kept in the audit trail.
          </Trans>
        </p>
        {missing && (
          <p className="audit-error" role="alert">
            <Trans>Say what the export is for.</Trans>
          </p>
        )}
      </div>
      <div className="audit-filter-actions">
        <button type="submit" className="button secondary" disabled={audit.exporting}>
          {audit.exporting ? <Trans>Downloading...</Trans> : <Trans>Download CSV</Trans>}
        </button>
      </div>
      {audit.exported && (
        <p className="audit-muted" role="status">
          <Trans>The CSV has been downloaded.</Trans>
        </p>
      )}
      {audit.exportFailure && (
        <p className="audit-error" role="alert">
          {failureText(audit.exportFailure)}
        </p>
      )}
    </form>
  );
}
