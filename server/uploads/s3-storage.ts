import { AwsClient } from "aws4fetch";
import { checkedKey, type UploadStorage } from "./storage.ts";

export interface S3Settings {
  /** The service's address, e.g. https://s3.eu-west-1.amazonaws.com or a MinIO server; buckets are addressed by path. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** A failed call to the store: the API answers 500 and logs it; the status is all we keep (no bodies, no keys). */
export class S3StorageError extends Error {}

/**
 * Objects in one bucket of an S3-compatible store, under `prefix` (e.g. "logos/"), signed with AWS
 * Signature V4. The bytes are private: the API reads them and serves them to their owners.
 */
export function s3Storage(settings: S3Settings, prefix = ""): UploadStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}/`;
  const objectUrl = (key: string) => base + prefix + checkedKey(key);
  const call = async (method: string, key: string, body?: Buffer) => {
    const response = await client.fetch(objectUrl(key), {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: body ? { "content-type": "application/octet-stream" } : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return response;
  };
  const failed = (method: string, response: Response) => new S3StorageError(`S3 ${method} answered ${response.status}`);

  return {
    put: async (key, bytes) => {
      const response = await call("PUT", key, bytes);
      await response.body?.cancel();
      if (!response.ok) throw failed("PUT", response);
    },
    get: async (key) => {
      const response = await call("GET", key);
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw failed("GET", response);
      }
      return Buffer.from(await response.arrayBuffer());
    },
    remove: async (key) => {
      const response = await call("DELETE", key);
      await response.body?.cancel();
      // S3 answers 204 whether or not the object was there; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw failed("DELETE", response);
    },
  };
}
