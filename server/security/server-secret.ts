import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";

/**
 * The installation's one secret key (decision 045): one-time-password and throttle hashes, sealed
 * staff secrets, the audit trail's person references. Production must set OTP_SECRET (loadConfig
 * refuses to start without it); elsewhere a random key is generated once and kept beside the SQLite
 * file, so codes survive a restart and every development process shares it.
 */
export function resolveServerSecret(config: Pick<Config, "otpSecret" | "sqliteFile">): string {
  if (config.otpSecret) return config.otpSecret;
  const file = path.join(path.dirname(config.sqliteFile), "otp-secret");
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
  }
  return readFileSync(file, "utf8").trim();
}
