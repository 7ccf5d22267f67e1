import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { isReachable, reviewState, type SortKey, type TableItem } from "../../../../machines/console/contact-table-rows.ts";
import type { ListStage } from "../../../../machines/console/contact-table.machine.ts";
import { isFollowUpOverdue, type TracingContact } from "#domain/tracing/tracing-contacts.ts";
import { ContactRow } from "./contact-row.tsx";
import { ContactBulkBar, ContactFilterBar } from "./contact-table-controls.tsx";
import { formatDay, formatShortInstant } from "./tracing-format.ts";
import { FOLLOW_UP_LABELS } from "./tracing-labels.ts";
import type { CaseWorkbenchView } from "./use-case-workbench.ts";
import { type ContactTableView, useContactTable } from "./use-contact-table.ts";

/** Every row is this tall, so only the rows in view (and a few either side) are drawn: 5,000 contacts stay a few dozen elements. */
const ROW_HEIGHT = 40;
const VIEWPORT_ROWS = 14;
const OVERSCAN = 6;
const COLUMNS = 9;

const KEY_MOVES: Record<string, "next" | "previous" | "first" | "last"> = { ArrowDown: "next", ArrowUp: "previous", Home: "first", End: "last" };

function SortHeader({ table, sortKey, children }: { table: ContactTableView; sortKey: SortKey; children: ReactNode }) {
  const sorted = table.sort.key === sortKey;
  return (
    <th scope="col" aria-sort={sorted ? (table.sort.descending ? "descending" : "ascending") : "none"}>
      <button type="button" className="contact-sort" onClick={() => table.sortBy(sortKey)}>
        {children}
        {sorted && <span aria-hidden="true">{table.sort.descending ? " ▼" : " ▲"}</span>}
      </button>
    </th>
  );
}

function StateCell({ contact, stage, today }: { contact: TracingContact; stage: ListStage; today: string }) {
  const { t, i18n } = useLingui();
  const facts = contact.attributes;
  if (stage === "draft") {
    const state = reviewState(facts);
    const label = { included: t`Ticked`, unticked: t`Unticked`, dropped: t`Not notified` }[state];
    return <span className={`tracing-badge ${state === "included" ? "generation" : "excluded"}`}>{label}</span>;
  }
  const overdue = isFollowUpOverdue(facts, today);
  const due = facts.follow_up_due ? formatDay(i18n.locale, facts.follow_up_due) : "";
  return (
    <span className={overdue ? "contact-overdue" : undefined}>
      {overdue && (
        <>
          <span className="tracing-badge overdue">
            <Trans>Overdue</Trans>
          </span>{" "}
        </>
      )}
      {t(FOLLOW_UP_LABELS[facts.follow_up_status])}
      {due && ` · ${due}`}
    </span>
  );
}

function Row({ table, item }: { table: ContactTableView; item: TableItem }) {
  const { t, i18n } = useLingui();
  if (item.kind === "group") {
    const count = item.count;
    const label = table.grouping === "day" ? formatDay(i18n.locale, item.label) : item.label;
    return (
      <tr className="contact-group">
        <th scope="rowgroup" colSpan={COLUMNS}>
          <Trans>
            {label} · {count} contacts
          </Trans>
        </th>
      </tr>
    );
  }
  const { contact } = item;
  const facts = contact.attributes;
  const selected = table.selected.has(contact.id);
  const classes = ["contact-row", selected ? "selected" : "", table.focused === contact.id ? "focused" : "", facts.included ? "" : "excluded"]
    .filter(Boolean)
    .join(" ");
  const name = facts.full_name || t`Name not known`;
  return (
    <tr id={`contact-row-${contact.id}`} aria-selected={selected} className={classes}>
      <td>
        <input type="checkbox" tabIndex={-1} checked={selected} onChange={() => table.toggle(contact.id)} aria-label={t`Select ${name}`} />
      </td>
      <td className="contact-name">{name}</td>
      <td>{facts.generation}</td>
      <td>{facts.place}</td>
      <td>{formatShortInstant(i18n.locale, facts.exposure_start)}</td>
      <td>
        <StateCell contact={contact} stage={table.stage} today={table.today} />
      </td>
      <td>{facts.language.toUpperCase()}</td>
      <td>{isReachable(facts) ? "✓" : <span className="contact-unreachable">{t`None`}</span>}</td>
      <td>
        <button type="button" tabIndex={-1} className="contact-why" onClick={() => table.open(contact.id)} aria-label={t`Why ${name} is listed`}>
          <Trans>Why</Trans>
        </button>
      </td>
    </tr>
  );
}

function Head({ table }: { table: ContactTableView }) {
  return (
    <thead>
      <tr>
        <th scope="col">
          <span className="visually-hidden">
            <Trans>Selected</Trans>
          </span>
        </th>
        <SortHeader table={table} sortKey="name">
          <Trans>Name</Trans>
        </SortHeader>
        <SortHeader table={table} sortKey="generation">
          <Trans>Gen.</Trans>
        </SortHeader>
        <SortHeader table={table} sortKey="venue">
          <Trans>Venue</Trans>
        </SortHeader>
        <SortHeader table={table} sortKey="exposure">
          <Trans>Exposed</Trans>
        </SortHeader>
        {table.stage === "draft" ? (
          <th scope="col">
            <Trans>Review</Trans>
          </th>
        ) : (
          <SortHeader table={table} sortKey="follow_up_due">
            <Trans>Follow-up</Trans>
          </SortHeader>
        )}
        <th scope="col">
          <Trans>Lang.</Trans>
        </th>
        <th scope="col">
          <Trans>Reach</Trans>
        </th>
        <th scope="col">
          <span className="visually-hidden">
            <Trans>Why</Trans>
          </span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * The table, its header kept in view; only the rows in view (and a few either side) are drawn,
 * between two spacer rows as tall as the rows left out.
 */
function Rows({ table }: { table: ContactTableView }) {
  const { t } = useLingui();
  const body = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(0);
  const count = table.items.length;
  const first = Math.max(0, Math.floor(scrolled / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil(scrolled / ROW_HEIGHT) + VIEWPORT_ROWS + OVERSCAN);
  const focusedIndex = table.focusedIndex;
  // The focused row is scrolled into view (below the header that stays on top), as a list box does.
  useEffect(() => {
    const element = body.current;
    if (!element || focusedIndex < 0) return;
    const top = focusedIndex * ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + 2 * ROW_HEIGHT > element.scrollTop + element.clientHeight) element.scrollTop = top + 2 * ROW_HEIGHT - element.clientHeight;
  }, [focusedIndex]);
  const keyDown = (event: KeyboardEvent) => {
    // A key on a row's own checkbox or button is that control's.
    if (event.target !== event.currentTarget) return;
    const move = KEY_MOVES[event.key];
    if (move) table.move(move);
    else if (event.key === " ") table.toggle();
    else if (event.key === "Enter") table.open();
    else return;
    event.preventDefault();
  };
  return (
    <div
      ref={body}
      className="contact-body"
      role="group"
      tabIndex={0}
      aria-label={t`Contacts: arrow keys move, space selects, Enter opens why`}
      aria-activedescendant={table.focused ? `contact-row-${table.focused}` : undefined}
      style={{ maxHeight: (VIEWPORT_ROWS + 1) * ROW_HEIGHT }}
      onScroll={(event) => setScrolled(event.currentTarget.scrollTop)}
      onKeyDown={keyDown}
    >
      <table className={`contact-table ${table.stage}`} aria-rowcount={count + 1}>
        <Head table={table} />
        <tbody>
          {first > 0 && (
            <tr className="contact-spacer" style={{ height: first * ROW_HEIGHT }}>
              <td colSpan={COLUMNS} />
            </tr>
          )}
          {table.items.slice(first, last).map((item) => (
            <Row key={item.kind === "group" ? `group-${item.key}` : item.contact.id} table={table} item={item} />
          ))}
          {last < count && (
            <tr className="contact-spacer" style={{ height: (count - last) * ROW_HEIGHT }}>
              <td colSpan={COLUMNS} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The opened row's "why": the contact's card (timeline, who exposed them, their own review or follow-up). */
function OpenedContact({ view, table }: { view: CaseWorkbenchView; table: ContactTableView }) {
  const opened = table.opened;
  if (!opened) return null;
  return (
    <div className="contact-opened" role="region" aria-label={opened.attributes.full_name}>
      <button type="button" className="button secondary" onClick={table.close}>
        <Trans>Close</Trans>
      </button>
      <ul className="tracing-list">
        <ContactRow view={view} contact={opened} stage={table.stage} today={table.today} />
      </ul>
    </div>
  );
}

/** The case's contacts as a table (decision 050): filters, the bulk bar, sortable columns, the rows in view, the opened row's why. */
export function ContactTable({ view, caseId, stage }: { view: CaseWorkbenchView; caseId: string; stage: ListStage }) {
  const table = useContactTable(view, caseId, stage);
  return (
    <div className="contact-table-wrap">
      <ContactFilterBar table={table} />
      {stage !== "closed" && <ContactBulkBar table={table} busy={view.activity !== "idle"} />}
      {table.items.length === 0 ? (
        <p className="tracing-muted">
          <Trans>No contacts match these filters.</Trans>
        </p>
      ) : (
        <Rows table={table} />
      )}
      <OpenedContact view={view} table={table} />
    </div>
  );
}
