import type { FastifyInstance } from "fastify";
import { RECOVERY_CODE_COUNT, RecoveryCodesAnswer, RecoveryCodesStatusAnswer, StaffMeAnswer, StaffRecoveryCode } from "#domain/staff/staff-accounts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { defineRoute } from "../http/route.ts";
import { failedCode, refuseIfLocked } from "./lock-out.ts";
import { issueRecoveryCodes, recoveryCodesLeft, spendRecoveryCode } from "./recovery-codes.ts";
import { sessionMember, staffMe } from "./staff-member-queries.ts";
import type { StaffRouteContext } from "./staff-routes.ts";
import { staffSessionAccess } from "./staff-sessions.ts";
import { attemptAccess } from "./staff-throttle.ts";

const TAGS = ["staff"];

/**
 * Recovery codes (decision 057): one stands in for a lost second factor once. It passes the sign-in's
 * second step, retires the factors the member lost, and leaves the session enrolling: the console
 * opens only once a new factor is set up, which issues a new set of codes.
 */
export function recoveryCodeRoutes(app: FastifyInstance, { db, serverSecret, clock }: StaffRouteContext): void {
  defineRoute(app, {
    method: "POST",
    url: "/api/staff/sign-in/recovery-code",
    summary:
      "Confirm the sign-in with a single-use recovery code instead of the lost second factor: the code is spent, the old factors retired, and the session must set up a new factor",
    tags: TAGS,
    body: StaffRecoveryCode,
    response: StaffMeAnswer,
    access: attemptAccess(db, { secret: serverSecret, clock, stages: ["second_factor"] }),
    handler: async ({ body, auth: session }, request) => {
      const now = clock();
      const member = await sessionMember(db, session);
      await refuseIfLocked(db, request, member, "recovery_code", now);
      const recovered = await db.transaction().execute(async (trx) => {
        if (!(await spendRecoveryCode(trx, serverSecret, member.id, body.code, now))) return false;
        const { left } = await recoveryCodesLeft(trx, member.id);
        await trx
          .updateTable("staff_members")
          .set({ totp_secret: null, totp_enrolled_at: null, totp_last_step: null, updated_at: now.toISOString() })
          .where("id", "=", member.id)
          .execute();
        await trx.deleteFrom("staff_passkeys").where("staff_id", "=", member.id).execute();
        await trx.updateTable("staff_sessions").set({ stage: "enrolment", webauthn_challenge: null }).where("id", "=", session.id).execute();
        await recordAudit(
          trx,
          request,
          { staffId: member.id, role: null },
          { action: "staff.recovery_code_used", recordType: "recovery_code", shown: `${left} of ${RECOVERY_CODE_COUNT} codes left; second factors retired` },
          now,
        );
        return true;
      });
      if (!recovered) return failedCode(db, request, member.id, "recovery_code", "code", now);
      return { data: await staffMe(db, { ...session, stage: "enrolment" }, now) };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/security/recovery-codes",
    summary: "How many of the signed-in member's recovery codes are unused, and when the set was issued (never the codes)",
    tags: TAGS,
    response: RecoveryCodesStatusAnswer,
    access: staffSessionAccess(db, clock, ["complete"]),
    handler: async ({ auth: session }) => {
      const { left, issuedAt } = await recoveryCodesLeft(db, session.staffId);
      return { data: { left, issued_at: issuedAt } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/security/recovery-codes",
    summary: "Issue the signed-in member ten new recovery codes, shown once; the old ones, used or not, stop working",
    tags: TAGS,
    response: RecoveryCodesAnswer,
    access: staffSessionAccess(db, clock, ["complete"]),
    handler: async ({ auth: session }, request) => {
      const now = clock();
      const codes = await db.transaction().execute(async (trx) => {
        await recordAudit(
          trx,
          request,
          { staffId: session.staffId, role: null },
          { action: "staff.recovery_codes_issued", recordType: "recovery_code", shown: `${RECOVERY_CODE_COUNT} codes` },
          now,
        );
        return issueRecoveryCodes(trx, serverSecret, session.staffId, now);
      });
      return { data: { codes, issued_at: now.toISOString() } };
    },
  });
}
