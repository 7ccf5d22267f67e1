import { randomUUID } from "node:crypto";
import { UPLOAD_FORMATS, type UploadAnswer, uploadUrl, uploadValue } from "#domain/uploads.ts";
import type { Db } from "../db/connection.ts";
import { insertUpload } from "./upload-queries.ts";
import type { NormalizedImage } from "./normalize-image.ts";
import type { UploadStorage } from "./storage.ts";

const DEFAULT_NAME = "image";

/** The readable part of the uploader's file name, without its extension; ours is added from the real format. */
export function baseName(name: string | undefined): string {
  const stem = (name ?? "")
    .replace(/\.[^.]*$/, "")
    .replace(/[^\p{L}\p{N} _-]+/gu, "")
    .trim()
    .slice(0, 80);
  return stem || DEFAULT_NAME;
}

/** Keeps a re-encoded image for its owner: the bytes in the store, a row naming them; neither without the other. */
export async function storeUpload(
  db: Db,
  storage: UploadStorage,
  { userId, name, image, now }: { userId: string; name: string | undefined; image: NormalizedImage; now: Date },
): Promise<UploadAnswer> {
  const { contentType, extension } = UPLOAD_FORMATS[image.format];
  const id = randomUUID();
  const fileName = `${baseName(name)}.${extension}`;
  const storageKey = `${id}.${extension}`;
  await storage.put(storageKey, image.bytes);
  try {
    await insertUpload(db, {
      id,
      user_id: userId,
      name: fileName,
      content_type: contentType,
      byte_size: image.bytes.length,
      storage_key: storageKey,
      created_at: now.toISOString(),
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  const url = uploadUrl(id);
  return { data: { id, url, name: fileName, value: uploadValue(fileName, url) } };
}
