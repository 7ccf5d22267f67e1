import type { ContactListSummary, PersonMatch, TracingCase } from "#domain/tracing/tracing-cases.ts";
import type { TracingContact } from "#domain/tracing/tracing-contacts.ts";

/** Cases, contacts and matches as the tracing routes answer them, for the tracing machines' tests. */

export const CASE_ID = "0b8e6a3c-2f4d-4e5a-9b6c-7d8e9f0a1b2c";
export const CONTACT_ID = "1c9f7b4d-3a5e-4f6b-8c7d-8e9f0a1b2c3d";
export const OTHER_CONTACT_ID = "2d0a8c5e-4b6f-4a7c-9d8e-9f0a1b2c3d4e";

export function match(overrides: Partial<PersonMatch> = {}): PersonMatch {
  return {
    person_key: "mobile:16701234567/ANA REYES",
    kind: "guest",
    full_name: "Ana Reyes",
    age: 34,
    mobile_ending: "67",
    matched_by: "mobile",
    open_case_id: null,
    last_seen: { day: "2026-11-20", establishment: "Joeten", branch: "Garapan" },
    ...overrides,
  };
}

const emptyList: ContactListSummary = {
  state: "none",
  computed_at: null,
  frozen_at: null,
  minimum_overlap_minutes: null,
  incubation_days: null,
  counts: [],
  capped: false,
  included: 0,
  dropped: 0,
  notified: 0,
  overdue_follow_ups: 0,
};

export function tracingCase(list: Partial<ContactListSummary> = {}, overrides: Partial<TracingCase["attributes"]> = {}): TracingCase {
  return {
    id: CASE_ID,
    type: "tracing_case",
    attributes: {
      person_key: "mobile:16701234567/ANA REYES",
      kind: "guest",
      full_name: "Ana Reyes",
      mobile_number: "+1 670 123 4567",
      email: null,
      case_status: "0003",
      health_status: "MILD",
      onset_date: "2026-11-20",
      test_date: null,
      isolation_date: null,
      window_from: "2026-11-18",
      window_from_source: "onset",
      window_to: "2026-11-24",
      window_to_source: "opened",
      opened_at: "2026-11-24T00:00:00.000Z",
      opened_by: "Dr. Cruz",
      updated_at: "2026-11-24T00:00:00.000Z",
      closed_at: null,
      contact_list: { ...emptyList, ...list },
      linked_cases: { contact_in: [], contacts_as_cases: [] },
      ...overrides,
    },
  };
}

export const noList = tracingCase();
export const draftList = tracingCase({
  state: "draft",
  computed_at: "2026-11-24T01:00:00.000Z",
  minimum_overlap_minutes: 15,
  incubation_days: 14,
  counts: [2, 1, 0],
  included: 3,
});
export const frozenList = tracingCase({ ...draftList.attributes.contact_list, state: "frozen", frozen_at: "2026-11-24T02:00:00.000Z" });
export const closedCase = tracingCase(frozenList.attributes.contact_list, { closed_at: "2026-11-25T00:00:00.000Z" });

export function contact(id: string, overrides: Partial<TracingContact["attributes"]> = {}): TracingContact {
  return {
    id,
    type: "tracing_contact",
    attributes: {
      person_key: "user:5e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b",
      kind: "account",
      full_name: "Ben Santos",
      mobile_number: null,
      email: "ben@example.com",
      language: "en",
      generation: 1,
      exposure_start: "2026-11-20T02:10:00.000Z",
      overlap_minutes: 40,
      establishment_id: "e1",
      place: "Garapan Café — Main",
      parent_contact_id: null,
      parent_name: "Ana Reyes",
      parent_visit: { id: "v1", started_at: "2026-11-20T02:00:00.000Z", ends_at: "2026-11-20T03:00:00.000Z" },
      visit: { id: "v2", started_at: "2026-11-20T02:10:00.000Z", ends_at: "2026-11-20T02:50:00.000Z" },
      ticked: true,
      included: true,
      reached_only_through: [],
      review_reason: null,
      follow_up_status: "to_notify",
      follow_up_due: null,
      follow_up_note: null,
      diary: null,
      notified_at: null,
      notified_by: null,
      already_notified: null,
      may_have_been_sent_at: null,
      case_id: null,
      ...overrides,
    },
  };
}
