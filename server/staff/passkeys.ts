import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Db } from "../db/connection.ts";
import { CONSOLE_NAME } from "./staff-emails.ts";
import type { StaffSession } from "./staff-sessions.ts";

/** The relying party: passkeys are bound to the public address's host name and origin. */
export interface RelyingParty {
  id: string;
  origin: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
}

async function passkeysOf(db: Db, staffId: string) {
  const rows = await db.selectFrom("staff_passkeys").select(["id", "public_key", "counter", "transports"]).where("staff_id", "=", staffId).execute();
  return rows.map((row) => ({ ...row, counter: Number(row.counter), transports: JSON.parse(row.transports) as string[] }));
}

/** Each challenge answers one ceremony of the session; a new one replaces it. */
function keepChallenge(db: Db, sessionId: string, challenge: string | null) {
  return db.updateTable("staff_sessions").set({ webauthn_challenge: challenge }).where("id", "=", sessionId).execute();
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  session: StaffSession,
  member: { display_name: string },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, session.staffId);
  const options = await generateRegistrationOptions({
    rpName: CONSOLE_NAME,
    rpID: rp.id,
    userName: session.email,
    userDisplayName: member.display_name,
    userID: new TextEncoder().encode(session.staffId),
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(db, session.id, options.challenge);
  return options;
}

/** Verifies the new credential against the session's challenge and keeps it; false when it does not verify. */
export async function registerPasskey(db: Db, rp: RelyingParty, session: StaffSession, response: RegistrationResponseJSON, now: Date): Promise<boolean> {
  await keepChallenge(db, session.id, null);
  if (!session.webauthnChallenge) return false;
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: session.webauthnChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  const taken = await db.selectFrom("staff_passkeys").select("id").where("id", "=", credential.id).executeTakeFirst();
  if (taken) return false;
  await db
    .insertInto("staff_passkeys")
    .values({
      id: credential.id,
      staff_id: session.staffId,
      public_key: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
  return true;
}

export async function authenticationOptions(db: Db, rp: RelyingParty, session: StaffSession): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const passkeys = await passkeysOf(db, session.staffId);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    userVerification: "preferred",
  });
  await keepChallenge(db, session.id, options.challenge);
  return options;
}

/** True when one of the member's passkeys signed the session's challenge; its counter moves on. */
export async function acceptPasskey(db: Db, rp: RelyingParty, session: StaffSession, response: AuthenticationResponseJSON, now: Date): Promise<boolean> {
  await keepChallenge(db, session.id, null);
  const passkey = (await passkeysOf(db, session.staffId)).find((candidate) => candidate.id === response.id);
  if (!session.webauthnChallenge || !passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: session.webauthnChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: passkey.id, publicKey: Buffer.from(passkey.public_key, "base64url"), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return false;
  await db
    .updateTable("staff_passkeys")
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now.toISOString() })
    .where("id", "=", passkey.id)
    .execute();
  return true;
}
