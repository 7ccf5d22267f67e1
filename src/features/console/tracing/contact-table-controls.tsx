import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { type ContactFilters, filterChoices, GROUPINGS, type Grouping, type ReviewState } from "../../../../machines/console/contact-table-rows.ts";
import { LOCALE_NAMES } from "#domain/locales.ts";
import { FOLLOW_UP_STATUSES, type FollowUpStatus } from "#domain/tracing/tracing-contacts.ts";
import { useConsoleText, useFailureText } from "../console-messages.ts";
import { formatDay } from "./tracing-format.ts";
import { FOLLOW_UP_LABELS } from "./tracing-labels.ts";
import type { ContactTableView } from "./use-contact-table.ts";

const GENERATIONS = [1, 2, 3] as const;

/** A choice of the filter bar: "" lets every row through. */
function Choice({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="tracing-field contact-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t`Any`}</option>
        {children}
      </select>
    </div>
  );
}

const either = <T,>(value: string, yes: T, no: T) => (value === "" ? undefined : value === "yes" ? yes : no);

/** Filters on every facet of a contact, and the grouping. */
export function ContactFilterBar({ table }: { table: ContactTableView }) {
  const { t, i18n } = useLingui();
  const choices = filterChoices(table.contacts);
  const { filters } = table;
  const set = (change: ContactFilters) => table.filter(change);
  const yesNo = (value: boolean | undefined) => (value === undefined ? "" : value ? "yes" : "no");
  const groupingId = useId();
  const groupingLabels: Record<Grouping, string> = { none: t`No grouping`, venue: t`By venue`, day: t`By day` };
  return (
    <fieldset className="contact-filters">
      <legend>
        <Trans>Filter and group</Trans>
      </legend>
      <Choice
        label={t`Generation`}
        value={String(filters.generation ?? "")}
        onChange={(value) => set({ generation: value === "" ? undefined : Number(value) })}
      >
        {GENERATIONS.map((generation) => (
          <option key={generation} value={generation}>
            {generation}
          </option>
        ))}
      </Choice>
      <Choice label={t`Venue`} value={filters.venue ?? ""} onChange={(value) => set({ venue: value || undefined })}>
        {choices.venues.map((venue) => (
          <option key={venue.id} value={venue.id}>
            {venue.label}
          </option>
        ))}
      </Choice>
      <Choice label={t`Day`} value={filters.day ?? ""} onChange={(value) => set({ day: value || undefined })}>
        {choices.days.map((day) => (
          <option key={day} value={day}>
            {formatDay(i18n.locale, day)}
          </option>
        ))}
      </Choice>
      <Choice
        label={t`Review`}
        value={filters.review ?? ""}
        onChange={(value) => set({ review: (["included", "unticked", "dropped"] as const).find((state: ReviewState) => state === value) })}
      >
        <option value="included">{t`Ticked`}</option>
        <option value="unticked">{t`Unticked`}</option>
        <option value="dropped">{t`Reached only through unticked`}</option>
      </Choice>
      <Choice label={t`Notified`} value={yesNo(filters.notified)} onChange={(value) => set({ notified: either(value, true, false) })}>
        <option value="yes">{t`Notified`}</option>
        <option value="no">{t`Not yet`}</option>
      </Choice>
      <Choice
        label={t`Follow-up`}
        value={filters.followUp ?? ""}
        onChange={(value) => set({ followUp: FOLLOW_UP_STATUSES.find((status: FollowUpStatus) => status === value) })}
      >
        {FOLLOW_UP_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(FOLLOW_UP_LABELS[status])}
          </option>
        ))}
      </Choice>
      <Choice
        label={t`Language`}
        value={filters.language ?? ""}
        onChange={(value) => set({ language: choices.languages.find((language) => language === value) })}
      >
        {choices.languages.map((language) => (
          <option key={language} value={language}>
            {LOCALE_NAMES[language]}
          </option>
        ))}
      </Choice>
      <Choice label={t`Reachable`} value={yesNo(filters.reachable)} onChange={(value) => set({ reachable: either(value, true, false) })}>
        <option value="yes">{t`Mobile number or e-mail`}</option>
        <option value="no">{t`No way to reach`}</option>
      </Choice>
      <div className="tracing-field contact-filter">
        <label htmlFor={groupingId}>
          <Trans>Group</Trans>
        </label>
        <select
          id={groupingId}
          value={table.grouping}
          onChange={(event) => table.group(GROUPINGS.find((grouping) => grouping === event.target.value) ?? "none")}
        >
          {GROUPINGS.map((grouping) => (
            <option key={grouping} value={grouping}>
              {groupingLabels[grouping]}
            </option>
          ))}
        </select>
      </div>
      <div className="tracing-actions">
        <button type="button" className="button secondary" onClick={table.clearFilters}>
          <Trans>Clear filters</Trans>
        </button>
        <button type="button" className="button secondary" onClick={() => table.sortBy("listed")} aria-pressed={table.sort.key === "listed"}>
          {table.stage === "draft" ? <Trans>Order by exposure</Trans> : <Trans>Order as listed (overdue first)</Trans>}
        </button>
      </div>
    </fieldset>
  );
}

function BulkOutcome({ table }: { table: ContactTableView }) {
  const { t } = useLingui();
  const text = useConsoleText();
  const failureText = useFailureText();
  if (table.invalid.length > 0) {
    return (
      <ul className="tracing-errors" role="alert">
        {table.invalid.map((message) => (
          <li key={message}>{text(message)}</li>
        ))}
      </ul>
    );
  }
  if (table.failure) {
    return (
      <p className="console-failure" role="alert">
        {failureText(table.failure)}
      </p>
    );
  }
  if (!table.done) return null;
  const count = table.done.count;
  const said = {
    tick: t({ message: plural(count, { one: "# contact ticked.", other: "# contacts ticked." }) }),
    untick: t({ message: plural(count, { one: "# contact unticked.", other: "# contacts unticked." }) }),
    followUp: t({ message: plural(count, { one: "# follow-up changed.", other: "# follow-ups changed." }) }),
  }[table.done.action];
  return (
    <p className="tracing-done" role="status">
      {said}
    </p>
  );
}

/** The chosen bulk action's one reason (tick, untick) or one status (follow-up), and its confirmation. */
function BulkForm({ table, busy }: { table: ContactTableView; busy: boolean }) {
  const { t } = useLingui();
  const bulk = table.bulk;
  if (!bulk) return null;
  const count = table.selected.size;
  const through = table.reachedOnlyThrough;
  const sending = table.step === "reviewing" || table.step === "changingFollowUps";
  const confirm = {
    tick: t({ message: plural(count, { one: "Tick # contact", other: "Tick # contacts" }) }),
    untick: t({ message: plural(count, { one: "Untick # contact", other: "Untick # contacts" }) }),
    followUp: t({ message: plural(count, { one: "Change # follow-up", other: "Change # follow-ups" }) }),
  }[bulk.action];
  return (
    <form
      className="contact-bulk-form"
      onSubmit={(event) => {
        event.preventDefault();
        table.confirmBulk();
      }}
      noValidate
    >
      {bulk.action === "followUp" ? (
        <label className="tracing-field">
          <span>
            <Trans>New follow-up status</Trans>
          </span>
          <select
            value={bulk.status}
            onChange={(event) => table.changeStatus(FOLLOW_UP_STATUSES.find((status) => status === event.target.value) ?? bulk.status)}
          >
            {FOLLOW_UP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(FOLLOW_UP_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <>
          {through > 0 && (
            <p className="tracing-warning" role="status">
              {bulk.action === "tick" ? (
                <Trans>{through} of the selected are reached only through unticked contacts: ticking them here notifies them, as a tick by hand does.</Trans>
              ) : (
                <Trans>{through} of the selected are reached only through unticked contacts.</Trans>
              )}
            </p>
          )}
          <label className="tracing-field" htmlFor="contact-bulk-reason">
            {bulk.action === "tick" ? t`Reason to tick them` : t`Reason to untick them`}
          </label>
          <div className="tracing-inline">
            <input id="contact-bulk-reason" value={bulk.reason} maxLength={300} onChange={(event) => table.changeReason(event.target.value)} autoFocus />
          </div>
        </>
      )}
      <div className="tracing-actions">
        <button type="submit" className="button primary" disabled={sending || busy}>
          {sending ? <Trans>Saving...</Trans> : confirm}
        </button>
        <button type="button" className="button secondary" onClick={table.cancelBulk} disabled={sending}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** What is selected and what can be done to it at once. */
export function ContactBulkBar({ table, busy }: { table: ContactTableView; busy: boolean }) {
  const { t } = useLingui();
  const count = table.selected.size;
  const shown = table.shownCount;
  const browsing = table.step === "browsing";
  return (
    <div className="contact-bulk" role="region" aria-label={t`Selected contacts`}>
      <p className="contact-bulk-count" role="status" aria-live="polite">
        <Trans>
          {count} selected of {shown} shown
        </Trans>
      </p>
      {browsing && (
        <div className="tracing-actions">
          <button type="button" className="button secondary" onClick={table.selectShown} disabled={shown === 0}>
            <Trans>Select all shown</Trans>
          </button>
          <button type="button" className="button secondary" onClick={table.clearSelection} disabled={count === 0}>
            <Trans>Clear selection</Trans>
          </button>
          {table.stage === "draft" && (
            <>
              <button type="button" className="button secondary" onClick={() => table.startBulk("tick")} disabled={count === 0 || busy}>
                <Trans>Tick selected</Trans>
              </button>
              <button type="button" className="button secondary" onClick={() => table.startBulk("untick")} disabled={count === 0 || busy}>
                <Trans>Untick selected</Trans>
              </button>
            </>
          )}
          {table.stage === "frozen" && (
            <button type="button" className="button secondary" onClick={() => table.startBulk("followUp")} disabled={count === 0 || busy}>
              <Trans>Change follow-up of selected</Trans>
            </button>
          )}
        </div>
      )}
      <BulkForm table={table} busy={busy} />
      <BulkOutcome table={table} />
    </div>
  );
}
