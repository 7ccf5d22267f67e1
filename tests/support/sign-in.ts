import type { ApiResponse, ApiServer } from "./api-server.ts";

export interface OutboxMessage {
  id: string;
  channel: "sms" | "email";
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface OtpRequestedAnswer {
  message: string;
  data: { auth: string; channel: "sms" | "email"; expires_at: string };
}

export interface SessionAnswer {
  data: { token: string; is_guest: boolean; email?: string };
}

let clientCount = 0;

/** A client address of its own (documentation range), sent as X-Forwarded-For so tests do not share throttle counters. */
export function newClientAddress(): string {
  clientCount += 1;
  return `2001:db8::${clientCount.toString(16)}`;
}

export function postJson(server: ApiServer, url: string, body: unknown, options: { client?: string; token?: string } = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (options.client) headers["x-forwarded-for"] = options.client;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return server.request({ method: "POST", url, headers, payload: JSON.stringify(body) });
}

export async function outbox(server: ApiServer, recipient?: string): Promise<OutboxMessage[]> {
  const query = recipient ? `?recipient=${encodeURIComponent(recipient)}` : "";
  const response = await server.request({ method: "GET", url: `/dev/outbox${query}` });
  if (response.statusCode !== 200) throw new Error(`GET /dev/outbox answered ${response.statusCode}`);
  return response.json<{ data: OutboxMessage[] }>().data;
}

export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error("The message holds no 6-digit code");
  return code;
}

/** The code of the newest message to a recipient, read the way developers and QA read it. */
export async function latestCode(server: ApiServer, recipient: string): Promise<string> {
  const [newest] = await outbox(server, recipient);
  if (!newest) throw new Error("No message was sent to this recipient");
  return codeIn(newest.body);
}

/** Signs in by e-mail code as a new user would; returns the session token. */
export async function signInByEmail(server: ApiServer, email: string, client = newClientAddress()): Promise<string> {
  const requested = await postJson(server, "/api/v2/login/request-otp-via-email", { email }, { client });
  if (requested.statusCode !== 200) throw new Error(`request-otp-via-email answered ${requested.statusCode}`);
  const { auth } = requested.json<OtpRequestedAnswer>().data;
  const otp = await latestCode(server, email);
  const confirmed = await postJson(server, "/api/v1/login/confirm-otp", { auth, otp }, { client });
  if (confirmed.statusCode !== 200) throw new Error(`confirm-otp answered ${confirmed.statusCode}`);
  return confirmed.json<SessionAnswer>().data.token;
}
