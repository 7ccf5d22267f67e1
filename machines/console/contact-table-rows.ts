import type { Locale } from "#domain/locales.ts";
import { commonwealthDay } from "#domain/tracing/tracing-cases.ts";
import { type FollowUpStatus, isFollowUpOverdue, type TracingContact } from "#domain/tracing/tracing-contacts.ts";

/** "listed" keeps the server's order: by exposure while a draft, symptomatic and overdue follow-ups first once frozen. */
export const SORT_KEYS = ["listed", "name", "generation", "venue", "exposure", "follow_up_due"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface ContactSort {
  key: SortKey;
  descending: boolean;
}

export const GROUPINGS = ["none", "venue", "day"] as const;
export type Grouping = (typeof GROUPINGS)[number];

/** Where a contact stands in the review: ticked and acted on, unticked, or ticked but reached only through unticked contacts. */
export type ReviewState = "included" | "unticked" | "dropped";

/** Each filter narrows the rows; an absent one lets every row through. */
export interface ContactFilters {
  generation?: number;
  /** The place's establishment id. */
  venue?: string;
  /** The exposure's day in commonwealth time (YYYY-MM-DD). */
  day?: string;
  review?: ReviewState;
  notified?: boolean;
  followUp?: FollowUpStatus;
  language?: Locale;
  /** Has a mobile number or an e-mail address to be told by. */
  reachable?: boolean;
}

export type TableItem = { kind: "group"; key: string; label: string; count: number } | { kind: "contact"; contact: TracingContact };

type Facts = TracingContact["attributes"];

export const exposureDay = (facts: Facts) => commonwealthDay(new Date(facts.exposure_start));
export const isReachable = (facts: Facts) => facts.mobile_number !== null || facts.email !== null;
export const reviewState = (facts: Facts): ReviewState => (!facts.ticked ? "unticked" : facts.included ? "included" : "dropped");
/** Reached only through unticked contacts: a tick by hand (alone or in a bulk tick) is what notifies them (decision 050). */
export const reachedOnlyThroughUnticked = (facts: Facts) => facts.reached_only_through.length > 0;

function matches(facts: Facts, filters: ContactFilters): boolean {
  return (
    (filters.generation === undefined || facts.generation === filters.generation) &&
    (filters.venue === undefined || facts.establishment_id === filters.venue) &&
    (filters.day === undefined || exposureDay(facts) === filters.day) &&
    (filters.review === undefined || reviewState(facts) === filters.review) &&
    (filters.notified === undefined || (facts.notified_at !== null) === filters.notified) &&
    (filters.followUp === undefined || facts.follow_up_status === filters.followUp) &&
    (filters.language === undefined || facts.language === filters.language) &&
    (filters.reachable === undefined || isReachable(facts) === filters.reachable)
  );
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function comparator(key: SortKey, today: string): (a: Facts, b: Facts) => number {
  switch (key) {
    case "listed":
      return () => 0;
    case "name":
      return (a, b) => byText(a.full_name, b.full_name);
    case "generation":
      return (a, b) => a.generation - b.generation;
    case "venue":
      return (a, b) => byText(a.place, b.place);
    case "exposure":
      return (a, b) => byText(a.exposure_start, b.exposure_start);
    // Overdue first, then by due day; no due day last.
    case "follow_up_due":
      return (a, b) => Number(isFollowUpOverdue(b, today)) - Number(isFollowUpOverdue(a, today)) || byText(a.follow_up_due ?? "~", b.follow_up_due ?? "~");
  }
}

/** The contacts the filters let through, in the chosen order (ties keep the server's order). */
export function shownContacts(contacts: readonly TracingContact[], filters: ContactFilters, sort: ContactSort, today: string): TracingContact[] {
  const compare = comparator(sort.key, today);
  const direction = sort.descending ? -1 : 1;
  return contacts.filter((contact) => matches(contact.attributes, filters)).sort((a, b) => direction * compare(a.attributes, b.attributes));
}

/** The table's rows: the shown contacts, under a heading per venue or exposure day when grouped (groups in name or day order). */
export function tableItems(shown: readonly TracingContact[], grouping: Grouping): TableItem[] {
  if (grouping === "none") return shown.map((contact) => ({ kind: "contact", contact }));
  const groups = new Map<string, { label: string; contacts: TracingContact[] }>();
  for (const contact of shown) {
    const facts = contact.attributes;
    const key = grouping === "venue" ? facts.establishment_id : exposureDay(facts);
    const group = groups.get(key) ?? { label: grouping === "venue" ? facts.place : key, contacts: [] };
    group.contacts.push(contact);
    groups.set(key, group);
  }
  return [...groups]
    .sort(([, a], [, b]) => byText(a.label, b.label))
    .flatMap(([key, group]): TableItem[] => [
      { kind: "group", key, label: group.label, count: group.contacts.length },
      ...group.contacts.map((contact): TableItem => ({ kind: "contact", contact })),
    ]);
}

/** What the filters can choose from: the list's venues, exposure days and languages. */
export function filterChoices(contacts: readonly TracingContact[]) {
  const venues = new Map<string, string>();
  const days = new Set<string>();
  const languages = new Set<Locale>();
  for (const { attributes } of contacts) {
    venues.set(attributes.establishment_id, attributes.place);
    days.add(exposureDay(attributes));
    languages.add(attributes.language);
  }
  return {
    venues: [...venues].map(([id, label]) => ({ id, label })).sort((a, b) => byText(a.label, b.label)),
    days: [...days].sort(),
    languages: [...languages].sort(),
  };
}
