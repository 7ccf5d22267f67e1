import path from "node:path";

/** Every setting of the server comes from the environment; README "Configuration" lists them. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise the embedded SQLite file at `sqliteFile`. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  staticDir: string;
  publicUrl: string;
  logLevel: string;
  production: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: path.resolve(env.SQLITE_FILE ?? "data/app.sqlite"),
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL ?? "info",
    production: env.NODE_ENV === "production",
  };
}
