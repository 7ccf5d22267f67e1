import type { AddressAttributes, AddressLevel } from "#domain/addresses.ts";
import type { Db } from "../db/connection.ts";

const COLUMNS = ["code", "name", "level", "parent_code"] as const;

export function listAddresses(db: Db, level: AddressLevel, parentCode: string | undefined): Promise<AddressAttributes[]> {
  let query = db.selectFrom("addresses").select(COLUMNS).where("level", "=", level);
  if (parentCode !== undefined) query = query.where("parent_code", "=", parentCode);
  return query.orderBy("sort_order").execute();
}

export async function findAddresses(db: Db, codes: readonly string[]): Promise<Map<string, AddressAttributes>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom("addresses").select(COLUMNS).where("code", "in", codes).execute();
  return new Map(rows.map((row) => [row.code, row]));
}
