import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "#domain/accounts.ts";

/** A code of OTP_LENGTH digits from the CSPRNG. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, "0");
}

/**
 * HMAC-SHA256 under the server secret over the request id and the code (docs/decisions/006): without
 * the secret the million possible codes cannot be tried against a leaked hash, and the id binds the
 * code to the one request that produced it.
 */
export function hashOtpCode(secret: string, requestId: string, code: string): string {
  return createHmac("sha256", secret).update(`${requestId}:${code}`).digest("hex");
}

export function otpCodeMatches(secret: string, requestId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtpCode(secret, requestId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A keyed hash for throttle buckets, so the table holds no phone numbers, e-mail or client addresses. */
export function keyedHash(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("hex");
}
