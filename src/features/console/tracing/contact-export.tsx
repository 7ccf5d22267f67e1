import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ContactExportFormat } from "#domain/tracing/tracing-contacts.ts";
import { PurposeField } from "../purpose-field.tsx";
import { ActionOutcome } from "./action-outcome.tsx";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

/** What each format is for, in the official's words (decision 048). */
const FORMATS = [
  { format: "CSV", label: msg`CSV, for any spreadsheet or system` },
  { format: "XLSX", label: msg`Excel workbook (XLSX)` },
  { format: "FHIR", label: msg`FHIR R4 bundle, for the pandemic platform` },
] as const satisfies readonly { format: ContactExportFormat; label: unknown }[];

/** The frozen list as a file, once the official has said what it is for (kept in the audit trail). */
export function ContactExport({ view }: { view: CaseWorkbenchView }) {
  const { t } = useLingui();
  const [purpose, setPurpose] = useState("");
  const [format, setFormat] = useState<ContactExportFormat>("CSV");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.exportList(purpose, format);
  };
  const invalid = view.invalid?.action === "export";
  return (
    <section className="tracing-section" aria-labelledby="tracing-export-heading">
      <h2 id="tracing-export-heading">
        <Trans>Export the list</Trans>
      </h2>
      <form className="tracing-card tracing-form" onSubmit={submit} noValidate>
        <PurposeField
          id="tracing-purpose"
          className="tracing-field"
          purpose={purpose}
          onChange={setPurpose}
          maxLength={300}
          invalid={invalid}
          hint={<Trans>At least 10 characters. Your purpose is kept in the audit trail with the export.</Trans>}
          hintClassName="tracing-muted"
        />
        <fieldset className="tracing-formats">
          <legend>
            <Trans>Format</Trans>
          </legend>
          {FORMATS.map((choice) => (
            <label key={choice.format}>
              <input type="radio" name="tracing-export-format" checked={format === choice.format} onChange={() => setFormat(choice.format)} />
              {t(choice.label)}
            </label>
          ))}
        </fieldset>
        <p className="tracing-muted">
          <Trans>Times are written in commonwealth time (ChST, UTC+10).</Trans>
        </p>
        <div className="tracing-actions">
          <button type="submit" className="button secondary" disabled={view.activity !== "idle"}>
            {view.activity === "exporting" ? <Trans>Downloading...</Trans> : <Trans>Export</Trans>}
          </button>
        </div>
        <ActionOutcome view={view} action="export" done={t`The file has been downloaded.`} />
      </form>
    </section>
  );
}
