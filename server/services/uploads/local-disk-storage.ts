import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { UploadStorage } from "./storage.ts";

const KEY_PATTERN = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

function fileOf(dir: string, key: string): string {
  // Keys come from the server, but a key that could leave the folder must never reach the file system.
  if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
  return path.join(dir, key);
}

/** Files in one folder (UPLOAD_DIR), named by their key. */
export function localDiskStorage(dir: string): UploadStorage {
  return {
    put: async (key, bytes) => {
      await mkdir(dir, { recursive: true });
      await writeFile(fileOf(dir, key), bytes, { flag: "wx", mode: 0o600 });
    },
    get: async (key) => {
      try {
        return await readFile(fileOf(dir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    remove: (key) => rm(fileOf(dir, key), { force: true }),
  };
}
