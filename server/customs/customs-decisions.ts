import { CUSTOMS_ERRORS, CUSTOMS_MESSAGES, type CustomsDecision, type CustomsTripCard } from "../../src/domain/customs-check.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { saveCustomsDecision } from "../db/stores/customs/customs-queries.ts";
import { HttpError } from "../http/errors.ts";
import type { StaffActor } from "../staff/staff-sessions.ts";
import { shownOnCard } from "./customs-card.ts";
import { auditMiss, CUSTOMS_PURPOSE, type CustomsContext, customsTrip, readableCard } from "./customs-reads.ts";
import type { TripRow } from "../trips/trip-queries.ts";
import { decideTrip } from "./customs-trip-queries.ts";

const DECISION_ACTION = "customs.decision";

async function alreadyDecided(context: CustomsContext, trip: TripRow): Promise<never> {
  await auditMiss(context, DECISION_ACTION, trip);
  throw new HttpError(409, CUSTOMS_MESSAGES.alreadyDecided, CUSTOMS_ERRORS.alreadyDecided);
}

/**
 * Records an officer's decision: the core trip's status and remarks (what the traveller sees), its
 * audit record and the customs store's record of who decided what, committed together. The update
 * takes only a PENDING trip, so of two officers deciding at once one is told it is already decided.
 */
export async function decideCustomsTrip(
  context: CustomsContext & { actor: StaffActor },
  id: string,
  { decision, remarks }: { decision: CustomsDecision; remarks: string },
): Promise<CustomsTripCard> {
  const { db, stores, request, actor, now } = context;
  const trip = await customsTrip(context, DECISION_ACTION, id);
  const card = await readableCard(context, DECISION_ACTION, trip);
  if (trip.status !== "PENDING") return alreadyDecided(context, trip);
  const decidedAt = now.toISOString();
  const decided = await db.transaction().execute(async (trx) => {
    const row = await decideTrip(trx, trip.id, { status: decision, remarks: remarks || null, now });
    if (!row) return undefined;
    await recordAudit(
      trx,
      request,
      actor,
      { action: DECISION_ACTION, subjectUserId: trip.user_id, recordType: "trip", recordId: trip.id, shown: shownOnCard(card), purpose: CUSTOMS_PURPOSE },
      now,
    );
    // In the transaction, so that a decision the customs store did not keep is not shown to the traveller either.
    await saveCustomsDecision(stores.customs, { visit_history_id: trip.id, decision, remarks, staff_id: actor.staffId, role: actor.role, decided_at: decidedAt });
    return row;
  });
  if (!decided) return alreadyDecided(context, trip);
  if (trip.user_id) {
    await request.server.notifier.notify({
      kind: "customs_decision",
      userId: trip.user_id,
      subjectId: trip.id,
      params: { decision },
      dedupeKey: `customs_decision:${trip.id}`,
    });
  }
  return { ...card, attributes: { ...card.attributes, status: decided.status, remarks: decided.remarks, decided_at: decidedAt } };
}
