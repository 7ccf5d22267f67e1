import { expect, vi } from "vitest";
import { CONFIRM_PATH } from "#domain/establishments.ts";
import type { ApiServer } from "./api-server.ts";
import { newClientAddress, outbox, postJson } from "./sign-in.ts";

export interface PortalSessionData {
  token: string;
  email: string;
  organisation_name: string;
}

/** The token of the newest link to `path` mailed to `email` (mails go out after the answer, so it is waited for). */
export function mailedLinkToken(server: ApiServer, email: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path}([A-Za-z0-9_-]+)`);
  return vi.waitFor(
    async () => {
      const messages = await outbox(server, email);
      const token = messages.map((message) => pattern.exec(message.body)?.[1]).find((found) => found !== undefined);
      if (!token) throw new Error(`No link to ${path} was mailed to this address`);
      return token;
    },
    { timeout: 5000, interval: 20 },
  );
}

/** Registers an establishment and confirms its address by the mailed link: the portal session the link opens. */
export async function registerConfirmed(
  server: ApiServer,
  account: { email: string; organisation_name: string; password: string },
): Promise<PortalSessionData> {
  const registered = await postJson(server, "/api/v1/establishments/register", account, { client: newClientAddress() });
  expect(registered.statusCode).toBe(201);
  const email = registered.json<{ data: { email: string } }>().data.email;
  const token = await mailedLinkToken(server, email, CONFIRM_PATH);
  const confirmed = await postJson(server, "/api/v1/establishments/confirm", { token }, { client: newClientAddress() });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json<{ data: PortalSessionData }>().data;
}
