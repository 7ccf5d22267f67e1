import type { CreateTableBuilder } from "kysely";

/** A submitted declaration as its agency keeps it: one per trip, the validated form as JSON. */
export interface FormTable {
  /** The form uuid the trip refers to (`<form>_form_uuid`). */
  id: string;
  /** The core trip's id; not a foreign key, since the trip is in another database. */
  visit_history_id: string;
  /** JSON text of the validated form, the drawn signature included. */
  answers: string;
  /** The latest submission; a resubmission replaces the answers. */
  submitted_at: string;
  created_at: string;
}

export interface StoredForm {
  id: string;
  answers: string;
  submitted_at: string;
}

/** The columns every form table shares; one row per trip, so a retried submit updates it. */
export function formColumns<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("visit_history_id", "text", (column) => column.notNull().unique())
    .addColumn("answers", "text", (column) => column.notNull())
    .addColumn("submitted_at", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull());
}
