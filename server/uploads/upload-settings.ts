import { availableParallelism } from "node:os";
import type { DecodeSettings } from "./decode-queue.ts";
import type { S3Settings } from "./s3-storage.ts";

/**
 * UPLOAD_S3_ENDPOINT, UPLOAD_S3_BUCKET, UPLOAD_S3_REGION, UPLOAD_S3_ACCESS_KEY_ID and
 * UPLOAD_S3_SECRET_ACCESS_KEY select the S3-compatible store; none set keeps uploads on disk.
 */
export function parseS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const endpoint = env.UPLOAD_S3_ENDPOINT || undefined;
  const bucket = env.UPLOAD_S3_BUCKET || undefined;
  const accessKeyId = env.UPLOAD_S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.UPLOAD_S3_SECRET_ACCESS_KEY || undefined;
  if (!endpoint && !bucket && !accessKeyId && !secretAccessKey) return undefined;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    throw new Error("UPLOAD_S3_ENDPOINT, UPLOAD_S3_BUCKET, UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY must be set together");
  }
  if (!/^https?:\/\/[^/]/.test(endpoint)) throw new Error("UPLOAD_S3_ENDPOINT must be an http(s) address");
  return { endpoint, bucket, region: env.UPLOAD_S3_REGION || "us-east-1", accessKeyId, secretAccessKey };
}

/**
 * UPLOAD_URL_TRUSTED_ORIGINS (and PUSH_TRUSTED_ORIGINS, named by `name`): comma-separated origins
 * (http://localhost:9000) the URL import may fetch, or push may be sent to, over plain http or at a
 * private address, for development and tests; refused in production.
 */
export function parseTrustedOrigins(value: string | undefined, production: boolean, name = "UPLOAD_URL_TRUSTED_ORIGINS"): string[] {
  const origins = (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  if (origins.length > 0 && production) throw new Error(`${name} must not be set in production`);
  return origins.map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      throw new Error(`${name} must be a comma-separated list of origins such as http://localhost:9000`);
    }
  });
}

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return number;
}

/** Waiting images for each decoding turn: a few seconds' wait at most, and 2 MB of memory each. */
const WAITING_PER_TURN = 8;

/**
 * UPLOAD_DECODE_CONCURRENCY: images decoded at once by a process, by default half its cores, so the
 * other half answers everything else; UPLOAD_DECODE_QUEUE: images waiting for a turn, by default
 * eight per turn (decision 008).
 */
export function parseDecodeSettings(env: NodeJS.ProcessEnv): DecodeSettings {
  const concurrency = positiveInteger(env.UPLOAD_DECODE_CONCURRENCY, "UPLOAD_DECODE_CONCURRENCY", Math.max(1, Math.floor(availableParallelism() / 2)));
  return { concurrency, waiting: positiveInteger(env.UPLOAD_DECODE_QUEUE, "UPLOAD_DECODE_QUEUE", WAITING_PER_TURN * concurrency) };
}
