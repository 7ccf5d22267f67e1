import type { Kysely } from "kysely";
import { keyNewGuestVisits } from "../../tracing/person-search-queries.ts";
import type { Db } from "../connection.ts";

/**
 * Guests found by name and number (decision 034): each person seen as a guest points at their
 * latest visit (`guest_names`, deleted with it), with the words of that visit's names as written and
 * by their sound (`guest_name_keys`, as accounts' in 0015). The visits already kept are keyed here;
 * from now on each person search keys those started since, so the check-in writes nothing more.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("guest_names")
    .addColumn("person_key", "text", (column) => column.primaryKey())
    .addColumn("visit_id", "text", (column) => column.notNull().references("visits.id").onDelete("cascade"))
    .addColumn("started_at", "text", (column) => column.notNull())
    .addColumn("mobile_number", "text")
    .execute();
  await db.schema.createIndex("guest_names_visit").on("guest_names").column("visit_id").execute();
  await db.schema.createIndex("guest_names_started").on("guest_names").column("started_at").execute();
  await db.schema.createIndex("guest_names_mobile").on("guest_names").column("mobile_number").execute();
  await db.schema
    .createTable("guest_name_keys")
    .addColumn("name_key", "text", (column) => column.notNull())
    .addColumn("person_key", "text", (column) => column.notNull().references("guest_names.person_key").onDelete("cascade"))
    .addPrimaryKeyConstraint("guest_name_keys_pk", ["name_key", "person_key"])
    .execute();
  await db.schema.createIndex("guest_name_keys_person").on("guest_name_keys").column("person_key").execute();
  await keyNewGuestVisits(db as unknown as Db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("guest_name_keys").execute();
  await db.schema.dropTable("guest_names").execute();
}
