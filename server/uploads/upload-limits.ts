import type { FastifyReply } from "fastify";
import { HttpError } from "../http/errors.ts";
import { type MemoryThrottle, memoryThrottle } from "../security/memory-throttle.ts";
import type { ThrottleRule } from "../security/throttle.ts";
import { type DecodeSettings, DecodeQueueFull, decodeQueue } from "./decode-queue.ts";
import { type NormalizedImage, normalizeImage } from "./normalize-image.ts";

const MINUTE_MS = 60_000;

/**
 * Uploads a minute (decision 008): a traveller adds a photo and a few cards, a family's cards a few
 * more; an address may be an airport's Wi-Fi shared by many travellers. Counted in this process's
 * memory, like check-ins: what they guard is this process's CPU, and no address is stored.
 */
export const UPLOAD_LIMITS = {
  perAccount: { name: "upload-account", limit: 10, windowMs: MINUTE_MS },
  perClientAddress: { name: "upload-address", limit: 30, windowMs: MINUTE_MS },
} satisfies Record<string, ThrottleRule>;

export interface UploadLimits {
  /** Counts one upload by the account from the address; over a limit, a 429 with Retry-After. */
  admit: (reply: FastifyReply, uploader: { account: string; address: string }, now: Date) => void;
  /** normalizeImage in this process's decoding queue; a full queue is a 503 with Retry-After. */
  normalize: (reply: FastifyReply, bytes: Buffer, options?: Parameters<typeof normalizeImage>[2]) => Promise<NormalizedImage>;
}

/** One per server process, shared by every route that decodes an image (uploads, URL imports, logos). */
export function uploadLimits(decoding: DecodeSettings): UploadLimits {
  const perAccount: MemoryThrottle = memoryThrottle(UPLOAD_LIMITS.perAccount);
  const perAddress: MemoryThrottle = memoryThrottle(UPLOAD_LIMITS.perClientAddress);
  const queue = decodeQueue(decoding);

  function refuse(reply: FastifyReply, status: 429 | 503, retryAfterSeconds: number): HttpError {
    reply.header("retry-after", String(retryAfterSeconds));
    return new HttpError(status, status === 429 ? "TOO_MANY_UPLOADS" : "UPLOADS_BUSY");
  }

  return {
    admit(reply, { account, address }, now) {
      const retryAfter = perAccount(account, now) ?? perAddress(address, now);
      if (retryAfter !== undefined) throw refuse(reply, 429, retryAfter);
    },
    async normalize(reply, bytes, options) {
      try {
        return await normalizeImage(queue, bytes, options);
      } catch (error) {
        if (error instanceof DecodeQueueFull) throw refuse(reply, 503, error.retryAfterSeconds);
        throw error;
      }
    },
  };
}
