import { generate } from "otplib";
import { expect } from "vitest";
import { STAFF_COOKIE, type StaffMe } from "#domain/staff/staff-accounts.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import type { ApiResponse, ApiServer } from "../support/api-server.ts";
import { latestCode, newClientAddress, outbox } from "../support/sign-in.ts";
import type { TestStaff } from "../support/staff.ts";

/** A browser of the console: one client address and the staff cookie the server last set. */
export interface ConsoleBrowser {
  client: string;
  cookie?: string;
}

export const newBrowser = (): ConsoleBrowser => ({ client: newClientAddress() });

/** A call from the browser; a Set-Cookie in the answer replaces (or, with Max-Age=0, clears) its cookie. */
export async function call(server: ApiServer, browser: ConsoleBrowser, method: string, url: string, body?: unknown): Promise<ApiResponse> {
  const headers: Record<string, string> = { "x-forwarded-for": browser.client };
  if (browser.cookie) headers.cookie = browser.cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await server.request({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
  const setCookie = response.headers["set-cookie"];
  if (setCookie) {
    const token = new RegExp(`^${STAFF_COOKIE}=([^;]*)`).exec(setCookie)?.[1];
    browser.cookie = token ? `${STAFF_COOKIE}=${token}` : undefined;
  }
  return response;
}

/** A browser already signed in as a staff member made in the database (tests/support/staff.ts). */
export const browserOf = (staff: TestStaff): ConsoleBrowser => ({ client: newClientAddress(), cookie: staff.cookie });

export const me = (response: ApiResponse): StaffMe => response.json<{ data: StaffMe }>().data;

/** The authenticator app: the code for the server clock's instant. */
export const totpCode = (secret: string, at: Date): Promise<string> => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** The token of the newest invitation link mailed to `email`. */
export async function inviteToken(server: ApiServer, email: string): Promise<string> {
  const [message] = await outbox(server, email);
  const token = /\/console\/invite\/([A-Za-z0-9_-]+)/.exec(message?.body ?? "")?.[1];
  if (!token) throw new Error("No invitation was mailed to this address");
  return token;
}

export async function invite(server: ApiServer, admin: TestStaff, email: string, roles: StaffRole[]): Promise<{ id: string; token: string }> {
  const response = await call(server, browserOf(admin), "POST", "/api/staff/members", { email, display_name: "Rosa Camacho", roles });
  expect(response.statusCode).toBe(201);
  return { id: response.json<{ data: { id: string } }>().data.id, token: await inviteToken(server, email) };
}

/** Opens the invitation, asks for the code and accepts with it: the browser holds a session at enrolment. */
export async function acceptInvite(server: ApiServer, browser: ConsoleBrowser, token: string, email: string): Promise<ApiResponse> {
  expect((await call(server, browser, "POST", `/api/staff/invites/${token}/code`)).statusCode).toBe(202);
  return call(server, browser, "POST", `/api/staff/invites/${token}/accept`, { code: await latestCode(server, email) });
}

/** Signs in with the e-mailed code: the browser holds a session at second_factor (or enrolment). */
export async function signInWithCode(server: ApiServer, browser: ConsoleBrowser, email: string): Promise<ApiResponse> {
  expect((await call(server, browser, "POST", "/api/staff/sign-in/code", { email })).statusCode).toBe(202);
  return call(server, browser, "POST", "/api/staff/sign-in/verify", { email, code: await latestCode(server, email) });
}
