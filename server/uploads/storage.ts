/**
 * Where uploaded files are kept: a folder on local disk or an S3-compatible store (chosen by
 * configuration, see create-storage.ts). Keys are made by the server (never from a user's file name).
 */
export interface UploadStorage {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** Undefined when no file has this key. */
  get: (key: string) => Promise<Buffer | undefined>;
  /** Removing a missing file is not an error: deletion may be retried. */
  remove: (key: string) => Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** Keys come from the server, but one that could name another file (a path, a query) must never reach a store. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
  return key;
}
