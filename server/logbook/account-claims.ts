import type { Transaction } from "kysely";
import { type AccountIdentity, accountPersonKey, phonePersonKey } from "#domain/person-key.ts";
import type { CoreDatabase } from "../db/schema.ts";

/**
 * An account's holder may have checked in as a guest before the account had their name (decision
 * 034, "The reverse"): their guest visits and guest case status, kept under their phone and name,
 * become the account's, so one person is one key across routes from then on. A status the account
 * has of its own stays.
 */
export async function claimGuestRecords(trx: Transaction<CoreDatabase>, account: AccountIdentity): Promise<void> {
  if (!account.mobile_number || !account.first_name || !account.last_name) return;
  const guestKey = phonePersonKey(account.mobile_number, account);
  const accountKey = accountPersonKey(account.id);
  await trx.updateTable("visits").set({ person_key: accountKey }).where("person_key", "=", guestKey).execute();
  const status = await trx.selectFrom("guest_case_statuses").select(["case_status", "health_status"]).where("person_key", "=", guestKey).executeTakeFirst();
  if (!status) return;
  await trx
    .updateTable("users")
    .set({ case_status: status.case_status, health_status: status.health_status })
    .where("id", "=", account.id)
    .where("case_status", "is", null)
    .execute();
  await trx.deleteFrom("guest_case_statuses").where("person_key", "=", guestKey).execute();
}
