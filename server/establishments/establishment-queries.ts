import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Branch, BranchResource } from "#domain/establishments.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

type BranchRow = Selectable<CoreDatabase["establishments"]>;
const BRANCH_COLUMNS = ["id", "name", "branch", "label", "logo", "address", "visit_minutes", "latitude", "longitude", "qr_type"] as const;

export function findAccountByEmail(db: Db, email: string) {
  return db.selectFrom("establishment_accounts").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findAccount(db: Db, id: string) {
  return db
    .selectFrom("establishment_accounts")
    .select(["id", "email", "organisation_name", "email_confirmed_at", "disabled_at"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Undefined when the e-mail address already has an account. */
export async function insertAccount(
  db: Db,
  account: { email: string; organisation_name: string; password_hash: string; email_confirmed_at: string | null },
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .insertInto("establishment_accounts")
    .values({ ...account, id: randomUUID(), created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id;
}

function toResource(row: Pick<BranchRow, (typeof BRANCH_COLUMNS)[number]>, visitorsToday: number): BranchResource {
  const { id, visit_minutes, ...rest } = row;
  return { id, type: "establishment", attributes: { ...rest, visit_minutes: Number(visit_minutes), visitors_today: visitorsToday } };
}

/** The account's branches, oldest first, each with the visits started within [from, to). */
export async function listBranches(db: Db, accountId: string, day: { start: Date; end: Date }): Promise<BranchResource[]> {
  const rows = await db.selectFrom("establishments").select(BRANCH_COLUMNS).where("account_id", "=", accountId).orderBy("created_at").orderBy("id").execute();
  if (rows.length === 0) return [];
  const counts = await db
    .selectFrom("visits")
    .select(["establishment_id", (eb) => eb.fn.countAll<string | number>().as("visitors")])
    .where(
      "establishment_id",
      "in",
      rows.map((row) => row.id),
    )
    .where("started_at", ">=", day.start.toISOString())
    .where("started_at", "<", day.end.toISOString())
    .groupBy("establishment_id")
    .execute();
  const byBranch = new Map(counts.map((count) => [count.establishment_id, Number(count.visitors)]));
  return rows.map((row) => toResource(row, byBranch.get(row.id) ?? 0));
}

export async function findOwnBranch(db: Db, accountId: string, id: string, day: { start: Date; end: Date }) {
  const branches = await listBranches(db, accountId, day);
  return branches.find((branch) => branch.id === id);
}

export async function insertBranch(db: Db, accountId: string, branch: Branch, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("establishments")
    .values({ ...branch, id, account_id: accountId, logo: "", qr_type: "ESTABLISHMENT", created_at: now.toISOString() })
    .execute();
  return id;
}

/** False when no branch of this account has that id. */
export async function updateBranch(db: Db, accountId: string, id: string, branch: Branch): Promise<boolean> {
  const result = await db.updateTable("establishments").set(branch).where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The logo of one of the account's branches; undefined when the account has no branch with that id. */
export async function findOwnBranchLogo(db: Db, accountId: string, id: string): Promise<string | undefined> {
  const row = await db.selectFrom("establishments").select("logo").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return row?.logo;
}

/** False when no branch of this account has that id. */
export async function setBranchLogo(db: Db, accountId: string, id: string, logo: string): Promise<boolean> {
  const result = await db.updateTable("establishments").set({ logo }).where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function branchHasVisits(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom("visits").select("id").where("establishment_id", "=", id).limit(1).executeTakeFirst()) !== undefined;
}

export async function deleteBranch(db: Db, accountId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom("establishments").where("id", "=", id).where("account_id", "=", accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function confirmEmail(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .updateTable("establishment_accounts")
    .set({ email_confirmed_at: now.toISOString() })
    .where("id", "=", accountId)
    .where("email_confirmed_at", "is", null)
    .execute();
}

export async function setPassword(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db.updateTable("establishment_accounts").set({ password_hash: passwordHash }).where("id", "=", accountId).execute();
}

/** The demo branch goes to the demo account; a branch already owned is left alone. */
export async function assignUnownedBranch(db: Db, branchId: string, accountId: string): Promise<void> {
  await db.updateTable("establishments").set({ account_id: accountId }).where("id", "=", branchId).where("account_id", "is", null).execute();
}
