import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";

export type UploadRow = CoreDatabase["uploads"];

export async function insertUpload(db: Db, upload: UploadRow): Promise<void> {
  await db.insertInto("uploads").values(upload).execute();
}

/** An upload, only when it belongs to the given account. */
export function findOwnUpload(db: Db, userId: string, id: string): Promise<UploadRow | undefined> {
  return db.selectFrom("uploads").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}
