import { STAFF_UNUSED_DISABLE_DAYS } from "#domain/staff/staff-roles.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";

/**
 * Active accounts that have not signed in for 90 days (or never, 90 days after they were created)
 * and did nothing audited in that time are disabled and their sessions end; each is audited as the
 * system's own act (no staff member). A front-liner scans in the traveller app and may never sign in
 * to the console: their audited scans are their use. Returns how many were disabled.
 */
export async function disableUnusedStaffAccounts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - STAFF_UNUSED_DISABLE_DAYS * 24 * 3_600_000).toISOString();
  const unused = await db
    .selectFrom("staff_members")
    .select("id")
    .where("status", "=", "active")
    .where((eb) => eb.or([eb("last_sign_in_at", "<", before), eb.and([eb("last_sign_in_at", "is", null), eb("created_at", "<", before)])]))
    .execute();
  const idle = [];
  for (const member of unused) {
    // The member's newest record, found through the (staff_id, seq) index however long their history.
    const latest = await db.selectFrom("audit_events").select("at").where("staff_id", "=", member.id).orderBy("seq", "desc").limit(1).executeTakeFirst();
    if (!latest || latest.at < before) idle.push(member);
  }
  for (const { id } of idle) {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_members")
        .set({ status: "disabled", updated_at: now.toISOString() })
        .where("id", "=", id)
        .where("status", "=", "active")
        .execute();
      await trx.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("staff_id", "=", id).where("revoked_at", "is", null).execute();
      await recordAudit(trx, null, { staffId: null, role: null }, { action: "staff.disabled_unused", recordType: "staff_member", recordId: id }, now);
    });
  }
  return idle.length;
}
