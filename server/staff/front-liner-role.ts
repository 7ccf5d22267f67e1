import type { Db } from "../db/connection.ts";

/**
 * Front-liners scan in the traveller app (docs/product-spec.md, part 6: the profile's is_front_liner flag opens its
 * scanner), signed in there with the same work e-mail an admin gave the staff role front_liner to.
 * Answers that staff member's id, or undefined when the account is not an active front-liner.
 */
export async function frontLinerStaffId(db: Db, email: string | null): Promise<string | undefined> {
  if (!email) return undefined;
  const row = await db
    .selectFrom("staff_members")
    .innerJoin("staff_roles", "staff_roles.staff_id", "staff_members.id")
    .select("staff_members.id")
    .where("staff_members.email", "=", email)
    .where("staff_members.status", "=", "active")
    .where("staff_roles.role", "=", "front_liner")
    .executeTakeFirst();
  return row?.id;
}
