import type { Kysely } from "kysely";

/**
 * Decision 029: web push subscriptions (replacing `push_tokens`, which held an endpoint without the keys
 * a payload is encrypted with, so nothing could ever be sent to it), the account's notifications and
 * each attempt to deliver one by push, e-mail or SMS. Decision 040: the messages of the contact form.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("push_tokens").execute();
  await db.schema
    .createTable("push_subscriptions")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("endpoint", "text", (column) => column.notNull().unique())
    .addColumn("p256dh", "text", (column) => column.notNull())
    .addColumn("auth", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("push_subscriptions_user").on("push_subscriptions").column("user_id").execute();
  await db.schema
    .createTable("notifications")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("subject_id", "text")
    .addColumn("params", "text", (column) => column.notNull().defaultTo("{}"))
    .addColumn("dedupe_key", "text", (column) => column.unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("notifications_user_created").on("notifications").columns(["user_id", "created_at"]).execute();
  await db.schema
    .createTable("notification_deliveries")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("notification_id", "text", (column) => column.notNull().references("notifications.id").onDelete("cascade"))
    .addColumn("channel", "text", (column) => column.notNull())
    .addColumn("subscription_id", "text")
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("notification_deliveries_due").on("notification_deliveries").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("notification_deliveries_notification").on("notification_deliveries").column("notification_id").execute();
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("reference", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("forwarded_at", "text")
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["contact_messages", "notification_deliveries", "notifications", "push_subscriptions"]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .createTable("push_tokens")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}
