import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import type { CaseChangeInput } from "../../../../machines/console/case-workbench.machine.ts";
import { HEALTH_STATUSES } from "#domain/health-status.ts";
import { CASE_STATUS_CODES, type TracingCase } from "#domain/tracing/tracing-cases.ts";
import { formatDay } from "./tracing-format.ts";
import { WINDOW_SOURCE_LABELS } from "./tracing-labels.ts";
import { CaseStatusFields } from "./case-status-fields.tsx";
import { ActionOutcome } from "./action-outcome.tsx";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

type Facts = TracingCase["attributes"];
const DATE_FIELDS = ["onset_date", "test_date", "isolation_date", "window_from", "window_to"] as const;

/** Only what the official changed is sent; an emptied window end goes back to the derived one. */
function changeFrom(form: FormData, facts: Facts): CaseChangeInput {
  const change: CaseChangeInput = {};
  const caseStatus = CASE_STATUS_CODES.find((code) => code === form.get("case_status"));
  if (caseStatus && caseStatus !== facts.case_status) change.case_status = caseStatus;
  const health = HEALTH_STATUSES.find((status) => status === form.get("health_status")) ?? null;
  if (health !== facts.health_status) change.health_status = health;
  for (const field of DATE_FIELDS) {
    const raw = form.get(field);
    const value = typeof raw === "string" && raw !== "" ? raw : null;
    if (value !== facts[field]) change[field] = value;
  }
  return change;
}

function WindowEnd({ name, label, facts, view }: { name: "window_from" | "window_to"; label: string; facts: Facts; view: CaseWorkbenchView }) {
  const { t } = useLingui();
  const source = name === "window_from" ? facts.window_from_source : facts.window_to_source;
  const sourceText = t(WINDOW_SOURCE_LABELS[source]);
  const hint = `${name}-source`;
  return (
    <div className="tracing-field">
      <label htmlFor={name}>{label}</label>
      <input id={name} type="date" name={name} defaultValue={facts[name]} aria-describedby={hint} />
      <span id={hint} className="tracing-source">
        {sourceText}
        {source === "edited" && view.activity === "idle" && facts.closed_at === null && (
          <button type="button" className="link-button" onClick={() => view.saveCase({ [name]: null })}>
            <Trans>use the derived date</Trans>
          </button>
        )}
      </span>
    </div>
  );
}

/** The case's statuses, dates and infectious window, each end with where it comes from; then save or close. */
export function CaseFactsForm({ view, tracingCase }: { view: CaseWorkbenchView; tracingCase: TracingCase }) {
  const { t, i18n } = useLingui();
  const facts = tracingCase.attributes;
  const closed = facts.closed_at !== null;
  const busy = view.activity !== "idle";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.saveCase(changeFrom(new FormData(event.currentTarget), facts));
  };
  const from = formatDay(i18n.locale, facts.window_from);
  const to = formatDay(i18n.locale, facts.window_to);
  return (
    <section className="tracing-section" aria-labelledby="tracing-facts-heading">
      <h2 id="tracing-facts-heading">
        <Trans>Case facts</Trans>
      </h2>
      <p className="tracing-window">
        <Trans>
          Infectious window: {from} to {to}
        </Trans>
      </p>
      {/* Remounted on each saved version so the fields show what the server holds. */}
      <form key={facts.updated_at} className="tracing-card tracing-form" onSubmit={submit} noValidate>
        <fieldset disabled={closed} className="tracing-fields">
          <legend className="tracing-hidden">
            <Trans>Case facts</Trans>
          </legend>
          <CaseStatusFields defaults={facts} />
          <WindowEnd name="window_from" label={t`Window starts`} facts={facts} view={view} />
          <WindowEnd name="window_to" label={t`Window ends`} facts={facts} view={view} />
        </fieldset>
        <ActionOutcome view={view} action="case" done={t`The case is saved.`} />
        <ActionOutcome view={view} action="close" done={t`The case is closed.`} />
        {closed ? (
          <p className="tracing-muted">
            <Trans>This case is closed.</Trans>
          </p>
        ) : view.activity === "confirmingClose" ? (
          <div className="tracing-confirm" role="alertdialog" aria-labelledby="tracing-close-question">
            <p id="tracing-close-question">
              <Trans>Close this case? A closed case cannot be reopened; its contact list can still be exported.</Trans>
            </p>
            <div className="tracing-actions">
              <button type="button" className="button primary console-danger" onClick={view.confirmClose} autoFocus>
                <Trans>Close the case</Trans>
              </button>
              <button type="button" className="button secondary" onClick={view.cancelClose}>
                <Trans>Keep it open</Trans>
              </button>
            </div>
          </div>
        ) : (
          <div className="tracing-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {view.activity === "savingCase" ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
            </button>
            <button type="button" className="button secondary console-danger" disabled={busy} onClick={view.requestClose}>
              {view.activity === "closing" ? <Trans>Closing...</Trans> : <Trans>Close case</Trans>}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
