import { sql } from "kysely";
import type { CustomsStore } from "./customs-queries.ts";

/** The customs store's reads for the desk as a queue (decision 037): an officer's shift, a day's arrivals. */

const asNumber = (value: number | string | bigint | null) => Number(value ?? 0);

/** Trips this officer decided on (first decision, amendment or override) since `since`. */
export async function tripsDecidedSince(db: CustomsStore, staffId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("customs_decision_entries")
    .select((eb) => eb.fn.count<number | string | bigint>("visit_history_id").distinct().as("trips"))
    .where("staff_id", "=", staffId)
    .where("decided_at", ">=", since)
    .executeTakeFirstOrThrow();
  return asNumber(row.trips);
}

/** This officer's last decisions, newest first, one per trip. */
export async function lastDecidedTrips(db: CustomsStore, staffId: string, limit: number): Promise<{ visit_history_id: string; decided_at: string }[]> {
  // A few entries more than asked: amendments of one trip in a row count once.
  const entries = await db
    .selectFrom("customs_decision_entries")
    .select(["visit_history_id", "decided_at"])
    .where("staff_id", "=", staffId)
    .orderBy("decided_at", "desc")
    .limit(limit * 5)
    .execute();
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.visit_history_id) && seen.add(entry.visit_history_id)).slice(0, limit);
}

export interface ArrivalGroupRow {
  transport_type: "AIR" | "SEA";
  carrier: string;
  carrier_name: string | null;
  declarations: number;
  travellers: number;
  with_referrals: number;
  decided: number;
}

const decidedCase = sql<number>`case when exists (select 1 from customs_decision_entries e where e.visit_history_id = customs_declarations.visit_history_id) then 1 else 0 end`;

/** A day's declarations counted by flight or vessel, those with most referrals first: one pass over the arrival index. */
export async function arrivalGroups(db: CustomsStore, date: string): Promise<ArrivalGroupRow[]> {
  const rows = await db
    .selectFrom("customs_declarations")
    .select((eb) => [
      "transport_type",
      "carrier",
      eb.fn.max("carrier_name").as("carrier_name"),
      eb.fn.countAll<number | string | bigint>().as("declarations"),
      eb.fn.sum<number | string | bigint>("party_size").as("travellers"),
      eb.fn.sum<number | string | bigint>(sql`case when referral_count > 0 then 1 else 0 end`).as("with_referrals"),
      eb.fn.sum<number | string | bigint>(decidedCase).as("decided"),
    ])
    .where("arrival_date", "=", date)
    .groupBy(["transport_type", "carrier"])
    .execute();
  return rows
    .map((row) => ({
      transport_type: row.transport_type === "SEA" ? ("SEA" as const) : ("AIR" as const),
      carrier: row.carrier ?? "",
      carrier_name: row.carrier_name ?? null,
      declarations: asNumber(row.declarations),
      travellers: asNumber(row.travellers),
      with_referrals: asNumber(row.with_referrals),
      decided: asNumber(row.decided),
    }))
    .sort((a, b) => b.with_referrals - a.with_referrals || b.declarations - a.declarations || a.carrier.localeCompare(b.carrier));
}

export interface ArrivalDeclarationRow {
  visit_history_id: string;
  party_size: number;
  referral_count: number;
}

/** One flight's or vessel's declarations that day, most referral reasons first. */
export async function arrivalDeclarations(
  db: CustomsStore,
  group: { date: string; transport_type: "AIR" | "SEA"; carrier: string },
): Promise<ArrivalDeclarationRow[]> {
  const rows = await db
    .selectFrom("customs_declarations")
    .select(["visit_history_id", "party_size", "referral_count"])
    .where("arrival_date", "=", group.date)
    .where("transport_type", "=", group.transport_type)
    .where("carrier", "=", group.carrier)
    .execute();
  return rows
    .map((row) => ({
      visit_history_id: row.visit_history_id,
      party_size: row.party_size ?? 1,
      referral_count: row.referral_count ?? 0,
    }))
    .sort((a, b) => b.referral_count - a.referral_count || a.visit_history_id.localeCompare(b.visit_history_id));
}
