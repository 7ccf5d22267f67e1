import type { Kysely } from "kysely";
import { nameKeys } from "../../tracing/person-search-names.ts";

interface Tables {
  users: { id: string; first_name: string | null; middle_name: string | null; last_name: string | null };
  user_name_keys: { name_key: string; user_id: string };
}

const PAGE = 1000;

/**
 * Contact tracing finds accounts by names spelt forgivingly (decision 028): every word of an account's
 * names as written and by its sound, so a search is a few index look-ups at any number of accounts.
 * Existing accounts get their keys here; from now on they are written with the names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_name_keys")
    .addColumn("name_key", "text", (column) => column.notNull())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_name_keys_pk", ["name_key", "user_id"])
    .execute();
  await db.schema.createIndex("user_name_keys_user").on("user_name_keys").column("user_id").execute();
  const tables = db as unknown as Kysely<Tables>;
  for (let after = ""; ; ) {
    const page = await tables
      .selectFrom("users")
      .select(["id", "first_name", "middle_name", "last_name"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(PAGE)
      .execute();
    const rows = page.flatMap((user) => nameKeys(user).map((name_key) => ({ name_key, user_id: user.id })));
    for (let start = 0; start < rows.length; start += PAGE)
      await tables
        .insertInto("user_name_keys")
        .values(rows.slice(start, start + PAGE))
        .execute();
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_name_keys").execute();
}
