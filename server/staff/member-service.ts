import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";

type Executor = Db | Transaction<CoreDatabase>;

/** Writes a new member with status "invited" and their roles; 409 when the address already has an account. */
export async function createInvitedMember(
  db: Db,
  member: { email: string; display_name: string; roles: readonly StaffRole[] },
  grantedBy: string | null,
  now: Date,
): Promise<{ id: string; email: string; display_name: string }> {
  const taken = await db.selectFrom("staff_members").select("id").where("email", "=", member.email).executeTakeFirst();
  if (taken) throw new HttpError(409, "STAFF_EMAIL_TAKEN");
  const id = randomUUID();
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("staff_members")
      .values({
        id,
        email: member.email,
        display_name: member.display_name,
        status: "invited",
        totp_secret: null,
        totp_enrolled_at: null,
        locked_until: null,
        last_sign_in_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await setRoles(trx, id, member.roles, grantedBy, now);
  });
  return { id, email: member.email, display_name: member.display_name };
}

export async function setRoles(db: Executor, staffId: string, roles: readonly StaffRole[], grantedBy: string | null, now: Date): Promise<void> {
  await db.deleteFrom("staff_roles").where("staff_id", "=", staffId).execute();
  const unique = [...new Set(roles)];
  if (unique.length === 0) return;
  await db
    .insertInto("staff_roles")
    .values(unique.map((role) => ({ staff_id: staffId, role, granted_by: grantedBy, granted_at: now.toISOString() })))
    .execute();
}

/** 409 when the change would leave no active admin (nobody could manage staff any more). */
export async function keepAnActiveAdmin(db: Executor, changing: string): Promise<void> {
  const others = await db
    .selectFrom("staff_members")
    .innerJoin("staff_roles", "staff_roles.staff_id", "staff_members.id")
    .select("staff_members.id")
    .where("staff_roles.role", "=", "admin")
    .where("staff_members.status", "=", "active")
    .where("staff_members.id", "!=", changing)
    .executeTakeFirst();
  if (!others) throw new HttpError(409, "LAST_ADMIN");
}
