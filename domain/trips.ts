import * as v from "valibot";
import { TRAVEL_TYPES, type TravelType } from "./declarations/enumerations.ts";
import { optionalEnglishText } from "./declarations/english-text.ts";
import { Email, IsoDate } from "./fields.ts";
import { StoredTravellerMessage } from "./customs-messages.ts";

/** Trips (visit histories, docs/product-spec.md, parts 3, 4 and 7): one schema for the server and the web app. */

export const SUBMITTED = "SUBMITTED";
export const DELETED_TRIP_MESSAGE = "Successfully deleted trip";
export const DELETE_TRIP_QUESTION = "Are you sure you want to delete?";
export const WAITING_FOR_CONFIRMATION_MESSAGE = "Your information has been submitted. Please allow us some time to confirm.";
export const NO_REMARKS_MESSAGE = "No remarks available";
export const EMAIL_SENT_MESSAGE = "Email Sent";
export const LINK_COPIED_MESSAGE = "Link copied to clipboard";
export const DOWNLOAD_STARTING_MESSAGE = "Download Starting";

/** The officer's review of a submitted trip; PENDING until a customs officer has looked at it. */
export const TRIP_REVIEW_STATUSES = ["PENDING", "CLEARED", "FOR_INSPECTION", "SECONDARY"] as const;
export type TripReviewStatus = (typeof TRIP_REVIEW_STATUSES)[number];

/** The four parts of a trip, in the order of the trip flow (docs/product-spec.md, part 4). */
export const TRIP_FORMS = ["survey", "customs", "health_declaration", "attestation"] as const;
export type TripForm = (typeof TRIP_FORMS)[number];

/** docs/product-spec.md, part 4: only SUBMITTED is seen; a part not yet sent has no status. */
const FormStatus = v.nullable(v.literal(SUBMITTED));

export const VisitHistoryAttributes = v.object({
  travel_type: v.picklist(TRAVEL_TYPES),
  is_domestic: v.boolean(),
  date_of_arrival: v.string(),
  origin: v.string(),
  origin_country: v.string(),
  destination: v.string(),
  survey_form_uuid: v.nullable(v.string()),
  survey_status: FormStatus,
  special_survey_created_at: v.nullable(v.string()),
  customs_form_uuid: v.nullable(v.string()),
  customs_status: FormStatus,
  health_declaration_form_uuid: v.nullable(v.string()),
  health_declaration_status: FormStatus,
  attestation_form_uuid: v.nullable(v.string()),
  attestation_status: FormStatus,
  /** When the traveller deleted the health information of this trip after customs reviewed it (decision 059); the trip stays complete. */
  health_deleted_at: v.optional(v.nullable(v.string()), null),
  expires_at: v.string(),
  is_expired: v.boolean(),
  is_completed: v.boolean(),
  /** The officer's review (TRIP_REVIEW_STATUSES), the QR ID the trip QR encodes and the officer's remarks. */
  status: v.picklist(TRIP_REVIEW_STATUSES),
  qr_id: v.nullable(v.string()),
  remarks: v.nullable(v.string()),
  /** The officer's standard message (code and parameters), which the app shows in the reader's language. */
  message: v.optional(v.nullable(StoredTravellerMessage), null),
  created_at: v.string(),
  updated_at: v.string(),
});
export type VisitHistoryAttributes = v.InferOutput<typeof VisitHistoryAttributes>;

export const VisitHistoryResource = v.object({ id: v.string(), type: v.literal("visit_history"), attributes: VisitHistoryAttributes });
export type VisitHistory = v.InferOutput<typeof VisitHistoryResource>;
export const VisitHistoryAnswer = v.object({ data: VisitHistoryResource });
export const VisitHistoryList = v.object({ data: v.array(VisitHistoryResource) });

/** GET /api/v1/visit-histories query: the newest first; `ongoing=1` keeps trips not yet expired. */
export const VisitHistoryQuery = v.object({
  ongoing: v.optional(v.picklist(["0", "1"])),
  limit: v.optional(v.pipe(v.string(), v.regex(/^[0-9]{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), "20"),
});

export const VisitHistoryParams = v.object({ id: v.pipe(v.string(), v.uuid("Trip not found.")) });

/** POST /api/v1/visit-histories (and PUT, all optional): is_domestic travels as 1 or 0 (docs/product-spec.md, part 7). */
export const CreateVisitHistory = v.object({
  travel_type: v.picklist(TRAVEL_TYPES, "Choose the travel type."),
  is_domestic: v.picklist([0, 1], "is_domestic must be 1 or 0."),
  date_of_arrival: IsoDate,
  origin: optionalEnglishText(60),
  origin_country: optionalEnglishText(60),
  destination: optionalEnglishText(60),
});
export type CreateVisitHistory = v.InferInput<typeof CreateVisitHistory>;
export const UpdateVisitHistory = v.partial(CreateVisitHistory);

export const CreatedVisitHistory = v.object({ message: v.string(), uuid: v.string(), data: VisitHistoryResource });
export const DeletedVisitHistory = v.object({ message: v.string() });

export function isDomesticTravel(travelType: TravelType): boolean {
  return travelType === "DOMESTIC";
}

type CompletenessFields = Pick<VisitHistoryAttributes, "is_domestic" | "survey_status" | "customs_status" | "health_declaration_status" | "attestation_status">;

/**
 * docs/product-spec.md, part 4: a domestic trip is complete with survey and customs SUBMITTED; any other trip also
 * needs the health declaration or the attestation SUBMITTED — but only in pandemic mode, since
 * outside it the health part is not asked at all.
 */
export function isTripComplete(trip: CompletenessFields, pandemicMode: boolean): boolean {
  const declared = trip.survey_status === SUBMITTED && trip.customs_status === SUBMITTED;
  if (trip.is_domestic || !pandemicMode) return declared;
  return declared && (trip.health_declaration_status === SUBMITTED || trip.attestation_status === SUBMITTED);
}

/** The parts a trip asks for, in flow order. */
export function tripForms(isDomestic: boolean, pandemicMode: boolean): TripForm[] {
  return isDomestic || !pandemicMode ? ["survey", "customs"] : ["survey", "customs", "health_declaration", "attestation"];
}

/** A trip's QR and declarations stay current for 30 days after the arrival date. */
export const TRIP_VALID_DAYS = 30;

/** GET /api/v1/current-trip/qr */
export const CurrentTripQrAnswer = v.object({
  data: v.object({
    trip_id: v.string(),
    qr_id: v.string(),
    status: v.picklist(TRIP_REVIEW_STATUSES),
    remarks: v.nullable(v.string()),
    message: v.optional(v.nullable(StoredTravellerMessage), null),
    expires_at: v.string(),
  }),
});
export const SendQrEmail = v.object({ email: Email });

/** The path segment of each part's endpoint: GET/PUT /api/v1/visit-histories/{id}/{segment}. */
export const TRIP_FORM_SEGMENTS: Record<TripForm, string> = {
  survey: "survey",
  customs: "customs",
  health_declaration: "health-declaration",
  attestation: "attestation",
};

/** GET …/{segment}: what was submitted (404 before that); `id` is the form uuid the trip refers to. */
export const submittedFormAnswer = <S extends v.GenericSchema>(form: TripForm, attributes: S) =>
  v.object({ data: v.object({ id: v.string(), type: v.literal(form), attributes, submitted_at: v.string() }) });

/** PUT …/{segment} answers with the message and the trip as it now stands. */
export const SubmittedFormSaved = v.object({ message: v.string(), data: VisitHistoryResource });

/** The page a copied or e-mailed trip link opens: the QR itself, nothing else. */
export const tripQrPath = (qrId: string) => `/qr/${qrId}`;

/**
 * What every trip QR encodes (screen, /qr page, downloaded PNG, e-mailed image): the address of its
 * public page, so a phone camera opens the QR and a scanner finds the QR ID in it (tripQrId).
 */
export const tripQrValue = (origin: string, qrId: string) => `${origin.replace(/\/+$/, "")}${tripQrPath(qrId)}`;

/** What a check-in or front-liner scan of a trip QR says: it is recognised, and it belongs elsewhere. */
export const TRIP_QR_SCANNED_HERE_MESSAGE = "This is a trip QR code, for the customs officer at baggage claim. Scan a person's or a place's QR code here.";

/** A trip's QR ID: 128 random bits in base64url. */
const QR_ID = /^[A-Za-z0-9_-]{22}$/;

/** The QR ID in a trip QR's address (any origin: the app may be served from more than one); undefined for anything else. */
export function tripQrIdInAddress(scanned: string): string | undefined {
  return /^(?:https?:\/\/[^/?#\s]+)?(?:\/[^?#\s]*)?\/qr\/([A-Za-z0-9_-]{22})\/?(?:[?#]\S*)?$/i.exec(scanned.trim())?.[1];
}

/** The QR ID a scanned or typed trip QR stands for: its address, or the bare ID (typed, or from an older PNG). */
export function tripQrId(scanned: string): string | undefined {
  const trimmed = scanned.trim();
  return tripQrIdInAddress(trimmed) ?? (QR_ID.test(trimmed) ? trimmed : undefined);
}
