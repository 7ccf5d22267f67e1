import type * as v from "valibot";
import type { NotifyAnswer } from "#domain/tracing/tracing-contacts.ts";
import type { ApiServer } from "../support/api-server.ts";
import { serveApiToStaff, type TestStaff } from "../support/staff.ts";
import type { DATABASE_KINDS } from "../support/test-database.ts";

/** The API server a tracing test's describe block runs against, with a health official to call it as. */
export interface TracingServer {
  server: ApiServer;
  official: TestStaff;
}

/**
 * Starts the API server on `kind` before the describe block's tests, signs up a health official,
 * hands both to `ready`, and closes the server after the tests.
 */
export function serveTracingApi(kind: (typeof DATABASE_KINDS)[number], ready: (started: TracingServer) => void): void {
  serveApiToStaff(kind, ["health_official"], ({ server, staff }) => ready({ server, official: staff }));
}

/** The audit records of `staff`'s `action`, oldest first, in the columns the tracing tests compare. */
export function auditedActions(server: ApiServer, staff: TestStaff, action: string) {
  return server.database.db
    .selectFrom("audit_events")
    .select(["outcome", "record_id", "shown", "purpose"])
    .where("staff_id", "=", staff.id)
    .where("action", "=", action)
    .orderBy("seq")
    .execute();
}

/** What `POST /api/staff/tracing/cases/:id/notify` answers it sent, or would send on a dry run. */
export type NotifyCounts = v.InferOutput<typeof NotifyAnswer>["data"];
