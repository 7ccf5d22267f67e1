import { randomBytes } from "node:crypto";
import webPush from "web-push";

/**
 * What production refuses to start without (server/config.ts): the OTP key, the VAPID key pair and
 * the public site's support mailbox and hotlines, freshly made for one test server.
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
  };
}
