/**
 * Tables of the core store. Timestamps are ISO-8601 UTC text and booleans are stored as 0/1 so the
 * same queries run on SQLite and PostgreSQL (docs/decisions/003-one-query-layer-two-databases.md).
 */
export interface CoreDatabase {
  symptoms: { id: string; code: string; title: string; category: string; sort_order: number };
  purposes: { id: string; title: string; sort_order: number };
  settings: { code: string; value_type: "boolean" | "number" | "string"; value: string };
  establishments: {
    id: string;
    name: string;
    branch: string;
    label: string;
    logo: string;
    qr_type: string;
    created_at: string;
  };
}
