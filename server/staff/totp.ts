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
 * A used time step is kept as a used sign-in code whose id names the member and the step: the
 * primary key lets only one request use a step, and no schema of its own is needed for it.
 */
const usedStepId = (staffId: string, step: number) => `totp:${staffId}:${step}`;

/**
 * True when `code` is the authenticator's code for now or one step (30 s) either side, and neither
 * that step nor a later one was used before: a code seen over someone's shoulder cannot be replayed.
 */
export async function acceptTotpCode(db: Db, serverSecret: string, staffId: string, sealedSecret: string, code: string, now: Date): Promise<boolean> {
  const result = await verify({ secret: openSecret(serverSecret, sealedSecret), token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: PERIOD_SECONDS });
  if (!result.valid || !("timeStep" in result)) return false;
  const step = result.timeStep;
  const later = [step, step + 1, step + 2].map((candidate) => usedStepId(staffId, candidate));
  const used = await db.selectFrom("staff_sign_in_codes").select("id").where("id", "in", later).executeTakeFirst();
  if (used) return false;
  try {
    await db
      .insertInto("staff_sign_in_codes")
      .values({
        id: usedStepId(staffId, step),
        staff_id: staffId,
        code_hash: "",
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 3 * PERIOD_SECONDS * 1000).toISOString(),
        used_at: now.toISOString(),
      })
      .execute();
  } catch {
    // A concurrent request used the same step first.
    return false;
  }
  return true;
}
