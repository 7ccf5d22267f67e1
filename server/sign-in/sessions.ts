import { hash, randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { randomToken } from "../security/random-tokens.ts";

/**
 * A registered account signs in again with a code after 30 days. A guest cannot sign in again, so
 * a guest's session follows their trips instead (decision 035): at least 7 days from its start or
 * from the guest's last change to a trip, and until their latest trip has expired.
 */
const SESSION_DAYS = { user: 30, guest: 7 } as const;
const DAY_MS = 86_400_000;

export interface SessionUser {
  userId: string;
  sessionId: string;
  isGuest: boolean;
}

export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** A new session: 256 random bits, returned once to the client and kept only as a hash. */
export async function startSession(db: Db, user: { id: string; is_guest: number }, now = new Date()): Promise<string> {
  const token = randomToken(32);
  const days = user.is_guest ? SESSION_DAYS.guest : SESSION_DAYS.user;
  await db
    .insertInto("sessions")
    .values({
      id: randomUUID(),
      user_id: user.id,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The signed-in user of a request. No token: 401. An unknown or revoked token: 403 token_invalid;
 * an expired one: 403 token_expired, which sends the web app back to /app (docs/product-spec.md, part 8).
 */
export async function requireUser(db: Db, request: FastifyRequest, now = new Date()): Promise<SessionUser> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, "NOT_SIGNED_IN");
  const session = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id", "sessions.user_id", "sessions.expires_at", "sessions.revoked_at", "users.is_guest"])
    .where("sessions.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!session || session.revoked_at !== null) throw new HttpError(403, "SESSION_INVALID");
  if (session.expires_at <= now.toISOString()) {
    // "Sign in again" would send a guest looking for a sign-in that does not exist.
    throw new HttpError(403, session.is_guest === 1 ? "GUEST_SESSION_ENDED" : "SESSION_EXPIRED");
  }
  return { userId: session.user_id, sessionId: session.id, isGuest: session.is_guest === 1 };
}

/** The `access` of a traveller's route (see defineRoute): the signed-in user, checked before the request is read. */
export function signedInUser(db: Db, clock: () => Date): (request: FastifyRequest) => Promise<SessionUser> {
  return (request) => requireUser(db, request, clock());
}

/**
 * After a guest creates, changes or deletes a trip: their running sessions now end when their latest
 * trip expires, and not sooner than 7 days from now, so a guest who deletes a trip may still
 * declare another one. Registered accounts keep their fixed 30 days.
 */
export async function followGuestTrips(db: Db, user: SessionUser, now: Date): Promise<void> {
  if (!user.isGuest) return;
  const latest = await db
    .selectFrom("visit_histories")
    .select((eb) => eb.fn.max("expires_at").as("expires_at"))
    .where("user_id", "=", user.userId)
    .executeTakeFirst();
  const floor = new Date(now.getTime() + SESSION_DAYS.guest * DAY_MS).toISOString();
  const until = latest?.expires_at && latest.expires_at > floor ? latest.expires_at : floor;
  await db
    .updateTable("sessions")
    .set({ expires_at: until })
    .where("user_id", "=", user.userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .execute();
}

export async function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: now.toISOString() }).where("id", "=", sessionId).where("revoked_at", "is", null).execute();
}

/** Ends every session of a user: logout everywhere, and account deletion. */
export async function revokeAllSessions(db: Db, userId: string, now = new Date()): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: now.toISOString() }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
}
