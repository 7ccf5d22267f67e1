import { generateKeyPairSync, randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import webPush from "web-push";

/**
 * What production refuses to start without (server/config.ts): the OTP key, the VAPID key pair, the
 * public site's support mailbox and hotlines, the health hotline the exposure messages give, and the audit trail's signing key and checkpoint file,
 * freshly made for one test server.
 */
export function productionSettings(): Record<string, string> {
  const vapid = webPush.generateVAPIDKeys();
  return {
    NODE_ENV: "production",
    OTP_SECRET: randomBytes(32).toString("hex"),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    SUPPORT_EMAIL: "support@example.org",
    SITE_HOTLINES: JSON.stringify([{ kind: "emergency", name: "Police, fire and ambulance", number: "911" }]),
    HEALTH_HOTLINE: "+1 670 664 4000",
    AUDIT_SIGNING_KEY: generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    AUDIT_CHECKPOINT_FILE: path.join(tmpdir(), `audit-checkpoints-${randomBytes(6).toString("hex")}.jsonl`),
  };
}
