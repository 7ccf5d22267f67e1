/**
 * Where uploaded files are kept. Local disk now; an S3-compatible store implements the same three
 * calls later. Keys are made by the server (never from a user's file name).
 */
export interface UploadStorage {
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** Undefined when no file has this key. */
  get: (key: string) => Promise<Buffer | undefined>;
  /** Removing a missing file is not an error: deletion may be retried. */
  remove: (key: string) => Promise<void>;
}
