import {
  type AdminEstablishment,
  ESTABLISHMENT_PAGE_SIZE,
  type EstablishmentStatus,
  establishmentStatus,
  RECENT_CHECK_IN_DAYS,
} from "#domain/establishment-admin.ts";
import type { Db } from "../db/connection.ts";

const ACCOUNT_COLUMNS = ["id", "organisation_name", "email", "created_at", "email_confirmed_at", "disabled_at", "disabled_reason"] as const;

/** `%` and `_` typed by the admin are looked for as themselves. */
const likePattern = (typed: string) => `%${typed.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Accounts whose name, e-mail address or branch name holds `q`, newest first, with their branches and
 * their recent check-in count (the only thing of their guests an admin sees).
 */
export async function listEstablishments(
  db: Db,
  filter: { q: string; status: EstablishmentStatus | "all"; ids?: string[] },
  now: Date,
): Promise<AdminEstablishment[]> {
  let query = db.selectFrom("establishment_accounts").select(ACCOUNT_COLUMNS);
  if (filter.ids) query = query.where("id", "in", filter.ids);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["organisation_name"]), "like", eb.val(pattern)),
        eb(eb.fn("lower", ["email"]), "like", eb.val(pattern)),
        eb.exists(
          eb
            .selectFrom("establishments")
            .select("establishments.id")
            .whereRef("establishments.account_id", "=", "establishment_accounts.id")
            .where((branch) => branch.or([branch(branch.fn("lower", ["name"]), "like", pattern), branch(branch.fn("lower", ["branch"]), "like", pattern)])),
        ),
      ]),
    );
  }
  if (filter.status === "disabled") query = query.where("disabled_at", "is not", null);
  if (filter.status === "active") query = query.where("disabled_at", "is", null).where("email_confirmed_at", "is not", null);
  if (filter.status === "unconfirmed") query = query.where("disabled_at", "is", null).where("email_confirmed_at", "is", null);
  const accounts = await query.orderBy("created_at", "desc").orderBy("id").limit(ESTABLISHMENT_PAGE_SIZE).execute();
  if (accounts.length === 0) return [];
  const ids = accounts.map((account) => account.id);
  const branches = await db
    .selectFrom("establishments")
    .select(["id", "name", "branch", "account_id"])
    .where("account_id", "in", ids)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const since = new Date(now.getTime() - RECENT_CHECK_IN_DAYS * 86_400_000).toISOString();
  const counts = await db
    .selectFrom("visits")
    .innerJoin("establishments", "establishments.id", "visits.establishment_id")
    .select(["establishments.account_id", (eb) => eb.fn.countAll<string | number>().as("check_ins")])
    .where("establishments.account_id", "in", ids)
    .where("visits.started_at", ">=", since)
    .groupBy("establishments.account_id")
    .execute();
  const checkIns = new Map(counts.map((count) => [count.account_id, Number(count.check_ins)]));
  return accounts.map((account) => ({
    ...account,
    status: establishmentStatus(account),
    branches: branches.filter((branch) => branch.account_id === account.id).map(({ id, name, branch }) => ({ id, name, branch })),
    recent_check_ins: checkIns.get(account.id) ?? 0,
  }));
}

/** Disables (a time and a reason) or enables (null) the account and, with it, every branch's door; false when no such account. */
export async function setEstablishmentDisabled(db: Db, accountId: string, disabled: { at: string; reason: string } | null): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("establishment_accounts")
      .set({ disabled_at: disabled?.at ?? null, disabled_reason: disabled?.reason ?? null })
      .where("id", "=", accountId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .updateTable("establishments")
      .set({ disabled_at: disabled?.at ?? null })
      .where("account_id", "=", accountId)
      .execute();
    return true;
  });
}
