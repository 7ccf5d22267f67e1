import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const COST: ScryptOptions = { N: 16_384, r: 8, p: 1 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<salt>$<hash>`, base64url; a new random salt for every password. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// An unknown e-mail address costs the same work as a known one, so timing does not tell them apart.
const unknownAccountHash = hashPassword(randomBytes(24).toString("base64url"));

export async function spendPasswordCheck(password: string): Promise<void> {
  await passwordMatches(password, await unknownAccountHash);
}
