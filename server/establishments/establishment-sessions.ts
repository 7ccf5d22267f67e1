import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { hashToken } from "../sign-in/sessions.ts";
import { randomToken } from "../security/random-tokens.ts";

const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;

export interface PortalSession {
  accountId: string;
  sessionId: string;
}

/** A portal session: 256 random bits, returned once and kept only as a hash, in its own table. */
export async function startPortalSession(db: Db, accountId: string, now: Date): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto("establishment_sessions")
    .values({
      id: randomUUID(),
      account_id: accountId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

/**
 * The establishment account of a portal request. Answers like travellers' sessions (401 without a
 * token, 403 token_invalid / token_expired), but only portal tokens are looked up: a traveller's
 * token is unknown here.
 */
export async function requireEstablishment(db: Db, request: FastifyRequest, now: Date): Promise<PortalSession> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  if (!token) throw new HttpError(401, "NOT_SIGNED_IN");
  const session = await db
    .selectFrom("establishment_sessions")
    .select(["id", "account_id", "expires_at", "revoked_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!session || session.revoked_at !== null) throw new HttpError(403, "SESSION_INVALID");
  if (session.expires_at <= now.toISOString()) throw new HttpError(403, "SESSION_EXPIRED");
  return { accountId: session.account_id, sessionId: session.id };
}

/** The `access` of a portal route (see defineRoute): the signed-in establishment account, checked before the request is read. */
export function portalAccount(db: Db, clock: () => Date): (request: FastifyRequest) => Promise<PortalSession> {
  return (request) => requireEstablishment(db, request, clock());
}

export async function revokePortalSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.updateTable("establishment_sessions").set({ revoked_at: now.toISOString() }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
}

/** Ends every portal session of the account: its password was reset or an admin disabled it. */
export async function revokeAccountSessions(db: Db, accountId: string, now: Date): Promise<void> {
  await db
    .updateTable("establishment_sessions")
    .set({ revoked_at: now.toISOString() })
    .where("account_id", "=", accountId)
    .where("revoked_at", "is", null)
    .execute();
}
