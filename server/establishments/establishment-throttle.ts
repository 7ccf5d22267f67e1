import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { HttpError } from "../http/errors.ts";
import { keyedHash } from "../sign-in/otp-codes.ts";
import { type BackoffCheck, type BackoffRule, clearFailures, forgiveTry, reserveTry } from "../security/failure-backoff.ts";
import { type ThrottleRule, throttleHit } from "../security/throttle.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Registering is limited per client address (decision 012); the mailed links (decision 062) per
 * client address and per e-mail address, counted alike for addresses with and without an account.
 */
export const PORTAL_LIMITS = {
  registrationsPerAddress: { name: "portal-register-address", limit: 10, windowMs: 60 * MINUTE_MS },
  mailsPerAddress: { name: "portal-mail-address", limit: 10, windowMs: 60 * MINUTE_MS },
  mailsPerEmail: { name: "portal-mail-email", limit: 3, windowMs: 60 * MINUTE_MS },
} satisfies Record<string, ThrottleRule>;

/**
 * Wrong passwords slow the client address that sends them, never the account (decision 020): per
 * address and account (the owner's own typos, or one attacker on one account) and per address
 * (one attacker trying many accounts): at most about 65 and 80 guesses a day.
 */
export const PASSWORD_BACKOFF = {
  perAddressAndAccount: { name: "portal-password-address-account", free: 5, firstWaitMs: 1_000, longestWaitMs: 30 * MINUTE_MS, windowMs: DAY_MS },
  perAddress: { name: "portal-password-address", free: 20, firstWaitMs: 1_000, longestWaitMs: 30 * MINUTE_MS, windowMs: DAY_MS },
} satisfies Record<string, BackoffRule>;

function refuse(reply: FastifyReply, retryAfter: number): never {
  reply.header("retry-after", String(retryAfter));
  throw new HttpError(429, "TOO_MANY_REQUESTS");
}

/** Counts a hit under a keyed hash of the value (addresses and e-mails are personal data); 429 when over. */
export async function limitPortalHits(db: Db, secret: string, reply: FastifyReply, rule: ThrottleRule, value: string, now: Date): Promise<void> {
  const retryAfter = await throttleHit(db, rule, keyedHash(secret, value), now);
  if (retryAfter !== undefined) refuse(reply, retryAfter);
}

export interface PasswordTry {
  /** The password was right: the try is given back and the address's failures on this account are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Takes a password try from the client address's budgets before the password is checked (a wrong
 * one then stays counted as a failure); 429 with Retry-After while the address must wait.
 */
export async function reservePasswordTry(db: Db, secret: string, reply: FastifyReply, address: string, email: string, now: Date): Promise<PasswordTry> {
  const ownFailures: BackoffCheck = { rule: PASSWORD_BACKOFF.perAddressAndAccount, key: keyedHash(secret, `${address}\n${email}`) };
  const reserved = await reserveTry(db, [{ rule: PASSWORD_BACKOFF.perAddress, key: keyedHash(secret, address) }, ownFailures], now);
  if (!reserved.allowed) refuse(reply, reserved.retryAfter);
  return {
    async succeeded() {
      await forgiveTry(db, reserved.hits);
      await clearFailures(db, ownFailures);
    },
  };
}
