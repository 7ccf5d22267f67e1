import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/connection.ts";
import { startSession } from "../../server/sign-in/sessions.ts";
import type { ApiResponse, ApiServer } from "./api-server.ts";

export interface TestAccount {
  id: string;
  token: string;
  email: string | null;
}

export const newEmail = (): string => `traveller-${randomUUID()}@example.com`;

/** An account made directly in the database, signed in with a real session; a registered one has an e-mail. */
export async function createAccount(db: Db, options: { guest?: boolean; email?: string } = {}): Promise<TestAccount> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const isGuest = options.guest ? 1 : 0;
  const email = options.guest ? null : (options.email ?? newEmail());
  await db
    .insertInto("users")
    .values({
      id,
      email,
      mobile_number: null,
      is_guest: isGuest,
      first_name: null,
      middle_name: null,
      last_name: null,
      birth_date: null,
      gender: null,
      photo_url: null,
      passport: null,
      passport_country: null,
      region_code: null,
      province_code: null,
      municipality_code: null,
      barangay_code: null,
      company_name: null,
      health_status: null,
      case_status: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id, email, token: await startSession(db, { id, is_guest: isGuest }) };
}

/** A JSON call as the web app makes it: the bearer token when one is given, the body as JSON. */
export function callApi(server: ApiServer, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return server.request({ method, url, headers, payload: options.body === undefined ? undefined : JSON.stringify(options.body) });
}

/** A session token that was never issued, in the shape of a real one. */
export const unknownToken = (): string =>
  Buffer.from(randomUUID() + randomUUID())
    .toString("base64url")
    .slice(0, 43);
