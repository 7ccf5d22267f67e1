import type { FastifyRequest } from "fastify";
import type { HealthSources } from "#domain/customs-risk.ts";
import { type CustomsTripCard } from "#domain/customs-check.ts";
import { tripQrId } from "#domain/trips.ts";
import { uploadIdOf } from "#domain/uploads.ts";
import { recordAudit, type AuditActor } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import type { AgencyStores } from "../db/stores/agency-stores.ts";
import type { Notifier } from "../notifications/notifier.ts";
import { decisionEntries, findCustomsDeclaration, tripsDeclaringPassport } from "../db/stores/customs/customs-queries.ts";
import { findHealthForm, hasHealthForm } from "../db/stores/health/health-form-queries.ts";
import { listTestResults } from "../db/stores/health/medical-record-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { pandemicModeOn } from "../trips/trip-service.ts";
import { findOwnUpload } from "../uploads/upload-queries.ts";
import type { UploadStorage } from "../uploads/storage.ts";
import { amendableUntil, correctionFor, customsRefusal, customsTripCard, healthClearanceOf, shownOnCard } from "./customs-rules.ts";
import { findTrip, findTripByCode, findTripByQr, profilePhotoOf, staffNames, symptomTitles, unexpiredTrips } from "./customs-trip-queries.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";

export interface CustomsContext {
  db: Db;
  stores: AgencyStores;
  notifier: Notifier;
  request: FastifyRequest;
  actor: AuditActor;
  now: Date;
}

export const CUSTOMS_PURPOSE = "customs verification at baggage claim";
const LOOKUP_ACTION = "customs.lookup";
const READ_ACTION = "customs.trip.read";
const PHOTO_ACTION = "customs.photo.read";

/** A look-up that showed nothing is audited too, so that guessing shows up in the trail. */
export function auditMiss({ db, request, actor, now }: CustomsContext, action: string, trip?: TripRow): Promise<void> {
  return recordAudit(
    db,
    request,
    actor,
    { action, outcome: "failed", subjectUserId: trip?.user_id ?? null, recordType: "trip", recordId: trip?.id ?? null, purpose: CUSTOMS_PURPOSE },
    now,
  );
}

/** The trip's card, once customs may look at it; a refusal is audited and thrown. */
export async function readableCard(context: CustomsContext, action: string, trip: TripRow): Promise<CustomsTripCard> {
  const { db, stores } = context;
  const pandemicMode = await pandemicModeOn(db);
  const refusal = customsRefusal(trip, pandemicMode, context.now);
  const declaration = refusal ? undefined : await findCustomsDeclaration(stores.customs, trip.id);
  if (refusal || !declaration) {
    await auditMiss(context, action, trip);
    throw refusal ?? new HttpError(409, "TRIP_INCOMPLETE");
  }
  const [decisions, photo, healthClearance] = await Promise.all([
    decisionEntries(stores.customs, trip.id),
    profilePhotoOf(db, trip.user_id),
    healthClearanceOf(
      trip,
      pandemicMode,
      () => healthSources(stores, trip),
      (codes) => symptomTitles(db, codes),
    ),
  ]);
  const names = await staffNames(
    db,
    decisions.map((entry) => entry.staff_id),
  );
  const [first] = decisions;
  const correction = correctionFor(context.actor as Partial<StaffActor> & AuditActor, decisions, context.now) ?? null;
  return customsTripCard({ trip, declaration, decisions, names, amendableUntil: first ? amendableUntil(first) : null, correction, photo, healthClearance });
}

/** What the health requirement is judged on: whether a form is on file, the symptoms declared, the traveller's test results. */
async function healthSources(stores: AgencyStores, trip: TripRow): Promise<HealthSources> {
  const [formOnFile, declaration, testResults] = await Promise.all([
    hasHealthForm(stores.health, trip.id),
    findHealthForm(stores.health, "health_declarations", trip.id),
    trip.user_id ? listTestResults(stores.health, trip.user_id) : Promise.resolve([]),
  ]);
  const symptoms: string[] | undefined = declaration ? (JSON.parse(declaration.answers) as { symptoms: string[] }).symptoms : undefined;
  return { formOnFile, symptoms, testResults, dateOfArrival: trip.date_of_arrival };
}

export interface ShownCard {
  trip: TripRow;
  card: CustomsTripCard;
}

/** Records each card as shown, all or none; the cards are answered only once this has committed. */
export async function auditShown({ db, request, actor, now }: CustomsContext, action: string, shown: readonly ShownCard[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { trip, card } of shown) {
      await recordAudit(
        trx,
        request,
        actor,
        { action, subjectUserId: trip.user_id, recordType: "trip", recordId: trip.id, shown: shownOnCard(card), purpose: CUSTOMS_PURPOSE },
        now,
      );
    }
  });
}

/** A scanned or typed trip QR: its address, or the bare QR ID. */
export async function lookUpByQr(context: CustomsContext, scanned: string): Promise<CustomsTripCard[]> {
  const qrId = tripQrId(scanned);
  const trip = qrId === undefined ? undefined : await findTripByQr(context.db, qrId);
  if (!trip) {
    await auditMiss(context, LOOKUP_ACTION);
    throw new HttpError(404, "CUSTOMS_QR_NOT_FOUND");
  }
  const card = await readableCard(context, LOOKUP_ACTION, trip);
  await auditShown(context, LOOKUP_ACTION, [{ trip, card }]);
  return [card];
}

/** A typed trip code (already checked by the shared schema): the one trip holding it. */
export async function lookUpByCode(context: CustomsContext, code: string): Promise<CustomsTripCard[]> {
  const trip = await findTripByCode(context.db, code);
  if (!trip) {
    await auditMiss(context, LOOKUP_ACTION);
    throw new HttpError(404, "TRIP_CODE_NOT_FOUND");
  }
  const card = await readableCard(context, LOOKUP_ACTION, trip);
  await auditShown(context, LOOKUP_ACTION, [{ trip, card }]);
  return [card];
}

/** Current trips whose customs declaration names this passport, as declarant or passenger; newest arrival first. */
export async function lookUpByPassport(context: CustomsContext, passport: string): Promise<CustomsTripCard[]> {
  const { db, stores, now } = context;
  const pandemicMode = await pandemicModeOn(db);
  const trips = (await unexpiredTrips(db, await tripsDeclaringPassport(stores.customs, passport), now)).filter(
    (trip) => customsRefusal(trip, pandemicMode, now) === undefined,
  );
  if (!trips.length) {
    await auditMiss(context, LOOKUP_ACTION);
    throw new HttpError(404, "PASSPORT_NOT_FOUND");
  }
  const shown: ShownCard[] = [];
  for (const trip of trips) shown.push({ trip, card: await readableCard(context, LOOKUP_ACTION, trip) });
  await auditShown(context, LOOKUP_ACTION, shown);
  return shown.map(({ card }) => card);
}

/** A trip found by id, or an audited 404. */
export async function customsTrip(context: CustomsContext, action: string, id: string): Promise<TripRow> {
  const trip = await findTrip(context.db, id);
  if (trip) return trip;
  await auditMiss(context, action);
  throw new HttpError(404, "TRIP_NOT_FOUND");
}

export async function readTrip(context: CustomsContext, id: string): Promise<CustomsTripCard> {
  const trip = await customsTrip(context, READ_ACTION, id);
  const card = await readableCard(context, READ_ACTION, trip);
  await auditShown(context, READ_ACTION, [{ trip, card }]);
  return card;
}

/** The traveller's profile photo, for a trip customs may look at. */
export async function readTripPhoto(context: CustomsContext, storage: UploadStorage, id: string): Promise<{ contentType: string; bytes: Buffer }> {
  const { db, request, actor, now } = context;
  const trip = await customsTrip(context, PHOTO_ACTION, id);
  const refusal = customsRefusal(trip, await pandemicModeOn(db), now);
  const photo = refusal ? null : await profilePhotoOf(db, trip.user_id);
  const uploadId = photo === null ? undefined : uploadIdOf(photo);
  const upload = uploadId === undefined || trip.user_id === null ? undefined : await findOwnUpload(db, trip.user_id, uploadId);
  const bytes = upload && (await storage.get(upload.storage_key));
  if (!upload || !bytes) {
    await auditMiss(context, PHOTO_ACTION, trip);
    throw refusal ?? new HttpError(404, "NO_PHOTO");
  }
  await recordAudit(
    db,
    request,
    actor,
    { action: PHOTO_ACTION, subjectUserId: trip.user_id, recordType: "trip", recordId: trip.id, shown: "photo", purpose: CUSTOMS_PURPOSE },
    now,
  );
  return { contentType: upload.content_type, bytes };
}
