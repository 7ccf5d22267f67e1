import { Trans, useLingui } from "@lingui/react/macro";
import { useFailureText } from "../console-messages.ts";
import { PurposeField } from "../purpose-field.tsx";
import { useCheckedText } from "../use-checked-text.ts";
import type { AuditViewerView } from "./use-audit-viewer.ts";

const MIN_PURPOSE = 3;

/** The filtered records as CSV, once the admin has said what it is for (kept in the audit trail). */
export function AuditExport({ audit }: { audit: AuditViewerView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const purpose = useCheckedText(MIN_PURPOSE, audit.exportCsv);
  return (
    <form className="audit-export" onSubmit={purpose.submit} noValidate aria-label={t`Download the records as CSV`}>
      <PurposeField
        id="audit-purpose"
        className="audit-field"
        purpose={purpose.text}
        onChange={purpose.setText}
        maxLength={200}
        invalid={purpose.missing}
        hint={
          <Trans>
            The CSV holds the records the filters select, at most 200, with times in the commonwealth's time. Your purpose is kept in the audit trail.
          </Trans>
        }
        errorClassName="audit-error"
      />
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
