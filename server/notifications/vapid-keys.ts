import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Config } from "../config.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (RFC 8292), which every push is signed with and every browser subscribes
 * with. Production must set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (loadConfig refuses to start
 * without them); elsewhere a pair is generated once and kept beside the SQLite file, so subscriptions
 * survive a restart and every development process signs with the same key.
 */
export function resolveVapidKeys(config: Pick<Config, "vapidPublicKey" | "vapidPrivateKey" | "sqliteFile">): VapidKeys {
  if (config.vapidPublicKey && config.vapidPrivateKey) return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  const file = path.join(path.dirname(config.sqliteFile), "vapid-keys.json");
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
  }
  const { publicKey, privateKey } = JSON.parse(readFileSync(file, "utf8")) as VapidKeys;
  return { publicKey, privateKey };
}
