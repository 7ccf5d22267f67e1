import type { FastifyRequest } from "fastify";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import { type CodeKind, NO_FAILURES } from "./lock-out.ts";
import type { StaffSession } from "./staff-sessions.ts";

/**
 * The second factor (or its enrolment) is done: the session may use the console, the lock-out counts
 * start again. For a resuming shift session (decision 038) it is active again from now, and the
 * trail says it was resumed, not signed in.
 */
export async function completeSignIn(db: Db, request: FastifyRequest, session: StaffSession, method: CodeKind, now: Date): Promise<StaffSession> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_sessions")
      .set({ stage: "complete", webauthn_challenge: null, last_seen_at: now.toISOString() })
      .where("id", "=", session.id)
      .execute();
    await trx
      .updateTable("staff_members")
      .set({ last_sign_in_at: now.toISOString(), ...NO_FAILURES, locked_until: null, updated_at: now.toISOString() })
      .where("id", "=", session.staffId)
      .execute();
    await recordAudit(
      trx,
      request,
      { staffId: session.staffId, role: null },
      { action: session.resuming ? "staff.session_resumed" : "staff.sign_in", recordType: method },
      now,
    );
  });
  return { ...session, stage: "complete", webauthnChallenge: null, lastSeenAt: now.toISOString(), resuming: false };
}

/** Signing out ends this session only; the member's other devices stay signed in. */
export async function endStaffSession(db: Db, request: FastifyRequest, session: StaffSession, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("id", "=", session.id).execute();
    await recordAudit(trx, request, { staffId: session.staffId, role: null }, { action: "staff.sign_out" }, now);
  });
}
