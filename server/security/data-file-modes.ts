import { chmodSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { AGENCY_STORE_NAMES, type Config } from "../config.ts";
import { databaseKind } from "../db/connection.ts";
import { storeLocation } from "../db/stores/store-connection.ts";

const OWNER_ONLY_FILES = 0o077;
const OWNER_ONLY_DIRECTORY = 0o700;
const OWNER_READ_WRITE = 0o600;
const SQLITE_COMPANIONS = ["", "-wal", "-shm", "-journal"];

/**
 * The databases hold personal data and the code hashes' key sits beside them: nobody but the
 * server's own user may read them. Everything this process creates from now on (data folder, SQLite
 * files and their journals, uploads, the generated key) is its owner's alone; files an earlier
 * version made readable to all are narrowed. A folder that exists already keeps its mode: SQLITE_FILE
 * may well sit in a folder others use.
 */
export function protectDataFiles(config: Pick<Config, "databaseUrl" | "sqliteFile" | "agencyDatabaseUrls">): void {
  process.umask(OWNER_ONLY_FILES);
  const sqliteFiles = [
    ...(databaseKind(config) === "sqlite" ? [config.sqliteFile] : []),
    ...AGENCY_STORE_NAMES.map((name) => storeLocation(config, name))
      .filter((store) => store.kind === "sqlite")
      .map((store) => store.sqliteFile),
  ];
  for (const file of sqliteFiles) {
    mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIRECTORY });
    for (const companion of SQLITE_COMPANIONS) if (existsSync(file + companion)) chmodSync(file + companion, OWNER_READ_WRITE);
  }
}
