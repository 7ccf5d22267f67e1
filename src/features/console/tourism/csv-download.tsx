import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Download } from "../../../../machines/console/tourism-dashboard.machine.ts";
import { useFailureText } from "../console-messages.ts";
import { PurposeField } from "../purpose-field.tsx";
import { useCheckedText } from "../use-checked-text.ts";
import type { TourismDashboardView } from "./use-tourism-dashboard.ts";

const MIN_PURPOSE = 3;

/** The CSV of the aggregates shown, once the analyst has said what it is for (kept in the audit trail). */
export function CsvDownload({ dashboard }: { dashboard: TourismDashboardView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [download, setDownload] = useState<Download>("arrivals.csv");
  const crossTab = dashboard.data?.crossTab !== undefined;
  const purpose = useCheckedText(MIN_PURPOSE, (stated) => dashboard.download(stated, crossTab ? download : "arrivals.csv"));
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
    <form className="tourism-download" onSubmit={purpose.submit} noValidate aria-label={t`Download the arrivals as CSV`}>
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
      <PurposeField
        id="tourism-purpose"
        className="tourism-field"
        purpose={purpose.text}
        onChange={purpose.setText}
        maxLength={200}
        invalid={purpose.missing}
        hint={<Trans>Your purpose is kept in the audit trail with the export.</Trans>}
        errorClassName="tourism-error"
      />
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
