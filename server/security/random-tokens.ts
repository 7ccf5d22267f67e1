import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/**
 * `bytes` random bytes from the system's CSPRNG as base64url text: keys, session tokens, QR values.
 * Drawn from a pool filled 4 KB at a time, as Node does for randomUUID: one call into the CSPRNG
 * per call cost the guest check-in about as much as its validation.
 */
export function randomToken(bytes: number): string {
  if (used + bytes > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  const token = pool.toString("base64url", used, used + bytes);
  used += bytes;
  return token;
}
