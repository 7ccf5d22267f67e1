import { recoveryCodesLeft } from "./recovery-codes.ts";
import { type StaffMe, type StaffMember } from "#domain/staff/staff-accounts.ts";
import { STAFF_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS } from "#domain/staff/staff-roles.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { type StaffSession, staffRoles } from "./staff-sessions.ts";

const MEMBER_COLUMNS = ["id", "email", "display_name", "status", "totp_secret", "totp_enrolled_at", "locked_until", "last_sign_in_at", "created_at"] as const;

export function memberByEmail(db: Db, email: string) {
  return db.selectFrom("staff_members").select(MEMBER_COLUMNS).where("email", "=", email).executeTakeFirst();
}

export function memberById(db: Db, id: string) {
  return db.selectFrom("staff_members").select(MEMBER_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** The member a session belongs to; a member removed under a live session ends it. */
export async function sessionMember(db: Db, session: Pick<StaffSession, "staffId">) {
  const member = await memberById(db, session.staffId);
  if (!member) throw new HttpError(401, "STAFF_SESSION_ENDED");
  return member;
}

async function passkeyCount(db: Db, staffId: string): Promise<number> {
  const row = await db
    .selectFrom("staff_passkeys")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("staff_id", "=", staffId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the member has a second factor to sign in with; without one, sign-in leads to enrolment. */
/** Unused recovery codes count too: after one was used, the e-mail code alone must not let anyone enrol a factor (decision 057). */
export async function hasSecondFactor(db: Db, member: { id: string; totp_enrolled_at: string | null }): Promise<boolean> {
  return member.totp_enrolled_at !== null || (await passkeyCount(db, member.id)) > 0 || (await recoveryCodesLeft(db, member.id)).left > 0;
}

/**
 * Who is signed in. The session's last_seen_at is written at most once a minute, so the idle end
 * shown is counted from a minute ago at the latest: never later than the server's.
 */
export async function staffMe(
  db: Db,
  session: Pick<StaffSession, "staffId" | "email" | "stage" | "lastSeenAt" | "expiresAt" | "resuming">,
  now: Date,
): Promise<StaffMe> {
  const member = await db.selectFrom("staff_members").select(["display_name", "totp_enrolled_at"]).where("id", "=", session.staffId).executeTakeFirstOrThrow();
  const seen = Math.max(new Date(session.lastSeenAt).getTime(), now.getTime() - 60_000);
  return {
    id: session.staffId,
    email: session.email,
    display_name: member.display_name,
    roles: await staffRoles(db, session.staffId),
    stage: session.stage,
    has_totp: member.totp_enrolled_at !== null,
    passkey_count: await passkeyCount(db, session.staffId),
    idle_expires_at: new Date(seen + STAFF_IDLE_MINUTES * 60_000).toISOString(),
    expires_at: session.expiresAt,
    resuming: session.resuming,
  };
}

/** Who was just signed in by startStaffSession at `stage`. */
export function newSessionMe(db: Db, member: { id: string; email: string }, stage: StaffSession["stage"], now: Date): Promise<StaffMe> {
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 3_600_000).toISOString();
  return staffMe(db, { staffId: member.id, email: member.email, stage, lastSeenAt: now.toISOString(), expiresAt, resuming: false }, now);
}

/** Staff members (all, or the one with `id`) for the admin: account state only, nothing about any traveller. */
export async function staffMembers(db: Db, now: Date, id?: string): Promise<StaffMember[]> {
  let query = db.selectFrom("staff_members").select(MEMBER_COLUMNS).orderBy("email");
  if (id !== undefined) query = query.where("id", "=", id);
  const members = await query.execute();
  const roles = await db.selectFrom("staff_roles").select(["staff_id", "role"]).orderBy("role").execute();
  const passkeys = await db
    .selectFrom("staff_passkeys")
    .select((eb) => ["staff_id", eb.fn.countAll<number | string | bigint>().as("count")])
    .groupBy("staff_id")
    .execute();
  const invites = await db
    .selectFrom("staff_invites")
    .select((eb) => ["staff_id", eb.fn.max("expires_at").as("expires_at")])
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .groupBy("staff_id")
    .execute();
  return members.map((member) => ({
    id: member.id,
    type: "staff_member",
    attributes: {
      email: member.email,
      display_name: member.display_name,
      status: member.status,
      roles: roles.filter((row) => row.staff_id === member.id).map((row) => row.role),
      has_totp: member.totp_enrolled_at !== null,
      passkey_count: Number(passkeys.find((row) => row.staff_id === member.id)?.count ?? 0),
      last_sign_in_at: member.last_sign_in_at,
      locked_until: member.locked_until !== null && member.locked_until > now.toISOString() ? member.locked_until : null,
      invite_expires_at: invites.find((row) => row.staff_id === member.id)?.expires_at ?? null,
      created_at: member.created_at,
    },
  }));
}
