import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { STAFF_COOKIE, type StaffSessionStage } from "#domain/staff/staff-accounts.ts";
import { STAFF_IDLE_MINUTES, STAFF_SESSION_MAX_HOURS, type StaffRole } from "#domain/staff/staff-roles.ts";
import { recordAudit } from "../audit/audit-trail.ts";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { randomToken } from "../security/random-tokens.ts";
import { hashToken } from "../sign-in/sessions.ts";

const MINUTE_MS = 60_000;
/** last_seen_at is written at most this often, so reading a list costs no write per request. */
const SEEN_RESOLUTION_MS = MINUTE_MS;

/** A signed-in staff member acting in one role: the route's role they hold. */
export interface StaffActor {
  staffId: string;
  sessionId: string;
  email: string;
  roles: StaffRole[];
  role: StaffRole;
}

export interface StaffSession {
  id: string;
  staffId: string;
  email: string;
  stage: StaffSessionStage;
  webauthnChallenge: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  /** A complete session idle 30 minutes, inside its 12 hours: it stands at the second factor until that is given again. */
  resuming: boolean;
}

/** Staff cookies: HttpOnly (no script reads them), SameSite=Strict (no other site sends them), only to the staff API. */
export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  const attributes = [`${STAFF_COOKIE}=${token}`, "Path=/api/staff", "HttpOnly", "SameSite=Strict", `Max-Age=${STAFF_SESSION_MAX_HOURS * 3600}`];
  if (secure) attributes.push("Secure");
  reply.header("set-cookie", attributes.join("; "));
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  reply.header("set-cookie", `${STAFF_COOKIE}=; Path=/api/staff; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`);
}

function staffToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === STAFF_COOKIE) return value.join("=") || undefined;
  }
  return undefined;
}

/** A new session at `stage`, 256 random bits kept only as a hash; ends after 12 hours whatever happens. */
export async function startStaffSession(db: Db, staffId: string, stage: StaffSessionStage, now: Date): Promise<string> {
  const token = randomToken(32);
  await db
    .insertInto("staff_sessions")
    .values({
      id: randomUUID(),
      staff_id: staffId,
      token_hash: hashToken(token),
      stage,
      webauthn_challenge: null,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_SESSION_MAX_HOURS * 60 * MINUTE_MS).toISOString(),
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function revokeStaffSessions(db: Db, staffId: string, now: Date): Promise<void> {
  await db.updateTable("staff_sessions").set({ revoked_at: now.toISOString() }).where("staff_id", "=", staffId).where("revoked_at", "is", null).execute();
}

const ended = () => new HttpError(401, "STAFF_SESSION_ENDED");

/**
 * The request's staff session, at one of `stages`. No cookie: 401 staff_signed_out. Revoked, past 12
 * hours, a sign-in left unfinished for 30 minutes, or the account disabled: 401 staff_session_ended.
 * A complete session idle 30 minutes inside its 12 hours is a shift session resuming (decision 038):
 * it stands at the second factor (401 staff_reauthentication_required on other routes) and its idle
 * time is not renewed until the authenticator code or passkey is given. A session that still needs
 * its second factor or enrolment: 401 with what it needs.
 */
export async function requireStaffSession(
  db: Db,
  request: FastifyRequest,
  { now, stages }: { now: Date; stages: readonly StaffSessionStage[] },
): Promise<StaffSession> {
  const token = staffToken(request);
  if (!token) throw new HttpError(401, "STAFF_SIGNED_OUT");
  const row = await db
    .selectFrom("staff_sessions")
    .innerJoin("staff_members", "staff_members.id", "staff_sessions.staff_id")
    .select([
      "staff_sessions.id",
      "staff_sessions.staff_id",
      "staff_sessions.stage",
      "staff_sessions.webauthn_challenge",
      "staff_sessions.created_at",
      "staff_sessions.last_seen_at",
      "staff_sessions.expires_at",
      "staff_sessions.revoked_at",
      "staff_members.email",
      "staff_members.status",
    ])
    .where("staff_sessions.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString()) throw ended();
  const idle = new Date(row.last_seen_at).getTime() + STAFF_IDLE_MINUTES * MINUTE_MS <= now.getTime();
  if (idle && row.stage !== "complete") throw ended();
  if (row.status === "disabled") {
    await revokeStaffSessions(db, row.staff_id, now);
    throw new HttpError(401, "ACCOUNT_DISABLED");
  }
  const stage: StaffSessionStage = idle ? "second_factor" : row.stage;
  if (!stages.includes(stage)) {
    if (idle) throw new HttpError(401, "REAUTHENTICATION_REQUIRED");
    if (stage === "second_factor") throw new HttpError(401, "SECOND_FACTOR_REQUIRED");
    if (stage === "enrolment") throw new HttpError(401, "ENROLMENT_REQUIRED");
    throw ended();
  }
  // A resuming session's requests (who am I, the passkey's challenge, wrong codes) do not make it active again.
  if (!idle && now.getTime() - new Date(row.last_seen_at).getTime() >= SEEN_RESOLUTION_MS) {
    await db.updateTable("staff_sessions").set({ last_seen_at: now.toISOString() }).where("id", "=", row.id).execute();
  }
  return {
    id: row.id,
    staffId: row.staff_id,
    email: row.email,
    stage,
    webauthnChallenge: row.webauthn_challenge,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    resuming: idle,
  };
}

export function staffRoles(db: Db, staffId: string): Promise<StaffRole[]> {
  return db
    .selectFrom("staff_roles")
    .select("role")
    .where("staff_id", "=", staffId)
    .orderBy("role")
    .execute()
    .then((rows) => rows.map((row) => row.role));
}

/**
 * A fully signed-in staff member holding one of `roles`. Checked on the server for every staff route;
 * a refusal is audited (who tried what), then answered 403 role_forbidden.
 */
export async function requireStaff(
  db: Db,
  request: FastifyRequest,
  { now, roles, action }: { now: Date; roles: readonly StaffRole[]; action: string },
): Promise<StaffActor> {
  const session = await requireStaffSession(db, request, { now, stages: ["complete"] });
  const held = await staffRoles(db, session.staffId);
  const role = roles.find((candidate) => held.includes(candidate));
  if (!role) {
    await recordAudit(db, request, { staffId: session.staffId, role: held[0] ?? null }, { action, outcome: "denied" }, now);
    throw new HttpError(403, "ROLE_FORBIDDEN");
  }
  return { staffId: session.staffId, sessionId: session.id, email: session.email, roles: held, role };
}

/** The `access` of a staff route (see defineRoute): `requireStaff`, checked before the request is read. */
export function staffAccess(
  db: Db,
  clock: () => Date,
  { roles, action }: { roles: readonly StaffRole[]; action: string },
): (request: FastifyRequest) => Promise<StaffActor> {
  return (request) => requireStaff(db, request, { now: clock(), roles, action });
}

/** The `access` of a sign-in or enrolment route (see defineRoute): `requireStaffSession`, checked before the request is read. */
export function staffSessionAccess(db: Db, clock: () => Date, stages: readonly StaffSessionStage[]): (request: FastifyRequest) => Promise<StaffSession> {
  return (request) => requireStaffSession(db, request, { now: clock(), stages });
}
