import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { CONTACT_CAP, MINIMUM_OVERLAP } from "#domain/tracing/tracing-contacts.ts";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { ActionOutcome } from "./action-outcome.tsx";
import { ContactRow } from "./contact-row.tsx";
import { formatInstant, today } from "./tracing-format.ts";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

const GENERATIONS = [1, 2, 3] as const;

function ComputeForm({ view, tracingCase }: { view: CaseWorkbenchView; tracingCase: TracingCase }) {
  const list = tracingCase.attributes.contact_list;
  const [minutes, setMinutes] = useState(String(list.minimum_overlap_minutes ?? MINIMUM_OVERLAP.default));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    view.compute(Number(minutes));
  };
  const computing = view.activity === "computing";
  return (
    <form className="tracing-compute" onSubmit={submit} noValidate>
      <label className="tracing-field" htmlFor="tracing-overlap">
        <Trans>Minimum overlap (minutes)</Trans>
      </label>
      <div className="tracing-inline">
        <input
          id="tracing-overlap"
          type="number"
          inputMode="numeric"
          min={MINIMUM_OVERLAP.min}
          max={MINIMUM_OVERLAP.max}
          step={1}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
        <button type="submit" className="button primary" disabled={view.activity !== "idle"}>
          {computing ? <Trans>Computing...</Trans> : list.state === "none" ? <Trans>Compute contacts</Trans> : <Trans>Compute again</Trans>}
        </button>
      </div>
      <ActionOutcome view={view} action="compute" />
    </form>
  );
}

function Counts({ view, tracingCase }: { view: CaseWorkbenchView; tracingCase: TracingCase }) {
  const { t, i18n } = useLingui();
  const list = tracingCase.attributes.contact_list;
  const total = list.counts.reduce((sum, count) => sum + count, 0);
  const included = list.included;
  const dropped = list.dropped;
  const minutes = list.minimum_overlap_minutes ?? MINIMUM_OVERLAP.default;
  const computedAt = formatInstant(i18n.locale, list.computed_at);
  const cap = CONTACT_CAP.toLocaleString(i18n.locale);
  return (
    <div className="tracing-counts" role="status" aria-live="polite">
      <p>
        <Trans>
          {total} contacts, {included} ticked · at least {minutes} minutes together · computed {computedAt}
        </Trans>
      </p>
      {dropped > 0 && (
        <p className="tracing-warning">
          {list.state === "draft" ? (
            <Trans>{dropped} reached only through unticked contacts: not notified unless ticked again with a reason.</Trans>
          ) : (
            <Trans>{dropped} reached only through unticked contacts: not notified.</Trans>
          )}
        </p>
      )}
      <fieldset className="tracing-filter">
        <legend>
          <Trans>Show generation</Trans>
        </legend>
        <button
          type="button"
          className="button secondary"
          aria-pressed={view.generation === undefined}
          disabled={view.activity !== "idle"}
          onClick={() => view.filter(undefined)}
        >
          <Trans>All ({total})</Trans>
        </button>
        {GENERATIONS.map((generation, index) => {
          const count = list.counts[index] ?? 0;
          return (
            <button
              key={generation}
              type="button"
              className="button secondary"
              aria-pressed={view.generation === generation}
              disabled={view.activity !== "idle"}
              onClick={() => view.filter(generation)}
              aria-label={t`Generation ${generation}: ${count} contacts`}
            >
              {generation}: {count}
            </button>
          );
        })}
      </fieldset>
      {list.capped && (
        <p className="tracing-warning" role="alert">
          <Trans>The computation stopped at {cap} contacts: more people may have been exposed. Shorten the window or raise the minimum overlap.</Trans>
        </p>
      )}
    </div>
  );
}

function FreezeControl({ view }: { view: CaseWorkbenchView }) {
  if (view.activity === "confirmingFreeze") {
    return (
      <div className="tracing-confirm" role="alertdialog" aria-labelledby="tracing-freeze-question">
        <p id="tracing-freeze-question">
          <Trans>Freeze the list? A frozen list can no longer change: it is what is notified and exported.</Trans>
        </p>
        <div className="tracing-actions">
          <button type="button" className="button primary" onClick={view.confirmFreeze} autoFocus>
            <Trans>Freeze the list</Trans>
          </button>
          <button type="button" className="button secondary" onClick={view.cancelFreeze}>
            <Trans>Keep reviewing</Trans>
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="tracing-actions">
      <button type="button" className="button primary" disabled={view.activity !== "idle"} onClick={view.requestFreeze}>
        {view.activity === "freezing" ? <Trans>Freezing...</Trans> : <Trans>Freeze the list</Trans>}
      </button>
      <ActionOutcome view={view} action="freeze" />
    </div>
  );
}

/** The contacts: compute them, see them by generation, review each, freeze; once frozen, their follow-ups. */
export function ContactsPanel({ view, tracingCase }: { view: CaseWorkbenchView; tracingCase: TracingCase }) {
  const facts = tracingCase.attributes;
  const list = facts.contact_list;
  const stage = facts.closed_at !== null ? "closed" : list.state === "frozen" ? "frozen" : "draft";
  const on = today();
  return (
    <section
      className="tracing-section"
      aria-labelledby="tracing-contacts-heading"
      aria-busy={view.activity === "loadingContacts" || view.activity === "computing"}
    >
      <h2 id="tracing-contacts-heading">
        <Trans>Contacts</Trans>
      </h2>
      {list.state === "frozen" && (
        <p className="tracing-muted">
          <Trans>The list is frozen. Overdue follow-ups come first.</Trans>
        </p>
      )}
      {stage === "draft" && <ComputeForm view={view} tracingCase={tracingCase} />}
      {list.state === "none" ? (
        <p className="tracing-muted">
          <Trans>No contacts computed yet.</Trans>
        </p>
      ) : (
        <>
          <Counts view={view} tracingCase={tracingCase} />
          <ActionOutcome view={view} action="contacts" />
          {stage === "draft" && list.state === "draft" && <FreezeControl view={view} />}
          {view.activity === "loadingContacts" ? (
            <p className="tracing-muted">
              <Trans>Loading contacts...</Trans>
            </p>
          ) : view.contacts.length === 0 ? (
            <p className="tracing-muted">
              <Trans>No contacts in this generation.</Trans>
            </p>
          ) : (
            <ul className="tracing-list tracing-contacts">
              {view.contacts.map((contact) => (
                <ContactRow key={contact.id} view={view} contact={contact} stage={stage} today={on} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
