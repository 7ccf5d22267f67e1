import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkedKey, type UploadStorage } from "./storage.ts";

function fileOf(dir: string, key: string): string {
  return path.join(dir, checkedKey(key));
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
