import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { Download } from "../../../../machines/console/tourism-dashboard.machine.ts";
import { useFailureText } from "../console-messages.ts";
import type { TourismDashboardView } from "./use-tourism-dashboard.ts";

const MIN_PURPOSE = 3;

/** The CSV of the aggregates shown, once the analyst has said what it is for (kept in the audit trail). */
export function CsvDownload({ dashboard }: { dashboard: TourismDashboardView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [purpose, setPurpose] = useState("");
  const [missing, setMissing] = useState(false);
  const [download, setDownload] = useState<Download>("arrivals.csv");
  const crossTab = dashboard.data?.crossTab !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stated = purpose.trim();
    setMissing(stated.length < MIN_PURPOSE);
    if (stated.length >= MIN_PURPOSE) dashboard.download(stated, crossTab ? download : "arrivals.csv");
  };
  if (!open) {
    return (
      <div className="tourism-download">
        <button type="button" className="button secondary" disabled={!dashboard.canDownload} onClick={() => setOpen(true)}>
          {crossTab ? <Trans>Download</Trans> : <Trans>Download CSV</Trans>}
        </button>
      </div>
    );
  }
  return (
    <form className="tourism-download" onSubmit={submit} noValidate aria-label={t`Download the arrivals as CSV`}>
      {crossTab && (
        <fieldset className="tourism-field tourism-periods">
          <legend>
            <Trans>What to download</Trans>
          </legend>
          {(
            [
              ["arrivals.csv", t`Arrivals per period (CSV)`],
              ["cross-tab.csv", t`Cross-tab (CSV)`],
              ["cross-tab.xlsx", t`Cross-tab (Excel)`],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="tourism-download" value={value} checked={download === value} onChange={() => setDownload(value)} /> {label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="tourism-field">
        <label htmlFor="tourism-purpose">
          <Trans>What is the export for?</Trans>
        </label>
        <input
          id="tourism-purpose"
          value={purpose}
          maxLength={200}
          onChange={(event) => setPurpose(event.target.value)}
          aria-invalid={missing ? true : undefined}
          aria-describedby="tourism-purpose-hint"
        />
        <p id="tourism-purpose-hint" className="field-hint">
          <Trans>Your purpose is kept in the audit trail with the export.</Trans>
        </p>
        {missing && (
          <p className="tourism-error" role="alert">
            <Trans>Say what the export is for.</Trans>
          </p>
        )}
      </div>
      <div className="tourism-actions">
        <button type="submit" className="button primary" disabled={!dashboard.canDownload}>
          {dashboard.downloading ? <Trans>Downloading...</Trans> : <Trans>Download</Trans>}
        </button>
        <button type="button" className="button secondary" disabled={dashboard.downloading} onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      {dashboard.downloaded && (
        <p className="tourism-muted" role="status">
          <Trans>The file has been downloaded.</Trans>
        </p>
      )}
      {dashboard.downloadFailure && (
        <p className="tourism-error" role="alert">
          {failureText(dashboard.downloadFailure)}
        </p>
      )}
    </form>
  );
}
