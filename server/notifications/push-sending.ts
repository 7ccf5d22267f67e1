import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import webpush from "web-push";
import type { PushPayload } from "#domain/notifications.ts";
import { checkPushEndpoint, pinnedLookup, type PushTarget } from "./push-endpoint.ts";
import type { VapidKeys } from "./vapid-keys.ts";

export interface PushSettings {
  vapid: VapidKeys;
  vapidSubject: string;
  trustedOrigins: readonly string[];
}

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** sent: the push service took it; gone: the subscription no longer exists; retry: worth trying later; failed: never will be. */
export type AttemptOutcome = { result: "sent" } | { result: "gone" | "retry" | "failed"; error: string };

const TIMEOUT_MS = 15_000;
/** How long the push service keeps a push for a phone that is off: two days, after which it is no longer news. */
const TTL_SECONDS = 2 * 86_400;

function post(target: PushTarget, headers: Record<string, string | number>, body: Buffer | null): Promise<number> {
  const send = target.url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target.url, {
      method: "POST",
      headers,
      // No pooled sockets: each request connects to its own checked address.
      agent: false,
      lookup: pinnedLookup(target),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    request.once("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once("error", reject);
    request.end(body ?? undefined);
  });
}

/**
 * Sends one web push: the payload encrypted for the subscription (aes128gcm, RFC 8291) and signed
 * with the server's VAPID key (RFC 8292) by the web-push library, posted by us to the address we
 * checked, since the library's own request can neither pin the address nor use plain http for the
 * tests' trusted local push service.
 */
export async function sendPush(
  subscription: PushSubscriptionKeys,
  payload: PushPayload,
  { vapid, vapidSubject, trustedOrigins }: PushSettings,
  urgency: "normal" | "high",
): Promise<AttemptOutcome> {
  const checked = await checkPushEndpoint(subscription.endpoint, trustedOrigins);
  if (!checked.ok)
    return checked.reason === "unresolvable" ? { result: "retry", error: "push service not resolvable" } : { result: "failed", error: "endpoint not allowed" };
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: vapidSubject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency,
    },
  );
  let status: number;
  try {
    status = await post(checked.target, details.headers, details.body);
  } catch (error) {
    return { result: "retry", error: error instanceof Error ? error.message : String(error) };
  }
  if (status >= 200 && status < 300) return { result: "sent" };
  if (status === 404 || status === 410) return { result: "gone", error: `push service answered ${status}` };
  if (status === 429 || status >= 500) return { result: "retry", error: `push service answered ${status}` };
  return { result: "failed", error: `push service answered ${status}` };
}
