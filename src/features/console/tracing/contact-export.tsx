import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { ActionOutcome } from "./action-outcome.tsx";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/** The frozen list as CSV, once the official has said what it is for (kept in the audit trail). */
export function ContactExport({ view }: { view: CaseWorkbenchView }) {
  const { t } = useLingui();
  const [purpose, setPurpose] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.exportCsv(purpose);
  };
  const invalid = view.invalid?.action === "export";
  return (
    <section className="tracing-section" aria-labelledby="tracing-export-heading">
      <h2 id="tracing-export-heading">
        <Trans>Export the list</Trans>
      </h2>
      <form className="tracing-card tracing-form" onSubmit={submit} noValidate>
        <div className="tracing-field">
          <label htmlFor="tracing-purpose">
            <Trans>What is the export for?</Trans>
          </label>
          <input
            id="tracing-purpose"
            value={purpose}
            maxLength={300}
            onChange={(event) => setPurpose(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby="tracing-purpose-hint"
          />
          <p id="tracing-purpose-hint" className="tracing-muted">
            <Trans>At least 10 characters. Your purpose is kept in the audit trail with the export.</Trans>
          </p>
        </div>
        <div className="tracing-actions">
          <button type="submit" className="button secondary" disabled={view.activity !== "idle"}>
            {view.activity === "exporting" ? <Trans>Downloading...</Trans> : <Trans>Export CSV</Trans>}
          </button>
        </div>
        <ActionOutcome view={view} action="export" done={t`The CSV has been downloaded.`} />
      </form>
    </section>
  );
}
