import { generateSecret, generateURI, verify } from "otplib";
import type { Db } from "../db/connection.ts";
import { CONSOLE_NAME } from "./staff-emails.ts";
import { openSecret } from "./staff-secrets.ts";

const PERIOD_SECONDS = 30;

/** A new authenticator secret (160 bits, Base32) and the otpauth:// address its QR encodes. */
export function newTotpEnrolment(email: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: CONSOLE_NAME, label: email, secret }) };
}

/**
 * True when `code` is the authenticator's code for now or one step (30 s) either side, and no step as
 * late was accepted before: a code seen over someone's shoulder cannot be replayed. The conditional
 * update lets only one of two concurrent requests take a step.
 */
export async function acceptTotpCode(db: Db, serverSecret: string, staffId: string, sealedSecret: string, code: string, now: Date): Promise<boolean> {
  const result = await verify({
    secret: openSecret(serverSecret, sealedSecret),
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: PERIOD_SECONDS,
  });
  if (!result.valid || !("timeStep" in result)) return false;
  const step = result.timeStep;
  const taken = await db
    .updateTable("staff_members")
    .set({ totp_last_step: step })
    .where("id", "=", staffId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
