import * as v from "valibot";
import { IsoDate } from "../fields.ts";
import { LOCALES } from "../locales.ts";
import { DiarySummary } from "./symptom-diary.ts";
import { PERSON_KINDS } from "./tracing-cases.ts";

/**
 * Contact tracing, the contact list of a case (decision 025): computed from the logbook
 * (docs/decisions/025-contact-computation.md), reviewed contact by contact, frozen, then notified,
 * followed up and exported. Only a frozen list is notified or exported.
 */

export const MINIMUM_OVERLAP = { min: 1, max: 240, default: 15 } as const;
export const INCUBATION_DAYS = { min: 1, max: 30, default: 14 } as const;
/** Above this many contacts the computation stops and the list says so. */
export const CONTACT_CAP = 5_000;

export const CONTACT_MESSAGES = {
  listFrozen: "The contact list is frozen; it can no longer change.",
  listNotFrozen: "Freeze the contact list first.",
  noList: "Compute the contacts first.",
  contactNotFound: "Contact not found.",
  reasonNeeded: "Say why this contact is ticked or unticked.",
  purposeNeeded: "State the purpose of this export.",
  followUpDone: "This contact's follow-up has ended.",
  chooseContacts: "Choose at least one contact.",
  unreviewed: "Some contacts are not reviewed yet: review them, or confirm freezing with the number left unreviewed.",
} as const;

export const CONTACT_ERRORS = { listFrozen: "list_frozen", listNotFrozen: "list_not_frozen", noList: "no_list" } as const;

/** POST /api/staff/tracing/cases/{id}/contacts/compute: replaces a draft list; 409 list_frozen once frozen. */
export const ContactComputation = v.object({
  /** Defaults to the setting `tracing_minimum_overlap_minutes` (15). */
  minimum_overlap_minutes: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(MINIMUM_OVERLAP.min, "At least 1 minute."), v.maxValue(MINIMUM_OVERLAP.max, "At most 240 minutes.")),
  ),
});

/** `symptomatic`: the contact reported a symptom in their diary (decision 053); the follow-up order puts them first. */
export const FOLLOW_UP_STATUSES = ["to_notify", "notified", "reached", "in_quarantine", "symptomatic", "released"] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const CONTACT_CHANNELS = ["sms", "email"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** A visit as the timeline draws it. */
export const VisitSpan = v.object({ id: v.string(), started_at: v.string(), ends_at: v.string() });

export const TracingContact = v.object({
  id: v.string(),
  type: v.literal("tracing_contact"),
  attributes: v.object({
    person_key: v.string(),
    kind: v.picklist(PERSON_KINDS),
    full_name: v.string(),
    mobile_number: v.nullable(v.string()),
    email: v.nullable(v.string()),
    /** The language messages to this person are written in. */
    language: v.picklist(LOCALES),
    generation: v.number(),
    exposure_start: v.string(),
    overlap_minutes: v.number(),
    establishment_id: v.string(),
    /** "Name — branch" of the place, as it was when computed. */
    place: v.string(),
    /** Who exposed this person: the index person for generation 1, else another contact (its id). */
    parent_contact_id: v.nullable(v.string()),
    parent_name: v.string(),
    parent_visit: VisitSpan,
    visit: VisitSpan,
    /** The official's tick (every contact is ticked until unticked with a reason). */
    ticked: v.boolean(),
    /**
     * Whether the list acts on this contact (notifies, exports, follows up): ticked, and reached
     * through ticked contacts (or ticked by hand once every path ran through unticked ones).
     */
    included: v.boolean(),
    /**
     * The unticked contacts every path to this contact runs through, with the reason each was
     * unticked; empty while a path through ticked contacts reaches them. Such a contact is not
     * notified unless ticked by hand.
     */
    reached_only_through: v.array(v.object({ contact_id: v.string(), full_name: v.string(), reason: v.nullable(v.string()) })),
    review_reason: v.nullable(v.string()),
    follow_up_status: v.picklist(FOLLOW_UP_STATUSES),
    follow_up_due: v.nullable(v.string()),
    follow_up_note: v.nullable(v.string()),
    /** The contact's symptom diary (decision 053), once a message has reached them. */
    diary: v.nullable(DiarySummary),
    /** The last message sent to this person for this case. */
    notified_at: v.nullable(v.string()),
    notified_by: v.nullable(v.picklist(CONTACT_CHANNELS)),
    /**
     * Another case told this person of the same exposure (the same visit) within the incubation
     * period: they are not told again (`INCUBATION_DAYS`).
     */
    already_notified: v.nullable(v.object({ case_id: v.string(), notified_at: v.string() })),
    /**
     * When an e-mail to this person was being sent as the server stopped: it may have gone, and is not
     * sent again unless the official asks after checking with them (decision 041).
     */
    may_have_been_sent_at: v.nullable(v.string()),
    /** The case opened for this person since they were listed (turned into a case, or opened apart), if any. */
    case_id: v.nullable(v.string()),
  }),
});
export type TracingContact = v.InferOutput<typeof TracingContact>;

/** GET /api/staff/tracing/cases/{id}/contacts?generation=&overdue_first= */
export const ContactListQuery = v.object({
  generation: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(3))),
  /** After freezing the official works the follow-ups: symptomatic ones first, then overdue ones, then by due date. */
  order: v.optional(v.picklist(["exposure", "follow_up"]), "exposure"),
});
export const TracingContactList = v.object({ data: v.array(TracingContact) });

export const ContactParams = v.object({
  id: v.pipe(v.string(), v.uuid("Case not found.")),
  contactId: v.pipe(v.string(), v.uuid(CONTACT_MESSAGES.contactNotFound)),
});

/** PUT /api/staff/tracing/cases/{id}/contacts/{contactId}/review: only while the list is a draft. */
export const ContactReview = v.object({
  included: v.boolean(),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1, CONTACT_MESSAGES.reasonNeeded), v.maxLength(300, "At most 300 characters.")),
});
export const TracingContactAnswer = v.object({ data: TracingContact });

/** Contacts acted on together: at least one, at most a whole list, each once. */
const ContactIds = v.pipe(
  v.array(v.pipe(v.string(), v.uuid(CONTACT_MESSAGES.contactNotFound))),
  v.minLength(1, CONTACT_MESSAGES.chooseContacts),
  v.maxLength(CONTACT_CAP, `At most ${CONTACT_CAP} contacts.`),
  v.check((ids) => new Set(ids).size === ids.length, "Each contact once."),
);

/** POST /api/staff/tracing/cases/{id}/contacts/review: ticks or unticks the chosen contacts with one reason, as one review each. */
export const ContactBulkReview = v.object({ contact_ids: ContactIds, included: ContactReview.entries.included, reason: ContactReview.entries.reason });

/**
 * POST /api/staff/tracing/cases/{id}/contacts/freeze. A contact is reviewed once an official ticked
 * or unticked it; a list with unreviewed contacts is frozen only when `accept_unreviewed` names how
 * many (409 UNREVIEWED_CONTACTS otherwise), so nobody freezes more unreviewed contacts than they saw.
 */
export const FreezeRequest = v.optional(v.object({ accept_unreviewed: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }), {});

/** POST /api/staff/tracing/cases/{id}/contacts/follow-up: one follow-up status for the chosen contacts of a frozen list. */
export const FollowUpBulkChange = v.object({ contact_ids: ContactIds, status: v.picklist(FOLLOW_UP_STATUSES, "Choose a follow-up status.") });

/** The chain graph: people (the index person is generation 0) and places, and who met whom where. */
export const ChainGraph = v.object({
  data: v.object({
    /** `exposed_by` is the person (an id of this list) who exposed them and `exposed_at` the place (an id of `places`); both null for the index person. */
    people: v.array(
      v.object({
        id: v.string(),
        contact_id: v.nullable(v.string()),
        label: v.string(),
        generation: v.number(),
        included: v.boolean(),
        exposed_by: v.nullable(v.string()),
        exposed_at: v.nullable(v.string()),
      }),
    ),
    places: v.array(v.object({ id: v.string(), label: v.string() })),
    /** A person's visit to a place in which someone was exposed: from person to place, and place to the exposed person. */
    links: v.array(v.object({ from: v.string(), to: v.string(), generation: v.number(), overlap_minutes: v.number() })),
  }),
});

/** The frozen list's export formats, each the ending of its route and file name (decision 048). */
export const CONTACT_EXPORT_FORMATS = { CSV: "csv", XLSX: "xlsx", FHIR: "fhir.json" } as const;
export type ContactExportFormat = keyof typeof CONTACT_EXPORT_FORMATS;

/** GET /api/staff/tracing/cases/{id}/contacts.{csv,xlsx,fhir.json}?purpose=…: the frozen list's included contacts. */
export const ContactExportQuery = v.object(
  {
    purpose: v.pipe(
      v.string(CONTACT_MESSAGES.purposeNeeded),
      v.trim(),
      v.minLength(10, CONTACT_MESSAGES.purposeNeeded),
      v.maxLength(300, "At most 300 characters."),
    ),
  },
  /** Also what a query without a purpose is told. */
  CONTACT_MESSAGES.purposeNeeded,
);

/** POST /api/staff/tracing/cases/{id}/notify: the frozen list's included contacts not yet notified. */
export const NotifyRequest = v.object({
  dry_run: v.boolean(),
  /**
   * Send again the e-mails a run stopped by a crash may have sent (`uncertain`), once the official
   * has checked with those contacts (decision 041); never done unasked.
   */
  resend_uncertain: v.optional(v.boolean(), false),
});
/** Why a contact cannot be messaged: neither a mobile number nor an e-mail, or a number no network takes (and no e-mail). */
export const UNREACHABLE_REASONS = ["no_contact_details", "invalid_number"] as const;
export type UnreachableReason = (typeof UNREACHABLE_REASONS)[number];
export const NotifyAnswer = v.object({
  data: v.object({
    dry_run: v.boolean(),
    /** How many would be (dry run) or were reached by each channel; `unreachable` have neither. */
    sms: v.number(),
    email: v.number(),
    unreachable: v.number(),
    failed: v.number(),
    /** Ticked contacts reached only through unticked ones: not notified. */
    dropped: v.number(),
    /** Contacts another case told of the same exposure within the incubation period: not notified again. */
    already_notified: v.number(),
    /**
     * E-mails a run stopped by a crash may have sent before it could record them: not sent again
     * unless asked (`resend_uncertain`); check with the contact first (decision 041).
     */
    uncertain: v.number(),
    /** Who is (dry run) or was to be reached, by channel, language and generation. */
    routes: v.array(v.object({ channel: v.picklist(CONTACT_CHANNELS), language: v.picklist(LOCALES), generation: v.number(), contacts: v.number() })),
    /** One message per channel and language, written for its first contact exactly as it is sent. */
    messages: v.array(
      v.object({
        channel: v.picklist(CONTACT_CHANNELS),
        language: v.picklist(LOCALES),
        contacts: v.number(),
        /** The contact the example is written for. */
        written_for: v.string(),
        subject: v.nullable(v.string()),
        body: v.string(),
      }),
    ),
    /** Contacts no message can reach, and why: for the official to call or find another way. */
    unreachable_contacts: v.array(v.object({ contact_id: v.string(), full_name: v.string(), generation: v.number(), reason: v.picklist(UNREACHABLE_REASONS) })),
  }),
});

/**
 * A follow-up is overdue once its due day (a commonwealth day) has passed and the contact is not yet
 * released; the server's counts and its follow-up order say the same in SQL.
 */
export function isFollowUpOverdue(followUp: { follow_up_status: FollowUpStatus; follow_up_due: string | null }, today: string): boolean {
  return followUp.follow_up_status !== "released" && followUp.follow_up_due !== null && followUp.follow_up_due < today;
}

/** PUT /api/staff/tracing/cases/{id}/contacts/{contactId}/follow-up */
export const FollowUpChange = v.object({
  status: v.picklist(FOLLOW_UP_STATUSES, "Choose a follow-up status."),
  due: v.nullable(IsoDate),
  note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, "At most 500 characters."))), null),
});

/** Message templates, one per channel and language; the placeholders of exposure-message.ts are filled in. */
export const MessageTemplate = v.object({
  channel: v.picklist(CONTACT_CHANNELS),
  language: v.picklist(LOCALES),
  subject: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(150, "At most 150 characters."))),
  body: v.pipe(v.string(), v.trim(), v.minLength(1, "The message is required."), v.maxLength(1000, "At most 1000 characters.")),
});
export type MessageTemplate = v.InferOutput<typeof MessageTemplate>;
/** GET and PUT /api/staff/tracing/templates: all eight, PUT replaces the ones sent. */
export const MessageTemplates = v.object({ data: v.array(MessageTemplate) });

/** GET /api/v1/me/exposures: what a signed-in traveller sees on the app's home once notified. */
export const Exposure = v.object({ exposure_date: v.string(), place: v.string(), notified_at: v.string(), quarantine_until: v.string() });
export const ExposureAnswer = v.object({ data: v.array(Exposure) });
