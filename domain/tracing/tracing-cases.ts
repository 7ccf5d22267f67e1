import { PERSON_KEY_PATTERN } from "../person-key.ts";
import * as v from "valibot";
import { CASE_STATUSES, HEALTH_STATUSES } from "../health-status.ts";
import { COMMONWEALTH_OFFSET } from "../commonwealth-time.ts";
import { IsoDate } from "../fields.ts";

/**
 * Contact tracing, cases (decision 028): a health official finds a person (an account, or a guest known
 * only by the mobile number of their check-ins) and opens a case with its statuses, dates and the
 * infectious window that the contacts are computed from.
 */

export const CASE_STATUS_CODES = Object.keys(CASE_STATUSES) as (keyof typeof CASE_STATUSES)[];
export type CaseStatusCode = (typeof CASE_STATUS_CODES)[number];

/** `account`: a traveller with an account (`user:<id>`); `guest`: someone known only by check-ins, a phone and a name (decision 034). */
export const PERSON_KINDS = ["account", "guest"] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** What a search term matched; the server recognises the kind of term itself. */
export const MATCH_KINDS = ["name", "mobile", "email", "logbook_qr", "trip_qr"] as const;

/** Days of the infectious window before symptom onset (or the test when there is no onset). */
export const WINDOW_DAYS_BEFORE = 2;
/** Where each end of the window comes from, shown beside it. */
export const WINDOW_SOURCES = ["onset", "test", "isolation", "opened", "edited"] as const;
export type WindowSource = (typeof WINDOW_SOURCES)[number];

export const TRACING_MESSAGES = {
  caseNotFound: "Case not found.",
  personNotFound: "No person with this key has an account or a check-in.",
  caseAlreadyOpen: "This person already has an open case.",
  caseClosed: "This case is closed.",
  dateNeeded: "Enter the symptom onset date or the test date.",
  windowOrder: "The window must end on or after the day it starts.",
  searchEmpty: "Type a name, mobile number, e-mail or QR code.",
} as const;

/** The older `error` words of these refusals, still sent beside their codes (decision 042). */
export const TRACING_ERRORS = { caseAlreadyOpen: "case_already_open", caseClosed: "case_closed" } as const;

/** POST /api/staff/tracing/people/search */
export const PersonSearch = v.object({
  query: v.pipe(v.string(), v.trim(), v.minLength(2, TRACING_MESSAGES.searchEmpty), v.maxLength(200, "At most 200 characters.")),
});

/** How much of a mobile number a search result shows: its last digits, never the whole number. */
export const MOBILE_ENDING_DIGITS = 2;

/**
 * One person found (decision 034): what tells two people of one name apart, and no more than
 * that (docs/decisions/034-one-person-one-record.md, "Finding every person").
 */
export const PersonMatch = v.object({
  person_key: v.string(),
  kind: v.picklist(PERSON_KINDS),
  full_name: v.string(),
  /** An account holder's age today, from their birth date; a guest's as given at their latest check-in. */
  age: v.nullable(v.number()),
  /** The last MOBILE_ENDING_DIGITS digits of the person's mobile number; people on one phone share them. */
  mobile_ending: v.nullable(v.string()),
  matched_by: v.picklist(MATCH_KINDS),
  /** The person's open case, if any: the console opens it rather than a second one. */
  open_case_id: v.nullable(v.string()),
  /** Where the person last checked in, and on which commonwealth day (not the hour). */
  last_seen: v.nullable(v.object({ day: v.string(), establishment: v.string(), branch: v.string() })),
});
export type PersonMatch = v.InferOutput<typeof PersonMatch>;
/** Best match first, at most 50. */
export const PersonSearchAnswer = v.object({ data: v.array(PersonMatch) });

const Dates = {
  onset_date: v.optional(v.nullable(IsoDate), null),
  test_date: v.optional(v.nullable(IsoDate), null),
  isolation_date: v.optional(v.nullable(IsoDate), null),
  /** Null: derived (see infectiousWindow); a date: set by the official ("edited"). */
  window_from: v.optional(v.nullable(IsoDate), null),
  window_to: v.optional(v.nullable(IsoDate), null),
};

/** POST /api/staff/tracing/cases */
export const CaseOpening = v.object({
  person_key: v.pipe(v.string(), v.regex(PERSON_KEY_PATTERN, TRACING_MESSAGES.personNotFound)),
  case_status: v.picklist(CASE_STATUS_CODES, "Choose a case status."),
  health_status: v.optional(v.nullable(v.picklist(HEALTH_STATUSES, "Choose a health status.")), null),
  ...Dates,
});
export type CaseOpening = v.InferOutput<typeof CaseOpening>;

/**
 * POST /api/staff/tracing/cases/{id}/contacts/{contactId}/case: a contact turned into a case of
 * their own in one action (decision 034), linked to the case they were a contact in.
 */
export const ContactConversion = v.omit(CaseOpening, ["person_key"]);
export type ContactConversion = v.InferOutput<typeof ContactConversion>;

/** PATCH /api/staff/tracing/cases/{id}: only what is sent changes; `closed: true` closes the case (final). */
export const CaseChange = v.partial(
  v.object({
    case_status: v.picklist(CASE_STATUS_CODES, "Choose a case status."),
    health_status: v.nullable(v.picklist(HEALTH_STATUSES, "Choose a health status.")),
    onset_date: v.nullable(IsoDate),
    test_date: v.nullable(IsoDate),
    isolation_date: v.nullable(IsoDate),
    window_from: v.nullable(IsoDate),
    window_to: v.nullable(IsoDate),
    closed: v.literal(true),
  }),
);
export type CaseChange = v.InferOutput<typeof CaseChange>;

export const CaseParams = v.object({ id: v.pipe(v.string(), v.uuid(TRACING_MESSAGES.caseNotFound)) });

export const CONTACT_LIST_STATES = ["none", "draft", "frozen"] as const;
export type ContactListState = (typeof CONTACT_LIST_STATES)[number];

export const ContactListSummary = v.object({
  state: v.picklist(CONTACT_LIST_STATES),
  computed_at: v.nullable(v.string()),
  frozen_at: v.nullable(v.string()),
  minimum_overlap_minutes: v.nullable(v.number()),
  incubation_days: v.nullable(v.number()),
  /** Contacts per generation: `counts[0]` is the first. */
  counts: v.array(v.number()),
  capped: v.boolean(),
  /** Contacts the list acts on: ticked and reached through ticked contacts, or ticked by hand. */
  included: v.number(),
  /** Ticked contacts reached only through unticked ones (not ticked by hand): not notified. */
  dropped: v.number(),
  /** Contacts no official has ticked or unticked yet: the list is frozen with them only when the official names how many. */
  unreviewed: v.number(),
  notified: v.number(),
  overdue_follow_ups: v.number(),
});
export type ContactListSummary = v.InferOutput<typeof ContactListSummary>;

/**
 * Cases that know each other (decision 034): a case of someone who was a contact in another case
 * within the incubation period, or who was turned from that contact into a case.
 */
export const CASE_LINK_KINDS = ["contact", "converted"] as const;
export const CaseLink = v.object({
  /** The other case. */
  case_id: v.string(),
  /** The other case's person. */
  full_name: v.string(),
  /** `converted`: the contact was turned into the later case in one action; `contact`: found a contact when it was opened. */
  kind: v.picklist(CASE_LINK_KINDS),
  /** The person's row on the earlier case's contact list, while it is there. */
  generation: v.nullable(v.number()),
  exposure_start: v.nullable(v.string()),
  place: v.nullable(v.string()),
  notified_at: v.nullable(v.string()),
});
export type CaseLink = v.InferOutput<typeof CaseLink>;

export const TracingCase = v.object({
  id: v.string(),
  type: v.literal("tracing_case"),
  attributes: v.object({
    person_key: v.string(),
    kind: v.picklist(PERSON_KINDS),
    full_name: v.string(),
    mobile_number: v.nullable(v.string()),
    email: v.nullable(v.string()),
    case_status: v.picklist(CASE_STATUS_CODES),
    health_status: v.nullable(v.picklist(HEALTH_STATUSES)),
    onset_date: v.nullable(v.string()),
    test_date: v.nullable(v.string()),
    isolation_date: v.nullable(v.string()),
    window_from: v.string(),
    window_from_source: v.picklist(WINDOW_SOURCES),
    window_to: v.string(),
    window_to_source: v.picklist(WINDOW_SOURCES),
    opened_at: v.string(),
    opened_by: v.string(),
    updated_at: v.string(),
    closed_at: v.nullable(v.string()),
    contact_list: ContactListSummary,
    /** Earlier cases this person was a contact in; later cases of this case's contacts. */
    linked_cases: v.object({ contact_in: v.array(CaseLink), contacts_as_cases: v.array(CaseLink) }),
  }),
});
export type TracingCase = v.InferOutput<typeof TracingCase>;
export const TracingCaseAnswer = v.object({ data: TracingCase });

/** GET /api/staff/tracing/cases?state=open|closed: open cases with overdue follow-ups first, then newest. */
export const CaseListQuery = v.object({ state: v.optional(v.picklist(["open", "closed"]), "open") });
export const TracingCaseList = v.object({ data: v.array(TracingCase) });

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface WindowFacts {
  onset_date: string | null;
  test_date: string | null;
  isolation_date: string | null;
  window_from: string | null;
  window_to: string | null;
  /** The commonwealth day the case was opened: the window's end while nobody is isolated. */
  opened_on: string;
}

export interface InfectiousWindow {
  from: string;
  from_source: WindowSource;
  to: string;
  to_source: WindowSource;
}

/**
 * Two days before symptom onset (else the test) until isolation began (else the day the case was
 * opened); an end the official set wins and is shown as "edited".
 */
export function infectiousWindow(facts: WindowFacts): InfectiousWindow {
  const basis = facts.onset_date ?? facts.test_date ?? facts.opened_on;
  const basisSource: WindowSource = facts.onset_date ? "onset" : facts.test_date ? "test" : "opened";
  const from = facts.window_from ?? addDays(basis, -WINDOW_DAYS_BEFORE);
  const to = facts.window_to ?? facts.isolation_date ?? facts.opened_on;
  return {
    from,
    from_source: facts.window_from ? "edited" : basisSource,
    to,
    to_source: facts.window_to ? "edited" : facts.isolation_date ? "isolation" : "opened",
  };
}

/** The instants the contacts are computed over: the whole of the window's first and last days. */
export function windowInstants(window: { from: string; to: string }): { from: Date; to: Date } {
  return {
    from: new Date(`${window.from}T00:00:00${COMMONWEALTH_OFFSET}`),
    to: new Date(Date.parse(`${addDays(window.to, 1)}T00:00:00${COMMONWEALTH_OFFSET}`)),
  };
}

/** The commonwealth's calendar day of an instant. */
export function commonwealthDay(at: Date): string {
  return new Date(at.getTime() + 10 * 3_600_000).toISOString().slice(0, 10);
}
