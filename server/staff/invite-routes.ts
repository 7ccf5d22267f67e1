import type { FastifyInstance } from "fastify";
import { MessageAnswer } from "#domain/accounts.ts";
import { InviteAnswer, InviteParams, STAFF_MESSAGES, StaffMeAnswer, StaffTotpCode } from "#domain/staff/staff-accounts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { defineRoute } from "../http/route.ts";
import { openInvite } from "./invite-service.ts";
import { failedCode, NO_FAILURES, refuseIfLocked } from "./lock-out.ts";
import { mailStaffCode } from "./code-mailing.ts";
import { consumeStaffCode } from "./staff-codes.ts";
import { newSessionMe } from "./staff-member-queries.ts";
import type { StaffRouteContext } from "./staff-routes.ts";
import { setStaffCookie, startStaffSession } from "./staff-sessions.ts";
import { STAFF_LIMITS, staffLimit } from "./staff-throttle.ts";

const TAGS = ["staff"];

/** An invited member opens the link, proves the address with an e-mail code, and goes on to enrol a second factor. */
export function inviteRoutes(
  app: FastifyInstance,
  { db, sender, serverSecret, config: { production, demoStaff }, clock, afterAnswer }: StaffRouteContext,
): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/staff/invites/:token",
    summary: "The invitation a link carries: whom it is for and until when it works",
    tags: TAGS,
    params: InviteParams,
    response: InviteAnswer,
    handler: async ({ params }) => {
      const invite = await openInvite(db, params.token, clock());
      return { data: { email: invite.email, display_name: invite.display_name, expires_at: invite.expires_at } };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/invites/:token/code",
    summary: "Send a sign-in code to the invited address (after answering)",
    tags: TAGS,
    params: InviteParams,
    response: MessageAnswer,
    status: 202,
    handler: async ({ params }, request, reply) => {
      const now = clock();
      await staffLimit(db, serverSecret, reply, STAFF_LIMITS.codesPerAddress, request.ip, now);
      const invite = await openInvite(db, params.token, now);
      await staffLimit(db, serverSecret, reply, STAFF_LIMITS.codesPerEmail, `staff:${invite.email}`, now);
      afterAnswer.run(reply, () =>
        mailStaffCode({ db, sender, secret: serverSecret, demoStaff, log: request.log }, { id: invite.staff_id, email: invite.email }, now),
      );
      return { message: STAFF_MESSAGES.codeSent };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/invites/:token/accept",
    summary: "Accept the invitation with the e-mailed code: the account becomes active and a session starts at second-factor enrolment",
    tags: TAGS,
    params: InviteParams,
    body: StaffTotpCode,
    response: StaffMeAnswer,
    handler: async ({ params, body }, request, reply) => {
      const now = clock();
      await staffLimit(db, serverSecret, reply, STAFF_LIMITS.attemptsPerAddress, request.ip, now);
      const invite = await openInvite(db, params.token, now);
      await refuseIfLocked(db, request, { id: invite.staff_id, locked_until: invite.locked_until }, "email_code", now);
      if (!(await consumeStaffCode(db, serverSecret, invite.staff_id, body.code, now)))
        return failedCode(db, request, invite.staff_id, "email_code", "code", now);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable("staff_invites").set({ used_at: now.toISOString() }).where("id", "=", invite.id).execute();
        await trx
          .updateTable("staff_members")
          .set({ status: "active", ...NO_FAILURES, locked_until: null, updated_at: now.toISOString() })
          .where("id", "=", invite.staff_id)
          .execute();
        await recordAudit(
          trx,
          request,
          { staffId: invite.staff_id, role: null },
          { action: "staff.invite_accepted", recordType: "staff_invite", recordId: invite.id },
          now,
        );
      });
      setStaffCookie(reply, await startStaffSession(db, invite.staff_id, "enrolment", now), production);
      return { data: await newSessionMe(db, { id: invite.staff_id, email: invite.email }, "enrolment", now) };
    },
  });
}
