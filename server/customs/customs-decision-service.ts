import { randomUUID } from "node:crypto";
import {
  alreadyDecidedMessage,
  type CustomsAmendmentBody,
  type CustomsDecisionBody,
  type CustomsEntryKind,
  CUSTOMS_MESSAGES,
  type CustomsTripCard,
} from "#domain/customs-check.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { appendDecisionEntry, type CustomsDecisionEntryRow, decisionEntries } from "../db/stores/customs/customs-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { correctionFor, shownOnCard } from "./customs-rules.ts";
import { auditMiss, CUSTOMS_PURPOSE, type CustomsContext, customsTrip, readableCard } from "./customs-service.ts";
import { changeTripDecision, decideTrip, staffNames } from "./customs-trip-queries.ts";

const DECISION_ACTION = "customs.decision";
const AMEND_ACTION = "customs.decision.amended";
const OVERRIDE_ACTION = "customs.decision.overridden";

/** SQLite's and PostgreSQL's word for a second row where one is allowed. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error && ((error as { code?: string }).code === "23505" || /UNIQUE constraint failed/i.test(error.message));

type Officer = CustomsContext & { actor: StaffActor };

/** A refusal, audited as failed, then thrown. */
async function refuse(context: CustomsContext, action: string, trip: TripRow, error: HttpError): Promise<never> {
  await auditMiss(context, action, trip);
  throw error;
}

/** "A decision has already been recorded", naming who recorded the trip's current decision and when. */
async function alreadyDecided(context: CustomsContext, trip: TripRow): Promise<never> {
  const latest = (await decisionEntries(context.stores.customs, trip.id)).at(-1);
  const name = latest ? ((await staffNames(context.db, [latest.staff_id])).get(latest.staff_id) ?? latest.staff_id) : undefined;
  const refusal =
    latest && name
      ? new HttpError(409, "ALREADY_DECIDED", alreadyDecidedMessage(name, latest.decided_at), { decided_by: name, decided_at: latest.decided_at })
      : new HttpError(409, "ALREADY_DECIDED", CUSTOMS_MESSAGES.alreadyDecided);
  return refuse(context, DECISION_ACTION, trip, refusal);
}

/** What the core trip shows the traveller of a decision: status, free text, standard message. */
const travellerSide = (body: CustomsDecisionBody) => ({
  status: body.decision,
  remarks: body.remarks || null,
  message_code: body.message?.code ?? null,
  message_params: body.message ? JSON.stringify(body.message.params) : null,
});

function entryOf(
  trip: TripRow,
  actor: StaffActor,
  body: CustomsDecisionBody,
  at: { seq: number; kind: CustomsEntryKind; reason: string | null; now: Date },
): CustomsDecisionEntryRow {
  return {
    id: randomUUID(),
    visit_history_id: trip.id,
    seq: at.seq,
    kind: at.kind,
    decision: body.decision,
    reason: at.reason,
    note: body.note,
    message_code: body.message?.code ?? null,
    message_params: body.message ? JSON.stringify(body.message.params) : null,
    remarks: body.remarks || null,
    staff_id: actor.staffId,
    role: actor.role,
    decided_at: at.now.toISOString(),
  };
}

/** The traveller hears of each decision and each change of it: one notification per entry. */
async function notifyTraveller(context: Officer, trip: TripRow, entry: CustomsDecisionEntryRow): Promise<void> {
  if (!trip.user_id) return;
  await context.notifier.notify({
    kind: "customs_decision",
    userId: trip.user_id,
    subjectId: trip.id,
    params: { decision: entry.decision },
    // The first decision keeps the key it always had; each correction is news of its own.
    dedupeKey: entry.seq === 1 ? `customs_decision:${trip.id}` : `customs_decision:${trip.id}:${entry.seq}`,
  });
}

/**
 * Records an officer's decision: the core trip's status and what the traveller reads, its audit
 * record and the first entry of the customs store's trail, committed together. The update takes only
 * a PENDING trip, so of two officers deciding at once one is told who decided first.
 */
export async function decideCustomsTrip(context: Officer, id: string, body: CustomsDecisionBody): Promise<CustomsTripCard> {
  const { db, stores, request, actor, now } = context;
  const trip = await customsTrip(context, DECISION_ACTION, id);
  const card = await readableCard(context, DECISION_ACTION, trip);
  if (trip.status !== "PENDING") return alreadyDecided(context, trip);
  const entry = entryOf(trip, actor, body, { seq: 1, kind: "decision", reason: null, now });
  const decided = await db.transaction().execute(async (trx) => {
    const row = await decideTrip(trx, trip.id, { ...travellerSide(body), now });
    if (!row) return undefined;
    await recordAudit(
      trx,
      request,
      actor,
      { action: DECISION_ACTION, subjectUserId: trip.user_id, recordType: "trip", recordId: trip.id, shown: shownOnCard(card), purpose: CUSTOMS_PURPOSE },
      now,
    );
    // In the transaction, so that a decision the customs store did not keep is not shown to the traveller either;
    // an entry a crash leaves without the core's commit is taken out at start-up (interrupted-decisions-job.ts).
    await appendDecisionEntry(stores.customs, entry);
    return row;
  });
  if (!decided) return alreadyDecided(context, trip);
  await notifyTraveller(context, trip, entry);
  return readableCard(context, DECISION_ACTION, decided);
}

/**
 * Changes a recorded decision, with a reason: the officer who decided, within AMEND_WINDOW_MINUTES of
 * the first decision and before any supervisor's override (an amendment); after that a customs
 * supervisor (an override). The earlier entries stay; the new one is appended, audited, and the
 * traveller told. The core trip changes only if nobody changed it meanwhile.
 */
export async function amendCustomsDecision(context: Officer, id: string, body: CustomsAmendmentBody): Promise<CustomsTripCard> {
  const { db, stores, request, actor, now } = context;
  const trip = await customsTrip(context, AMEND_ACTION, id);
  await readableCard(context, AMEND_ACTION, trip);
  const entries = await decisionEntries(stores.customs, trip.id);
  const latest = entries.at(-1);
  if (trip.status === "PENDING" || !latest) {
    return refuse(context, AMEND_ACTION, trip, new HttpError(409, "NOT_DECIDED"));
  }
  const kind = correctionFor(actor, entries, now);
  if (!kind) return refuse(context, AMEND_ACTION, trip, new HttpError(403, "NOT_AMENDABLE"));
  const acting: StaffActor = kind === "override" ? { ...actor, role: "customs_supervisor" } : actor;
  const entry = entryOf(trip, acting, body, { seq: latest.seq + 1, kind, reason: body.reason, now });
  const action = kind === "override" ? OVERRIDE_ACTION : AMEND_ACTION;
  const changed = await db
    .transaction()
    .execute(async (trx) => {
      const row = await changeTripDecision(trx, trip, { ...travellerSide(body), now });
      if (!row) return undefined;
      await recordAudit(
        trx,
        request,
        acting,
        {
          action,
          subjectUserId: trip.user_id,
          recordType: "trip",
          recordId: trip.id,
          shown: `decision ${latest.decision} to ${body.decision}`,
          purpose: CUSTOMS_PURPOSE,
        },
        now,
      );
      // The unique (trip, seq) refuses the second of two corrections made at once; the core change rolls back with it.
      await appendDecisionEntry(stores.customs, entry);
      return row;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    });
  if (!changed) return refuse(context, AMEND_ACTION, trip, new HttpError(409, "DECISION_CHANGED"));
  await notifyTraveller(context, trip, entry);
  return readableCard(context, AMEND_ACTION, changed);
}
