import { randomUUID } from "node:crypto";
import { CONFIRM_LINK_VALID_HOURS, type LinkPurpose, RESET_LINK_VALID_MINUTES } from "#domain/establishments.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { randomToken } from "../security/random-tokens.ts";
import { hashToken } from "../sign-in/sessions.ts";

const VALID_MS: Record<LinkPurpose, number> = {
  confirm_email: CONFIRM_LINK_VALID_HOURS * 3_600_000,
  reset_password: RESET_LINK_VALID_MINUTES * 60_000,
};

/** A new single-use link token for the account; its earlier unused links of the same purpose stop working. Kept only as a hash. */
export async function issueLink(db: Db, accountId: string, purpose: LinkPurpose, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("establishment_links").where("account_id", "=", accountId).where("purpose", "=", purpose).where("used_at", "is", null).execute();
    await trx
      .insertInto("establishment_links")
      .values({
        id: randomUUID(),
        account_id: accountId,
        purpose,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + VALID_MS[purpose]).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return token;
}

/**
 * Spends the link of `token`: answers its account, or refuses (404 unknown, 410 used or expired).
 * Marking it used is conditional on it being unused, so two requests with one link cannot both pass.
 */
export async function spendLink(db: Db, token: string, purpose: LinkPurpose, now: Date): Promise<string> {
  const link = await db
    .selectFrom("establishment_links")
    .select(["id", "account_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!link) throw new HttpError(404, "ESTABLISHMENT_LINK_INVALID");
  if (link.used_at !== null) throw new HttpError(410, "ESTABLISHMENT_LINK_USED");
  if (link.expires_at <= now.toISOString()) throw new HttpError(410, "ESTABLISHMENT_LINK_EXPIRED");
  const spent = await db
    .updateTable("establishment_links")
    .set({ used_at: now.toISOString() })
    .where("id", "=", link.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw new HttpError(410, "ESTABLISHMENT_LINK_USED");
  return link.account_id;
}
