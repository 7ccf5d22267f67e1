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

/** What `POST /api/staff/tracing/cases/:id/notify` answers it sent, or would send on a dry run. */
export interface NotifyCounts {
  dry_run: boolean;
  sms: number;
  email: number;
  unreachable: number;
  failed: number;
  dropped: number;
  already_notified: number;
  uncertain: number;
}
