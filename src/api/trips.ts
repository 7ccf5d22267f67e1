import * as v from "valibot";
import { CustomsForm } from "#domain/declarations/customs.ts";
import { AttestationForm, HealthDeclarationForm } from "#domain/declarations/health-declaration.ts";
import { SurveyForm } from "#domain/declarations/survey.ts";
import {
  CreatedVisitHistory,
  type CreateVisitHistory,
  CurrentTripQrAnswer,
  DeletedVisitHistory,
  SendQrEmail,
  submittedFormAnswer,
  SubmittedFormSaved,
  TRIP_FORM_SEGMENTS,
  type TripForm,
  type UpdateVisitHistory,
  type VisitHistory,
  VisitHistoryAnswer,
  VisitHistoryList,
} from "#domain/trips.ts";
import { api } from "./client.ts";
import { failedCall } from "./failed-call.ts";

/** The traveller's trips and their parts (docs/product-spec.md, part 7), read with the shared contract. */

const TRIP_FORM_SCHEMAS = {
  survey: SurveyForm,
  customs: CustomsForm,
  health_declaration: HealthDeclarationForm,
  attestation: AttestationForm,
} satisfies Record<TripForm, v.GenericSchema>;

export type CurrentTripQr = v.InferOutput<typeof CurrentTripQrAnswer>["data"];

/** A 404 here means "nothing yet", not a failure. */
async function unlessNotFound(call: Promise<unknown>): Promise<unknown> {
  try {
    return await call;
  } catch (error) {
    if (failedCall(error).status === 404) return undefined;
    throw error;
  }
}

const tripPath = (id: string) => `/api/v1/visit-histories/${encodeURIComponent(id)}`;
const formPath = (id: string, form: TripForm) => `${tripPath(id)}/${TRIP_FORM_SEGMENTS[form]}`;

/** GET /api/v1/visit-histories: newest first; `ongoing` keeps the trips not yet expired. */
export async function listTrips(query: { ongoing?: boolean; limit?: number } = {}): Promise<VisitHistory[]> {
  const params = {
    ...(query.ongoing === undefined ? {} : { ongoing: query.ongoing ? "1" : "0" }),
    ...(query.limit === undefined ? {} : { limit: String(query.limit) }),
  };
  return v.parse(VisitHistoryList, await api("/api/v1/visit-histories", { query: params })).data;
}

/** GET /api/v1/visit-histories/{id} */
export async function getTrip(id: string): Promise<VisitHistory> {
  return v.parse(VisitHistoryAnswer, await api(tripPath(id))).data;
}

/** POST /api/v1/visit-histories (is_domestic as 1 or 0). */
export async function createTrip(trip: CreateVisitHistory): Promise<VisitHistory> {
  return v.parse(CreatedVisitHistory, await api("/api/v1/visit-histories", { method: "POST", body: trip })).data;
}

/** PUT /api/v1/visit-histories/{id}: the trip as changed (a new travel type brings its is_domestic along). */
export async function updateTrip(id: string, changes: v.InferInput<typeof UpdateVisitHistory>): Promise<VisitHistory> {
  return v.parse(VisitHistoryAnswer, await api(tripPath(id), { method: "PUT", body: changes })).data;
}

/** DELETE /api/v1/visit-histories/{id}: the server's message. */
export async function deleteTrip(id: string): Promise<string> {
  return v.parse(DeletedVisitHistory, await api(tripPath(id), { method: "DELETE" })).message;
}

/** GET …/{form}: what was submitted, or undefined before that (404). */
export async function getSubmittedForm(id: string, form: TripForm): Promise<Readonly<Record<string, unknown>> | undefined> {
  const answer = await unlessNotFound(api(formPath(id, form)));
  return answer === undefined ? undefined : v.parse(submittedFormAnswer(form, TRIP_FORM_SCHEMAS[form]), answer).data.attributes;
}

/** PUT …/{form}: the trip as it stands once the server has the form. */
export async function submitForm(id: string, form: TripForm, values: unknown): Promise<VisitHistory> {
  return v.parse(SubmittedFormSaved, await api(formPath(id, form), { method: "PUT", body: values as Record<string, unknown> })).data;
}

/** GET /api/v1/current-trip/qr: the newest complete trip not yet expired; undefined when there is none (404). */
export async function getCurrentTripQr(): Promise<CurrentTripQr | undefined> {
  const answer = await unlessNotFound(api("/api/v1/current-trip/qr"));
  return answer === undefined ? undefined : v.parse(CurrentTripQrAnswer, answer).data;
}

/** POST /api/v1/current-trip/qr/send-qr-email: the server's message ('Email Sent'). */
export async function sendTripQrEmail(email: string): Promise<string> {
  const answer = await api("/api/v1/current-trip/qr/send-qr-email", { method: "POST", body: v.parse(SendQrEmail, { email }) });
  return v.parse(v.object({ message: v.string() }), answer).message;
}

/** GET /api/v1/current-trip/qr/download: the QR as a PNG. */
export function downloadTripQr(): Promise<Blob> {
  return api("/api/v1/current-trip/qr/download", { responseType: "blob" });
}
