import type { FastifyInstance } from "fastify";
import { InviteStaff, SetStaffRoles, SetStaffStatus, StaffMemberAnswer, StaffMemberList, StaffMemberParams } from "#domain/staff/staff-accounts.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import { HttpError } from "../http/errors.ts";
import { defineRoute } from "../http/route.ts";
import { sendInvite } from "./invite-service.ts";
import { NO_FAILURES } from "./lock-out.ts";
import { createInvitedMember, keepAnActiveAdmin, setRoles } from "./member-service.ts";
import { memberById, staffMembers } from "./staff-member-queries.ts";
import type { StaffRouteContext } from "./staff-routes.ts";
import { revokeStaffSessions, staffAccess, staffRoles } from "./staff-sessions.ts";

const TAGS = ["staff"];

/** The admin's staff management: list, invite, roles, disable and enable. Reads no traveller data. */
export function memberRoutes(app: FastifyInstance, { db, sender, afterAnswer, config: { publicUrl }, clock }: StaffRouteContext): void {
  const inviting = { db, sender, afterAnswer, publicUrl, log: app.log };

  async function answer(id: string, now: Date) {
    const [member] = await staffMembers(db, now, id);
    if (!member) throw new HttpError(404, "STAFF_MEMBER_NOT_FOUND");
    return { data: member };
  }

  async function existing(id: string) {
    const member = await memberById(db, id);
    if (!member) throw new HttpError(404, "STAFF_MEMBER_NOT_FOUND");
    return member;
  }

  defineRoute(app, {
    method: "GET",
    url: "/api/staff/members",
    summary: "Every staff member: roles, status, last sign-in, second factors, lock and invitation state",
    tags: TAGS,
    response: StaffMemberList,
    access: staffAccess(db, clock, { roles: ["admin"], action: "staff.members_listed" }),
    handler: async ({ auth: admin }, request) => {
      const now = clock();
      const members = await staffMembers(db, now);
      // Staff are people too: reading their addresses and sign-in times is a read like any other.
      await recordAudit(
        db,
        request,
        admin,
        { action: "staff.members_listed", recordType: "staff_member", shown: "e-mail, name, roles, status, last sign-in, second factors" },
        now,
      );
      return { data: members };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/members",
    summary: "Invite a staff member with roles: e-mails a single-use link valid 72 hours",
    tags: TAGS,
    body: InviteStaff,
    response: StaffMemberAnswer,
    status: 201,
    access: staffAccess(db, clock, { roles: ["admin"], action: "staff.invited" }),
    handler: async ({ body, auth: admin }, request, reply) => {
      const now = clock();
      const member = await createInvitedMember(db, body, admin.staffId, now);
      await recordAudit(
        db,
        request,
        admin,
        { action: "staff.invited", recordType: "staff_member", recordId: member.id, shown: `roles ${[...new Set(body.roles)].sort().join(", ")}` },
        now,
      );
      await sendInvite({ ...inviting, log: request.log }, reply, member, admin.staffId, now);
      return answer(member.id, now);
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/staff/members/:id/invite",
    summary: "Send an invited staff member a new link; earlier links stop working",
    tags: TAGS,
    params: StaffMemberParams,
    response: StaffMemberAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "staff.invited" }),
    handler: async ({ params, auth: admin }, request, reply) => {
      const now = clock();
      const member = await existing(params.id);
      if (member.status !== "invited") throw new HttpError(409, "STAFF_ALREADY_JOINED");
      await recordAudit(db, request, admin, { action: "staff.invited", recordType: "staff_member", recordId: member.id }, now);
      await sendInvite({ ...inviting, log: request.log }, reply, member, admin.staffId, now);
      return answer(member.id, now);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/staff/members/:id/roles",
    summary: "Set a staff member's roles; their sessions end at once",
    tags: TAGS,
    params: StaffMemberParams,
    body: SetStaffRoles,
    response: StaffMemberAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "staff.roles_changed" }),
    handler: async ({ params, body, auth: admin }, request) => {
      const now = clock();
      const member = await existing(params.id);
      const before = await staffRoles(db, member.id);
      const after = [...new Set(body.roles)].sort();
      if (before.join() === after.join()) return answer(member.id, now);
      await db.transaction().execute(async (trx) => {
        if (before.includes("admin") && !after.includes("admin") && member.status === "active") await keepAnActiveAdmin(trx, member.id);
        await setRoles(trx, member.id, after, admin.staffId, now);
        await revokeStaffSessions(trx, member.id, now);
        await recordAudit(
          trx,
          request,
          admin,
          {
            action: "staff.roles_changed",
            recordType: "staff_member",
            recordId: member.id,
            shown: `roles ${before.join(", ") || "none"} → ${after.join(", ") || "none"}`,
          },
          now,
        );
      });
      return answer(member.id, now);
    },
  });

  defineRoute(app, {
    method: "PUT",
    url: "/api/staff/members/:id/status",
    summary: "Disable a staff member (their sessions end at once) or make them active again (which also lifts a lock)",
    tags: TAGS,
    params: StaffMemberParams,
    body: SetStaffStatus,
    response: StaffMemberAnswer,
    access: staffAccess(db, clock, { roles: ["admin"], action: "staff.status_changed" }),
    handler: async ({ params, body, auth: admin }, request) => {
      const now = clock();
      const member = await existing(params.id);
      if (body.status === "active" && member.status === "invited") throw new HttpError(409, "STAFF_STILL_INVITED");
      const isAdmin = (await staffRoles(db, member.id)).includes("admin");
      await db.transaction().execute(async (trx) => {
        if (body.status === "disabled" && member.status === "active" && isAdmin) await keepAnActiveAdmin(trx, member.id);
        const unlock = body.status === "active" ? { ...NO_FAILURES, locked_until: null } : {};
        await trx
          .updateTable("staff_members")
          .set({ status: body.status, ...unlock, updated_at: now.toISOString() })
          .where("id", "=", member.id)
          .execute();
        if (body.status === "disabled") await revokeStaffSessions(trx, member.id, now);
        await recordAudit(
          trx,
          request,
          admin,
          { action: "staff.status_changed", recordType: "staff_member", recordId: member.id, shown: `status ${member.status} → ${body.status}` },
          now,
        );
      });
      return answer(member.id, now);
    },
  });
}
