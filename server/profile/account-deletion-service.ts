import type { Db } from "../db/connection.ts";
import { deleteHealthDataOf, type HealthStore } from "../db/stores/health/health-form-queries.ts";
import type { UploadStorage } from "../uploads/storage.ts";

/** Where a file that would not go is reported; never with personal data. */
export interface DeletionLog {
  error: (fields: object, message: string) => void;
}

/**
 * Deletes an account and everything it owns (docs/decisions/007-account-deletion.md). The health
 * store's records go first: should that fail, the account is still there to try again. The core
 * rows go in one transaction, so a failure leaves the account whole; the uploaded files go after
 * it, since a file left behind by a failed removal is unreachable once its row is gone. The
 * traveller's own deletion and the retention job's deletion of a guest account that has nothing
 * left (decision 035) both come here.
 */
export async function deleteAccount(db: Db, health: HealthStore, storage: UploadStorage, userId: string, log: DeletionLog): Promise<void> {
  await deleteHealthDataOf(health, userId);
  const storageKeys = await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select(["email", "mobile_number"]).where("id", "=", userId).executeTakeFirst();
    if (!user) return [];
    const uploads = await trx.selectFrom("uploads").select("storage_key").where("user_id", "=", userId).execute();
    const identities = [user.email, user.mobile_number].filter((value): value is string => value !== null);
    if (identities.length) {
      // Codes in flight and the development outbox name the person too.
      await trx
        .deleteFrom("otp_requests")
        .where((where) => where.or([where("destination", "in", identities), where("mobile_number", "in", identities)]))
        .execute();
      await trx.deleteFrom("outbox_messages").where("recipient", "in", identities).execute();
    }
    // Check-ins stay for contact tracing until the retention job purges them (decision 007): only detached.
    await trx.updateTable("visits").set({ user_id: null }).where("user_id", "=", userId).execute();
    // Trips too: the customs declaration and survey they refer to are kept as the law says (decision 007).
    await trx.updateTable("visit_histories").set({ user_id: null }).where("user_id", "=", userId).execute();
    for (const table of ["uploads", "family_members", "push_subscriptions", "notifications", "sessions", "login_handoffs", "oauth_identities"] as const) {
      await trx.deleteFrom(table).where("user_id", "=", userId).execute();
    }
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    return uploads.map((upload) => upload.storage_key);
  });
  for (const key of storageKeys) {
    try {
      await storage.remove(key);
    } catch (error) {
      log.error({ err: error }, "an uploaded file of a deleted account could not be removed");
    }
  }
}
