import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/**
 * Authenticator secrets are sealed with AES-256-GCM under a key derived from the server secret, so a
 * copy of the database alone yields no codes; the tag refuses a sealed value that was tampered with.
 */
const SEAL_INFO = "staff-totp-secret";
const VERSION = "v1";

function sealingKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", serverSecret, "", SEAL_INFO, 32));
}

export function sealSecret(serverSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

export function openSecret(serverSecret: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) throw new Error("Unknown sealed secret format");
  const decipher = createDecipheriv("aes-256-gcm", sealingKey(serverSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** A 6-digit e-mail code from the CSPRNG. */
export function newStaffCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, "0");
}

/** HMAC under the server secret, bound to the code's row: a leaked hash cannot be tried offline. */
export function hashStaffCode(serverSecret: string, codeId: string, code: string): string {
  return createHmac("sha256", serverSecret).update(`staff:${codeId}:${code}`).digest("hex");
}

export function staffCodeMatches(serverSecret: string, codeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashStaffCode(serverSecret, codeId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
