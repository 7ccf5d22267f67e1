import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useState } from "react";
import { listPurposes } from "../../../api/reference-data.ts";
import { type PurposeList, purposeChoices } from "#domain/reference-data.ts";
import { PeopleWithMe } from "./people-with-me.tsx";
import type { LogbookScanView } from "./use-logbook-scan.ts";

type Purposes = { status: "loading" } | { status: "failed" } | { status: "ready"; purposes: PurposeList };

function usePurposes(): [Purposes, () => void] {
  const [purposes, setPurposes] = useState<Purposes>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    listPurposes().then(
      (list) => current && setPurposes({ status: "ready", purposes: list }),
      () => current && setPurposes({ status: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  return [
    purposes,
    () => {
      setPurposes({ status: "loading" });
      setAttempt((count) => count + 1);
    },
  ];
}

/** docs/product-spec.md, part 4 "Confirm visit": a purpose must be chosen before 'Start' ('Please select purpose.'); then who comes along (decision 034). */
export function PurposeForm({ scan }: { scan: LogbookScanView }) {
  const { t, i18n } = useLingui();
  const [purposes, reload] = usePurposes();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    scan.start();
  };
  return (
    <form className="purpose-form" onSubmit={submit} noValidate>
      <label htmlFor="visit-purpose">
        <Trans>Purpose of the visit</Trans>
      </label>
      <select
        id="visit-purpose"
        value={scan.purpose}
        onChange={(event) => scan.selectPurpose(event.target.value)}
        disabled={purposes.status !== "ready"}
        aria-invalid={scan.purposeMissing || undefined}
        aria-describedby={scan.purposeMissing ? "visit-purpose-error" : undefined}
      >
        <option value="">{purposes.status === "loading" ? t`Loading...` : t`Select purpose`}</option>
        {purposes.status === "ready" &&
          purposeChoices(purposes.purposes, i18n.locale).map((purpose) => (
            <option key={purpose.value} value={purpose.value}>
              {purpose.label}
            </option>
          ))}
      </select>
      {purposes.status === "failed" && (
        <p className="field-error">
          <Trans>The purposes could not be loaded.</Trans>{" "}
          <button type="button" className="link-button" onClick={reload}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {scan.purposeMissing && (
        <p className="field-error" id="visit-purpose-error" role="alert">
          <Trans>Please select purpose.</Trans>
        </p>
      )}
      <PeopleWithMe scan={scan} />
      <div className="scan-actions">
        <button type="submit" className="button primary">
          <Trans>Start</Trans>
        </button>
        <button type="button" className="button secondary" onClick={scan.scanAgain}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
