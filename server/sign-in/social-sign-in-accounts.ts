import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection.ts";
import type { ProviderIdentity } from "./social-sign-in-service.ts";

/**
 * The account a provider identity signs into: the one linked to it before, else the one with the same
 * verified e-mail address, else a new one. The identity is linked to the account for next time.
 */
export async function accountForIdentity(db: Db, providerId: string, identity: ProviderIdentity, now = new Date()): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom("oauth_identities")
      .select("user_id")
      .where("provider", "=", providerId)
      .where("subject", "=", identity.subject)
      .executeTakeFirst();
    if (linked) return linked.user_id;
    const sameEmail = identity.verifiedEmail
      ? await trx.selectFrom("users").select("id").where("email", "=", identity.verifiedEmail).executeTakeFirst()
      : undefined;
    let userId = sameEmail?.id;
    if (!userId) {
      userId = randomUUID();
      await trx
        .insertInto("users")
        .values({
          id: userId,
          email: identity.verifiedEmail ?? null,
          is_guest: 0,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
    }
    await trx.insertInto("oauth_identities").values({ provider: providerId, subject: identity.subject, user_id: userId }).execute();
    return userId;
  });
}
