import { randomUUIDv7 } from "node:crypto";
import type { ContactMessageBody, ContactMessageCounts, StaffContactMessage } from "#domain/contact-messages.ts";
import type { Db } from "../db/connection.ts";
import type { CoreDatabase } from "../db/schema.ts";
import { newContactReference } from "./contact-reference.ts";

export type ContactMessageRow = CoreDatabase["contact_messages"];

/** A clash of random references is all but impossible; a few fresh draws make it impossible in practice. */
const REFERENCE_DRAWS = 5;
export const CONTACT_MESSAGES_PAGE_SIZE = 50;

/** Stores a new message as pending (not yet forwarded) under a reference no other message has. */
export async function storeContactMessage(db: Db, body: ContactMessageBody, now: Date): Promise<ContactMessageRow> {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw += 1) {
    const row: ContactMessageRow = {
      id: randomUUIDv7(),
      reference: newContactReference(),
      name: body.name,
      email: body.email,
      message: body.message,
      language: body.language,
      status: "pending",
      created_at: now.toISOString(),
      forwarded_at: null,
    };
    const inserted = await db
      .insertInto("contact_messages")
      .values(row)
      .onConflict((conflict) => conflict.column("reference").doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return row;
  }
  throw new Error("No free contact message reference");
}

/** Marks a message forwarded, once: a second forwarder of the same message changes nothing. */
export async function markForwarded(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable("contact_messages")
    .set({ status: "forwarded", forwarded_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .execute();
}

/** Pending messages stored before `before`, oldest first. */
export function waitingContactMessages(db: Db, before: Date, limit: number): Promise<ContactMessageRow[]> {
  return db
    .selectFrom("contact_messages")
    .selectAll()
    .where("status", "=", "pending")
    .where("created_at", "<", before.toISOString())
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** How many messages are pending and forwarded: what an admin may know of them besides their references. */
export async function countContactMessages(db: Db): Promise<ContactMessageCounts> {
  const rows = await db
    .selectFrom("contact_messages")
    .select((eb) => ["status", eb.fn.countAll<number | string | bigint>().as("count")])
    .groupBy("status")
    .execute();
  const count = (status: ContactMessageRow["status"]) => Number(rows.find((row) => row.status === status)?.count ?? 0);
  return { pending: count("pending"), forwarded: count("forwarded") };
}

/** One page of messages, newest first, after the message `before` (the previous page's last): references only, never who wrote what. */
export async function listContactMessages(db: Db, before: string | undefined): Promise<{ data: StaffContactMessage[]; nextBefore: string | null }> {
  let query = db
    .selectFrom("contact_messages")
    .select(["id", "reference", "language", "status", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(CONTACT_MESSAGES_PAGE_SIZE + 1);
  if (before !== undefined) {
    const last = await db.selectFrom("contact_messages").select(["created_at", "id"]).where("id", "=", before).executeTakeFirst();
    if (!last) return { data: [], nextBefore: null };
    query = query.where((eb) => eb.or([eb("created_at", "<", last.created_at), eb.and([eb("created_at", "=", last.created_at), eb("id", "<", last.id)])]));
  }
  const rows = await query.execute();
  const data = rows.slice(0, CONTACT_MESSAGES_PAGE_SIZE);
  return { data, nextBefore: rows.length > CONTACT_MESSAGES_PAGE_SIZE ? (data.at(-1)?.id ?? null) : null };
}
