import { Trans, useLingui } from "@lingui/react/macro";
import { HEALTH_STATUSES } from "#domain/health-status.ts";
import type * as v from "valibot";
import { CASE_STATUS_CODES, type CaseStatusCode, type ContactConversion } from "#domain/tracing/tracing-cases.ts";
import { CASE_STATUS_LABELS, HEALTH_STATUS_LABELS } from "./tracing-labels.ts";

/** What the fields show first: a new case's are empty, a case's own are its facts. */
export interface CaseStatusDefaults {
  case_status: CaseStatusCode | null;
  health_status: string | null;
  onset_date: string | null;
  test_date: string | null;
  isolation_date: string | null;
}

/** A new case's fields, empty. */
export const NEW_CASE: CaseStatusDefaults = { case_status: null, health_status: null, onset_date: null, test_date: null, isolation_date: null };

const dayOrNull = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" && value !== "" ? value : null;
};

/** What the fields of a new case hold, as an opening sends it (the shared schema then checks it): an empty date is none. */
export function newCaseFacts(form: FormData): v.InferInput<typeof ContactConversion> {
  const health = dayOrNull(form, "health_status");
  return {
    case_status: String(form.get("case_status") ?? "") as CaseStatusCode,
    health_status: HEALTH_STATUSES.find((status) => status === health) ?? null,
    onset_date: dayOrNull(form, "onset_date"),
    test_date: dayOrNull(form, "test_date"),
    isolation_date: dayOrNull(form, "isolation_date"),
  };
}

const DATE_FIELDS = [
  ["onset_date", <Trans key="onset">Symptom onset</Trans>],
  ["test_date", <Trans key="test">Test date</Trans>],
  ["isolation_date", <Trans key="isolation">Isolation began</Trans>],
] as const;

/** The case's statuses and the dates its infectious window is derived from, for opening a case and for changing one. */
export function CaseStatusFields({ defaults }: { defaults: CaseStatusDefaults }) {
  const { t } = useLingui();
  return (
    <>
      <label className="tracing-field">
        <span>
          <Trans>Case status</Trans>
        </span>
        <select name="case_status" required defaultValue={defaults.case_status ?? ""}>
          {defaults.case_status === null && (
            <option value="" disabled>
              {t`Choose...`}
            </option>
          )}
          {CASE_STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {code} — {t(CASE_STATUS_LABELS[code])}
            </option>
          ))}
        </select>
      </label>
      <label className="tracing-field">
        <span>
          <Trans>Health status</Trans>
        </span>
        <select name="health_status" defaultValue={defaults.health_status ?? ""}>
          <option value="">{t`Not known`}</option>
          {HEALTH_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(HEALTH_STATUS_LABELS[status])}
            </option>
          ))}
        </select>
      </label>
      {DATE_FIELDS.map(([name, label]) => (
        <label key={name} className="tracing-field">
          <span>{label}</span>
          <input type="date" name={name} defaultValue={defaults[name] ?? ""} />
        </label>
      ))}
    </>
  );
}
