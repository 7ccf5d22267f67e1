import { type Kysely, sql } from "kysely";
import { tripCodeOf } from "#domain/trip-code.ts";

/**
 * The short trip code under every trip QR (decision 037): derived from the QR ID
 * and stored, unique, so a typed code finds one trip by an index. Trips that already have a QR get
 * theirs here; should two of them derive the same code, the newest keeps it and the older (most likely expired) none: its QR still scans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("visit_histories").addColumn("trip_code", "text").execute();
  await db.schema.createIndex("visit_histories_trip_code").unique().on("visit_histories").column("trip_code").execute();
  const { rows } = await sql<{ id: string; qr_id: string }>`select id, qr_id from visit_histories where qr_id is not null order by created_at desc`.execute(db);
  const taken = new Set<string>();
  for (const row of rows) {
    const code = tripCodeOf(row.qr_id);
    if (taken.has(code)) continue;
    taken.add(code);
    await sql`update visit_histories set trip_code = ${code} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("visit_histories_trip_code").execute();
  await db.schema.alterTable("visit_histories").dropColumn("trip_code").execute();
}
