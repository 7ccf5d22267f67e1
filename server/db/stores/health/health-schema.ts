import type { Generated } from "kysely";
import type { DOSE_TYPES, TEST_RESULTS, TestType } from "#domain/declarations/enumerations.ts";
import type { FormTable } from "../form-table.ts";

/** Rows of a traveller's health data name the account, so the traveller can delete them (docs/product-spec.md, part 9). */
type OwnedFormTable = FormTable & { user_id: string };

export type NotificationOutcome = "pending" | "sent" | "failed" | "uncertain";

/** The health authority's store (docs/decisions/016-agency-stores.md). */
export interface HealthDatabase {
  health_declarations: OwnedFormTable;
  attestations: OwnedFormTable;
  vaccination_doses: {
    id: string;
    user_id: string;
    dose_type: (typeof DOSE_TYPES)[number];
    patient_number: string | null;
    product_name: string;
    lot_number: string;
    date_administered: string;
    site: string;
    /** 'name::url' of the card image the same account uploaded. */
    card_image: string;
    created_at: string;
  };
  test_results: {
    id: string;
    user_id: string;
    test_type: TestType;
    result: (typeof TEST_RESULTS)[number];
    taken_at: string;
    /** 'name::url' of the result document the same account uploaded. */
    document: string;
    created_at: string;
  };
  /**
   * Contact tracing (decision 028). A case snapshots the index person's name and contacts, and the list
   * snapshots each contact's, because the logbook they came from is gone after 30 days while
   * tracing data is kept until 60 days after the case closes (docs/product-spec.md, part 9).
   */
  tracing_cases: {
    id: string;
    /** `user:<id>` or `mobile:<digits>`, as visits store it. */
    person_key: string;
    user_id: string | null;
    full_name: string;
    mobile_number: string | null;
    email: string | null;
    /** 0001–0005. */
    case_status: string;
    health_status: string | null;
    onset_date: string | null;
    test_date: string | null;
    isolation_date: string | null;
    /** Set by the official; null while derived (infectiousWindow). */
    window_from: string | null;
    window_to: string | null;
    /** The commonwealth day the case was opened. */
    opened_on: string;
    opened_at: string;
    /** Staff member id. */
    opened_by: string;
    updated_at: string;
    closed_at: string | null;
    list_state: Generated<"none" | "draft" | "frozen">;
    list_computed_at: string | null;
    list_frozen_at: string | null;
    list_minimum_overlap_minutes: number | null;
    list_incubation_days: number | null;
    /** JSON array: contacts per generation. */
    list_counts: Generated<string>;
    list_capped: Generated<number>;
    /** When the job last told the case's officials it would close untouched (decision 035); null before. */
    untouched_notice_at: Generated<string | null>;
  };
  tracing_contacts: {
    id: string;
    case_id: string;
    person_key: string;
    user_id: string | null;
    full_name: string;
    mobile_number: string | null;
    email: string | null;
    language: string;
    generation: number;
    exposure_start: string;
    overlap_minutes: number;
    establishment_id: string;
    place: string;
    /** The contact who exposed this one; null when it was the index person. */
    parent_contact_id: string | null;
    parent_person_key: string;
    parent_visit_id: string;
    parent_visit_start: string;
    parent_visit_end: string;
    visit_id: string;
    visit_start: string;
    visit_end: string;
    /** 1 ticked, 0 unticked by the official. */
    included: Generated<number>;
    /**
     * 1 while a path of exposures from the index person runs through ticked contacts only; 0 when
     * every path runs through someone unticked ("dropped"): not notified unless ticked by hand.
     */
    reachable: Generated<number>;
    /** JSON array of the unticked contacts (ids) every path of a dropped contact runs through; null while reachable. */
    dropped_through: string | null;
    review_reason: string | null;
    reviewed_by: string | null;
    reviewed_at: string | null;
    follow_up_status: Generated<"to_notify" | "notified" | "reached" | "in_quarantine" | "symptomatic" | "released">;
    follow_up_due: string | null;
    follow_up_note: string | null;
    notified_at: string | null;
    notified_by: "sms" | "email" | null;
    updated_at: string;
  };
  /**
   * Every meeting that exposed a listed contact: the spreader's visit and the contact's as the
   * logbook had them, so the paths can be followed again when a contact is unticked (decision 034).
   */
  tracing_exposures: {
    case_id: string;
    /** The exposed contact. */
    person_key: string;
    /** The index person or a contact of the generation before. */
    source_person_key: string;
    source_visit_id: string;
    source_visit_start: string;
    source_visit_end: string;
    visit_id: string;
    visit_start: string;
    visit_end: string;
    establishment_id: string;
    place: string;
    /** As computed, in the spreader's window then. */
    exposure_start: string;
    overlap_minutes: number;
  };
  /**
   * Cases that know each other (decision 034): `case_id` is a case of someone who was a contact, within
   * the incubation period, in `source_case_id` ("contact"), or was turned from that contact into a
   * case ("converted").
   */
  tracing_case_links: {
    case_id: string;
    source_case_id: string;
    person_key: string;
    kind: "contact" | "converted";
    linked_at: string;
    /** Staff member id. */
    linked_by: string;
  };
  /**
   * Each message to a contact, written before it is sent (decision 041), and how its delivery went.
   * The id is the message's idempotency key on every attempt.
   */
  tracing_notifications: {
    id: string;
    case_id: string;
    contact_id: string;
    channel: "sms" | "email";
    recipient: string;
    language: string;
    /**
     * pending: being sent, or a run stopped before it heard back; uncertain: an e-mail whose run
     * stopped so, which may have gone and is not sent again unasked.
     */
    outcome: NotificationOutcome;
    error: string | null;
    sent_by: string;
    /** When it was last tried. */
    sent_at: string;
  };
  /** The official's edited templates; a channel and language without a row uses the built-in text. */
  /** A contact's symptom diary (decision 053): one answer a commonwealth day, the last one given that day. */
  tracing_diary_entries: {
    contact_id: string;
    /** YYYY-MM-DD, the commonwealth day answered for. */
    day: string;
    /** JSON array of symptom codes, or ["NONE_OF_THE_ABOVE"]. */
    symptoms: string;
    answered_at: string;
  };
  tracing_templates: { channel: "sms" | "email"; language: string; subject: string | null; body: string; updated_by: string; updated_at: string };
  /**
   * A cluster found by the detection job (decision 052): the branch, and its members as found, so the
   * same cluster is recognised on the next run (a member in common) and grows in place.
   */
  cluster_alerts: {
    id: string;
    establishment_id: string;
    /** The branch's name when the alert was raised or last grew. */
    place: string;
    state: "open" | "dismissed";
    /** JSON array of StoredClusterMember. */
    members: string;
    /** JSON array of commonwealth days. */
    days: string;
    raised_at: string;
    updated_at: string;
    dismissed_at: string | null;
    /** Staff member id. */
    dismissed_by: string | null;
    dismissal_reason: string | null;
  };
}
