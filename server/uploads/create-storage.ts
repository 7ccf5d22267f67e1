import path from "node:path";
import { localDiskStorage } from "./local-disk-storage.ts";
import { type S3Settings, s3Storage } from "./s3-storage.ts";
import type { UploadStorage } from "./storage.ts";

/** The store configured for uploaded images: the S3-compatible store when one is set, else UPLOAD_DIR; `folder` keeps a kind apart. */
export function createUploadStorage({ uploadDir, uploadS3 }: { uploadDir: string; uploadS3: S3Settings | undefined }, folder = ""): UploadStorage {
  if (uploadS3) return s3Storage(uploadS3, folder ? `${folder}/` : "");
  return localDiskStorage(folder ? path.join(uploadDir, folder) : uploadDir);
}
