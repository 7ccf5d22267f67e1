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
  /** smtp(s)://user:pass@host:port; unset keeps e-mail in the development outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS provider's endpoint (POST JSON {to, text}); unset keeps SMS in the development outbox. */
  smsApiUrl: string | undefined;
  smsApiToken: string | undefined;
  /** Key of the one-time-password hashes; unset outside production, a generated key is kept beside the SQLite file. */
  otpSecret: string | undefined;
}

const MIN_OTP_SECRET_LENGTH = 32;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === "production";
  const otpSecret = env.OTP_SECRET || undefined;
  if (production && !otpSecret) throw new Error("OTP_SECRET must be set in production");
  if (otpSecret && otpSecret.length < MIN_OTP_SECRET_LENGTH) throw new Error(`OTP_SECRET must be at least ${MIN_OTP_SECRET_LENGTH} characters`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    sqliteFile: path.resolve(env.SQLITE_FILE ?? "data/app.sqlite"),
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL ?? "info",
    production,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Travel <no-reply@localhost>",
    smsApiUrl: env.SMS_API_URL || undefined,
    smsApiToken: env.SMS_API_TOKEN || undefined,
    otpSecret,
  };
}
