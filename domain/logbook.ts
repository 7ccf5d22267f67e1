import * as v from "valibot";
import { GENDERS } from "./accounts.ts";
import { LOCALES } from "./locales.ts";
import { Email, MobileNumber, Name, OptionalName, optionalText, text } from "./fields.ts";
import { nameKey } from "./person-key.ts";
import { NONE_OF_THE_ABOVE } from "./reference-data.ts";

/**
 * Digital logbook contracts (docs/product-spec.md, parts 3, 4, 7): the server validates with these schemas and the
 * web app builds its requests and reads its answers with them.
 */

export const ALLOWED_MESSAGE = "Welcome! Please wear mask, wash your hands and maintain social distancing! Stay safe!";
export const QR_NOT_FOUND_MESSAGE = "QR Code not found! Please make sure that you are using a valid QR code of the product";
export const PURPOSE_REQUIRED_MESSAGE = "Please select purpose.";
export const SYMPTOMS_REQUIRED_MESSAGE = "Please select atleast 1";
export const MAX_AGE = 130;

const Uuid = v.pipe(v.string(), v.trim(), v.uuid("Invalid QR Code"));
const AddressCode = optionalText(20);

/** The chosen symptom codes, or the single value NONE_OF_THE_ABOVE (docs/product-spec.md, part 5). */
export const SymptomAnswer = v.pipe(
  v.array(v.pipe(v.string(), v.maxLength(64)), SYMPTOMS_REQUIRED_MESSAGE),
  v.minLength(1, SYMPTOMS_REQUIRED_MESSAGE),
  v.maxLength(64, SYMPTOMS_REQUIRED_MESSAGE),
  v.check((codes) => !codes.includes(NONE_OF_THE_ABOVE) || codes.length === 1, "None of the above cannot be chosen with a symptom."),
);

/** GET /api/v1/scan_qr?uuid=… */
export const ScanQrQuery = v.object({ uuid: Uuid });

/** docs/product-spec.md, part 3 "Logbook QR": missing values are empty text. */
export const LogbookQrAttributes = v.object({
  branch: v.string(),
  label: v.string(),
  logo: v.string(),
  name: v.string(),
  qr_type: v.string(),
});
export type LogbookQrAttributes = v.InferOutput<typeof LogbookQrAttributes>;
export const LogbookQrAnswer = v.object({ data: v.object({ id: v.string(), type: v.literal("logbook_qr"), attributes: LogbookQrAttributes }) });

const Age = v.pipe(v.number("Age must be a number."), v.integer("Age must be a whole number."), v.minValue(0), v.maxValue(MAX_AGE));

/** People one phone checks in besides its holder: a family, a carer's charges (decision 034). */
export const MAX_COMPANIONS = 9;
export const SAME_PERSON_TWICE_MESSAGE = "Each person checks in once: two people here have the same name.";

/** Someone checked in with the phone's holder: the spec's required fields and their own symptoms answer; the household's number reaches them. */
export const Companion = v.object({
  name: Name,
  middle_name: OptionalName,
  last_name: Name,
  age: Age,
  gender: v.picklist(GENDERS, "Select MALE or FEMALE."),
  symptoms: SymptomAnswer,
});
export type Companion = v.InferInput<typeof Companion>;
/** Someone checked in with the phone's holder before their symptoms are asked. */
export type CompanionDetails = Omit<Companion, "symptoms">;

/** The holder and each companion are one person each, told apart by their names (decision 034). */
export function differentPeople(people: ReadonlyArray<{ name: string; last_name: string }>): boolean {
  if (people.length < 2) return true;
  const keys = people.map((person) => nameKey({ first_name: person.name, last_name: person.last_name }));
  return new Set(keys).size === keys.length;
}

/** POST /api/v1/scan_qr/confirm: docs/product-spec.md, part 3 "Guest logbook check-in payload", with the people checked in together. */
export const GuestCheckIn = v.pipe(
  v.object({
    name: Name,
    middle_name: OptionalName,
    last_name: Name,
    age: Age,
    gender: v.picklist(GENDERS, "Select MALE or FEMALE."),
    mobile_number: MobileNumber,
    email: v.optional(v.nullable(Email)),
    company_name: optionalText(),
    region_code: AddressCode,
    province_code: AddressCode,
    municipality_code: AddressCode,
    barangay_code: AddressCode,
    purpose: optionalText(),
    // Bounded, since a guest's answers are stored as given.
    health_checklist: v.optional(v.pipe(v.array(text(64)), v.maxLength(64)), []),
    health_checklist_other: v.optional(
      v.pipe(
        v.record(v.pipe(v.string(), v.maxLength(64)), v.union([text(), v.boolean(), v.number()])),
        v.check((answers) => Object.keys(answers).length <= 64, "Too many answers."),
      ),
      {},
    ),
    symptoms: SymptomAnswer,
    companions: v.optional(v.pipe(v.array(Companion), v.maxLength(MAX_COMPANIONS, `At most ${MAX_COMPANIONS} people with you.`)), []),
    location_qr_code_uuid: Uuid,
    /** The check-in page's language: what an exposure message to these people is written in. */
    lang: v.optional(v.picklist(LOCALES)),
  }),
  v.forward(
    v.check((form) => differentPeople([form, ...form.companions]), SAME_PERSON_TWICE_MESSAGE),
    ["companions"],
  ),
);
export type GuestCheckIn = v.InferInput<typeof GuestCheckIn>;

/** One person's visit of a check-in, holder first: their own door answer. */
export const CheckedInPerson = v.object({
  visit_id: v.string(),
  name: v.string(),
  last_name: v.string(),
  ends_at: v.string(),
  access_status: v.picklist(["ALLOWED", "NOT_ALLOWED"]),
});
export type CheckedInPerson = v.InferOutput<typeof CheckedInPerson>;

/** The guest keeps `check_out_key` to end the visits early (one key for everyone checked in together); it is shown to nobody else. */
export const GuestCheckInAnswer = v.object({
  message: v.string(),
  /**
   * The holder's visit, and `people`: everyone's (the holder first). `access_status`: the access
   * rule's answer for the door (a confirmed case is NOT_ALLOWED); the message stays the spec's welcome.
   */
  data: v.object({
    visit_id: v.string(),
    check_out_key: v.string(),
    ends_at: v.string(),
    access_status: v.picklist(["ALLOWED", "NOT_ALLOWED"]),
    people: v.array(CheckedInPerson),
  }),
});
/** Ends `visit_id`, and the visits of `together_with` (people checked in with the same key), now. */
export const GuestCheckOut = v.object({
  visit_id: v.pipe(v.string(), v.uuid()),
  check_out_key: v.pipe(v.string(), v.maxLength(128)),
  together_with: v.optional(v.pipe(v.array(v.pipe(v.string(), v.uuid())), v.maxLength(MAX_COMPANIONS)), []),
});

/** POST /api/v1/me/profile/scan_qr and …/front-liner: the scanned text (a branch uuid, or a user's QR value). */
export const ScanQr = v.object({ uuid: v.pipe(v.string(), v.trim(), v.minLength(1, "Invalid QR Code"), v.maxLength(200, "Invalid QR Code")) });

/** docs/product-spec.md, part 3 "Scan result types"; `result_type` tells them apart. */
export const EstablishmentScanResult = v.object({
  result_type: v.literal("ESTABLISHMENT"),
  qr_value: v.string(),
  qr_type: v.string(),
  logo: v.string(),
  name: v.string(),
  branch: v.string(),
  label: v.string(),
  geoloc: v.nullable(v.object({ latitude: v.number(), longitude: v.number() })),
});
/** What a front-liner sees of a person, and nothing more: no health answers, no address. */
export const UserScanResult = v.object({
  result_type: v.literal("USER"),
  full_name: v.string(),
  company_name: v.string(),
  municipality_name: v.string(),
  status: v.nullable(v.string()),
  health_status: v.nullable(v.string()),
});
export const NotFoundScanResult = v.object({ result_type: v.literal("NOT_FOUND"), message: v.string() });
export const ScanResult = v.variant("result_type", [EstablishmentScanResult, UserScanResult, NotFoundScanResult]);
export type ScanResult = v.InferOutput<typeof ScanResult>;
export const ScanResultAnswer = v.object({ data: ScanResult });

/** POST /api/v1/me/profile/scan_qr/confirm: docs/product-spec.md, part 4 "Confirm visit". */
export const ConfirmVisit = v.object({
  uuid: Uuid,
  // A missing purpose gets the spec's message too, not the generic "field is required".
  purpose: v.optional(v.pipe(v.string(PURPOSE_REQUIRED_MESSAGE), v.trim(), v.minLength(1, PURPOSE_REQUIRED_MESSAGE), v.maxLength(100)), ""),
  /** People checked in with the account holder (their family, say), each with their own symptoms answer. */
  companions: v.optional(
    v.pipe(
      v.array(Companion),
      v.maxLength(MAX_COMPANIONS, `At most ${MAX_COMPANIONS} people with you.`),
      v.check((companions) => differentPeople(companions), SAME_PERSON_TWICE_MESSAGE),
    ),
    [],
  ),
});

export const ACCESS_STATUSES = ["ALLOWED", "NOT_ALLOWED"] as const;
export const VISIT_END_REASONS = ["duration", "checked_out", "checked_in_elsewhere"] as const;

export const VisitAttributes = v.object({
  establishment: v.object({ uuid: v.string(), name: v.string(), branch: v.string(), label: v.string(), logo: v.string() }),
  purpose: v.nullable(v.string()),
  access_status: v.nullable(v.picklist(ACCESS_STATUSES)),
  started_at: v.string(),
  /** While in the future the visit is open; it is when the visit ends (or ended). */
  ends_at: v.string(),
  end_reason: v.picklist(VISIT_END_REASONS),
  is_open: v.boolean(),
});
export type VisitAttributes = v.InferOutput<typeof VisitAttributes>;
export const VisitResource = v.object({ id: v.string(), type: v.literal("visit"), attributes: VisitAttributes });
/** GET /api/v1/me/visits (newest first) and POST /api/v1/me/visits/:id/check-out. */
export const VisitListAnswer = v.object({ data: v.array(VisitResource) });
export const VisitAnswer = v.object({ data: VisitResource });

/**
 * docs/product-spec.md, part 4 "Access check": HTTP 200 is ALLOWED (with ALLOWED_MESSAGE); anything else is
 * NOT_ALLOWED. The server answers a refused entry with 409 and this body; the visit is still
 * recorded, since contact tracing needs it.
 */
export const NotAllowedAnswer = v.object({
  status: v.literal("NOT_ALLOWED"),
  error: v.literal("not_allowed"),
  title: v.string(),
  message: v.string(),
  data: VisitResource,
  companions: v.array(CheckedInPerson),
});
/** `data`: the holder's visit, whose answer is the status; `companions`: the visits and door answers of the people with them. */
export const ConfirmVisitAnswer = v.object({ status: v.literal("ALLOWED"), message: v.string(), data: VisitResource, companions: v.array(CheckedInPerson) });

/** PUT /api/v1/me/symptoms: the symptoms screen's answer ("body status list", docs/product-spec.md, part 7). */
export const ReportSymptoms = v.object({ status: SymptomAnswer });

/** GET /api/v1/me/logbook-qr: the value of the user's own QR for front-liners to scan. */
export const LogbookQrValue = v.object({ data: v.object({ qr_value: v.string() }) });

const UUID_PATTERN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * What a scanned QR stands for: a location QR holds the check-in address /g/logbook/{uuid} (or
 * the bare uuid); anything else is passed on as scanned, e.g. a user's QR value.
 */
export function scannedCode(scanned: string): string {
  const trimmed = scanned.trim();
  const inCheckInAddress = /\/g\/logbook\/([^/?#]+)/.exec(trimmed)?.[1];
  if (inCheckInAddress && UUID_PATTERN.test(inCheckInAddress)) return inCheckInAddress.toLowerCase();
  return trimmed;
}
