import type { Db } from "../db/connection.ts";
import type { HealthStore } from "../db/stores/health/health-form-queries.ts";
import { deleteAccount, type DeletionLog } from "../profile/account-deletion-service.ts";
import type { UploadStorage } from "../uploads/storage.ts";

const GUESTS_PER_QUERY = 500;

/**
 * Guest accounts nobody can come back to and that hold nothing the law keeps: no session still
 * running (a guest cannot sign in again), no trip (border data, deleted 60 days after arrival) and
 * no check-in (30 days). A guest who has just arrived has a running session, so is never among them.
 */
function leftGuests(db: Db, now: Date) {
  return db
    .selectFrom("users")
    .select("users.id")
    .where("users.is_guest", "=", 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("sessions")
            .select("sessions.id")
            .whereRef("sessions.user_id", "=", "users.id")
            .where("sessions.revoked_at", "is", null)
            .where("sessions.expires_at", ">", now.toISOString()),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("visit_histories").select("visit_histories.id").whereRef("visit_histories.user_id", "=", "users.id"))),
    )
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("visits").select("visits.id").whereRef("visits.user_id", "=", "users.id"))))
    .limit(GUESTS_PER_QUERY);
}

/**
 * Deletes each such guest account as the guest's own deletion does (decision 007): uploads, health
 * records, notifications and the rest; the customs declarations and surveys of their trips stay, as
 * the law keeps them. Each account goes alone, so a run cut short leaves the rest for the next one.
 * Returns how many went.
 */
export async function deleteLeftGuests(
  db: Db,
  { health, uploads, log }: { health: HealthStore; uploads: UploadStorage; log: DeletionLog },
  now: Date,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const guests = await leftGuests(db, now).execute();
    for (const guest of guests) await deleteAccount(db, health, uploads, guest.id, log);
    deleted += guests.length;
    if (guests.length < GUESTS_PER_QUERY) return deleted;
  }
}
