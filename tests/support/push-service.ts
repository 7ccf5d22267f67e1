import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A subscription as the browser's PushSubscription.toJSON() gives it: the body's `token` of POST /api/v1/registrant-set-fcm-token. */
export interface TestSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** What the VAPID `Authorization: vapid t=<JWT>, k=<key>` header said, once its signature was checked. */
export interface VapidClaims {
  /** The application server's public key (base64url), the one GET /api/v2/push/public-key gives. */
  publicKey: string;
  aud: string;
  sub: string;
  exp: number;
}

/** One request the push service received, whatever it answered. */
export interface ReceivedPush {
  /** The subscription's endpoint the request was sent to. */
  endpoint: string;
  /** What the service answered: 201 when accepted, else the status it was told to answer or the refusal's. */
  status: number;
  /** Why the service refused it (bad VAPID signature, undecryptable body…); absent when it was accepted or told to fail. */
  refusal?: string;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  vapid?: VapidClaims;
  /** The payload, decrypted with the subscription's private key and auth secret (RFC 8291). */
  text?: string;
}

export interface TestPushService {
  /** http://127.0.0.1:<port>: what PUSH_TRUSTED_ORIGINS (config.pushTrustedOrigins) must list for the server to send here. */
  origin: string;
  received: ReceivedPush[];
  /** A new subscription at this service, with fresh keys; its private key stays here to decrypt what is sent to it. */
  subscribe: () => TestSubscription;
  /** Forgets a subscription: pushes to it are then answered 410 Gone, as a push service does after the user unsubscribed. */
  unsubscribe: (subscription: TestSubscription) => void;
  /** The statuses the next requests are answered with, in order (e.g. 410, or 500 then the normal 201). */
  answerNext: (...statuses: number[]) => void;
  /** The requests accepted (201) for a subscription, their payloads parsed as JSON. */
  accepted: (subscription: TestSubscription) => { payload: unknown; push: ReceivedPush }[];
  /** Waits until `count` requests have arrived in all (polling; the server sends after its answer). */
  waitForRequests: (count: number, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
}

interface Keys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const b64url = (text: string) => Buffer.from(text, "base64url");

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8292: the JWT is ES256-signed with the key `k`, for this service's origin, not expired and at most a day ahead, with a contact. */
function verifyVapid(header: string | undefined, origin: string, now: number): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match?.[1] || !match[2]) throw new Refusal(401, "no vapid authorization");
  const [jwt, publicKey] = [match[1], match[2]];
  const [head, body, signature] = jwt.split(".");
  if (!head || !body || !signature) throw new Refusal(401, "malformed JWT");
  const point = b64url(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, "k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: point.subarray(1, 33).toString("base64url"), y: point.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const signed = verify("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" }, b64url(signature));
  if (!signed) throw new Refusal(403, "the JWT's signature does not match k");
  const { alg } = JSON.parse(b64url(head).toString("utf8")) as { alg?: string };
  if (alg !== "ES256") throw new Refusal(403, "the JWT is not ES256");
  const claims = JSON.parse(b64url(body).toString("utf8")) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Refusal(403, `the JWT's aud is ${String(claims.aud)}, not ${origin}`);
  const seconds = now / 1000;
  if (typeof claims.exp !== "number" || claims.exp <= seconds || claims.exp > seconds + 86_400)
    throw new Refusal(403, "the JWT's exp is not within the next day");
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) throw new Refusal(403, "the JWT has no mailto: or https: sub");
  return { publicKey, aud: claims.aud, sub: claims.sub, exp: claims.exp };
}

/** RFC 8291 over RFC 8188: the aes128gcm body decrypted with the subscription's private key and auth secret. */
function decrypt(body: Buffer, keys: Keys): string {
  if (body.length < 21) throw new Refusal(400, "body shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65) throw new Refusal(400, "the keyid is not the sender's P-256 public key");
  const ciphertext = body.subarray(21 + keyIdLength);
  const ecdhSecret = keys.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, senderPublicKey]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, keys.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const plain: Buffer[] = [];
  for (let start = 0, sequence = 0; start < ciphertext.length; start += recordSize, sequence += 1) {
    const record = ciphertext.subarray(start, start + recordSize);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let padded: Buffer;
    try {
      padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    } catch {
      throw new Refusal(400, "the body does not decrypt with the subscription's keys");
    }
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = start + recordSize >= ciphertext.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Refusal(400, "bad record padding delimiter");
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain).toString("utf8");
}

/**
 * A push service for the tests (decision 029), on a loopback port: it checks each request's VAPID
 * signature and decrypts its aes128gcm payload with the subscription's keys, as a browser's push
 * service and the browser together would, and records every request. The server sends to it only
 * when its origin is in config.pushTrustedOrigins (it is plain http on a private address).
 */
export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const subscriptions = new Map<string, Keys>();
  const queued: number[] = [];
  let origin = "";

  const handle = async (request: IncomingMessage): Promise<ReceivedPush> => {
    const endpoint = `${origin}${request.url ?? ""}`;
    const push: ReceivedPush = {
      endpoint,
      status: 201,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      topic: request.headers.topic as string | undefined,
    };
    const body = await readBody(request);
    try {
      if (request.method !== "POST") throw new Refusal(405, "not a POST");
      push.vapid = verifyVapid(request.headers.authorization, origin, Date.now());
      const told = queued.shift();
      if (told !== undefined) {
        push.status = told;
        return push;
      }
      const keys = subscriptions.get(endpoint);
      if (!keys) throw new Refusal(410, "no such subscription");
      if (request.headers["content-encoding"] !== "aes128gcm") throw new Refusal(415, "content-encoding is not aes128gcm");
      if (request.headers.ttl === undefined) throw new Refusal(400, "no TTL header");
      push.text = decrypt(body, keys);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      push.status = error.status;
      push.refusal = error.message;
    }
    return push;
  };

  const server = createServer((request, response) => {
    handle(request)
      .then((push) => {
        received.push(push);
        response.writeHead(push.status, { "content-type": "text/plain" }).end(push.refusal ?? "");
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    subscribe: () => {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, publicKey, auth });
      return { endpoint, expirationTime: null, keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") } };
    },
    unsubscribe: (subscription) => {
      subscriptions.delete(subscription.endpoint);
    },
    answerNext: (...statuses) => {
      queued.push(...statuses);
    },
    accepted: (subscription) =>
      received
        .filter((push) => push.endpoint === subscription.endpoint && push.status === 201 && push.text !== undefined)
        .map((push) => ({ payload: JSON.parse(push.text ?? "null") as unknown, push })),
    waitForRequests: async (count, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the push service received ${received.length} requests, not ${count}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, count);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
