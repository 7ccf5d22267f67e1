import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { STAFF_COOKIE } from "#domain/staff/staff-accounts.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import type { DatabaseKind, Db } from "../../server/db/connection.ts";
import { startStaffSession } from "../../server/staff/staff-sessions.ts";
import { type ApiResponse, type ApiServer, startApiServer } from "./api-server.ts";

export interface TestStaff {
  id: string;
  email: string;
  /** The Cookie header of a fully signed-in session. */
  cookie: string;
}

let staffCount = 0;

/**
 * An active staff member with these roles and a complete session, written straight into the
 * database: for tests of what staff routes answer, not of how staff sign in (those go through the API).
 */
export async function createStaff(db: Db, roles: readonly StaffRole[], { now = new Date(), email }: { now?: Date; email?: string } = {}): Promise<TestStaff> {
  staffCount += 1;
  const id = randomUUID();
  email ??= `staff${staffCount}-${id.slice(0, 8)}@gov.example`;
  const at = now.toISOString();
  await db
    .insertInto("staff_members")
    .values({
      id,
      email,
      display_name: `Staff ${staffCount}`,
      status: "active",
      totp_secret: null,
      totp_enrolled_at: at,
      locked_until: null,
      last_sign_in_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute();
  for (const role of roles) await db.insertInto("staff_roles").values({ staff_id: id, role, granted_by: null, granted_at: at }).execute();
  const token = await startStaffSession(db, id, "complete", now);
  return { id, email, cookie: `${STAFF_COOKIE}=${token}` };
}

/** A staff API call with the staff member's cookie (or none) and a JSON body. */
export function callStaffApi(
  server: ApiServer,
  method: string,
  url: string,
  { staff, body, headers }: { staff?: TestStaff; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const all: Record<string, string> = { ...headers };
  if (staff) all.cookie = staff.cookie;
  if (body !== undefined) all["content-type"] = "application/json";
  return server.request({ method, url, headers: all, payload: body === undefined ? undefined : JSON.stringify(body) });
}

/** The API server a describe block's tests call, with the staff member they call it as. */
export interface StaffServer {
  server: ApiServer;
  staff: TestStaff;
}

/**
 * Starts the API server on `kind` before the describe block's tests, signs up a staff member with
 * `roles`, hands both to `ready`, and closes the server after the tests.
 */
export function serveApiToStaff(kind: DatabaseKind, roles: readonly StaffRole[], ready: (started: StaffServer) => void): void {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer(kind);
    ready({ server, staff: await createStaff(server.database.db, roles) });
  });
  afterAll(() => server?.close());
}
