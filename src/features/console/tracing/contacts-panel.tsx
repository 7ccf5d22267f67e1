import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { CONTACT_CAP, MINIMUM_OVERLAP } from "#domain/tracing/tracing-contacts.ts";
import type { TracingCase } from "#domain/tracing/tracing-cases.ts";
import { ActionOutcome } from "./action-outcome.tsx";
import { ContactTable } from "./contact-table.tsx";
import { formatInstant } from "./tracing-format.ts";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";

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

function Counts({ tracingCase }: { tracingCase: TracingCase }) {
  const { i18n } = useLingui();
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
      {list.capped && (
        <p className="tracing-warning" role="alert">
          <Trans>The computation stopped at {cap} contacts: more people may have been exposed. Shorten the window or raise the minimum overlap.</Trans>
        </p>
      )}
    </div>
  );
}

/**
 * Freezing is offered once every contact is reviewed; with contacts left unreviewed only as an
 * explicit "Freeze with N unreviewed", and the server is told that number (decision 050).
 */
function FreezeControl({ view, unreviewed }: { view: CaseWorkbenchView; unreviewed: number }) {
  if (view.activity === "confirmingFreeze") {
    return (
      <div className="tracing-confirm" role="alertdialog" aria-labelledby="tracing-freeze-question">
        <p id="tracing-freeze-question">
          {unreviewed > 0 ? (
            <Trans>
              Freeze the list with {unreviewed} contacts nobody reviewed? They are notified as computed. A frozen list can no longer change: it is what is
              notified and exported.
            </Trans>
          ) : (
            <Trans>Freeze the list? A frozen list can no longer change: it is what is notified and exported.</Trans>
          )}
        </p>
        <div className="tracing-actions">
          <button type="button" className="button primary" onClick={view.confirmFreeze} autoFocus>
            {unreviewed > 0 ? <Trans>Freeze with {unreviewed} unreviewed</Trans> : <Trans>Freeze the list</Trans>}
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
      <button
        type="button"
        className="button primary"
        disabled={view.activity !== "idle" || unreviewed > 0}
        onClick={view.requestFreeze}
        aria-describedby={unreviewed > 0 ? "tracing-unreviewed" : undefined}
      >
        {view.activity === "freezing" ? <Trans>Freezing...</Trans> : <Trans>Freeze the list</Trans>}
      </button>
      {unreviewed > 0 && (
        <>
          <span id="tracing-unreviewed" className="tracing-warning">
            <Plural value={unreviewed} one="# contact not reviewed" other="# contacts not reviewed" />
          </span>
          <button type="button" className="button secondary" disabled={view.activity !== "idle"} onClick={view.requestFreeze}>
            <Trans>Freeze with {unreviewed} unreviewed</Trans>
          </button>
        </>
      )}
      <ActionOutcome view={view} action="freeze" />
    </div>
  );
}

/** The contacts: compute them, work them in the table (review, or once frozen their follow-ups), freeze. */
export function ContactsPanel({ view, tracingCase }: { view: CaseWorkbenchView; tracingCase: TracingCase }) {
  const facts = tracingCase.attributes;
  const list = facts.contact_list;
  const stage = facts.closed_at !== null ? "closed" : list.state === "frozen" ? "frozen" : "draft";
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
          <Trans>The list is frozen. Symptomatic follow-ups come first, then overdue ones.</Trans>
        </p>
      )}
      {stage === "draft" && <ComputeForm view={view} tracingCase={tracingCase} />}
      {list.state === "none" ? (
        <p className="tracing-muted">
          <Trans>No contacts computed yet.</Trans>
        </p>
      ) : (
        <>
          <Counts tracingCase={tracingCase} />
          <ActionOutcome view={view} action="contacts" />
          {stage === "draft" && list.state === "draft" && <FreezeControl view={view} unreviewed={list.unreviewed} />}
          {view.activity === "loadingContacts" && view.contacts.length === 0 ? (
            <p className="tracing-muted">
              <Trans>Loading contacts...</Trans>
            </p>
          ) : (
            <ContactTable view={view} caseId={tracingCase.id} stage={stage} />
          )}
        </>
      )}
    </section>
  );
}
