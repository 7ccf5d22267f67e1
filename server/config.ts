import path from "node:path";
import * as v from "valibot";
import { databaseKind } from "./db/connection.ts";
import type { S3Settings } from "./uploads/s3-storage.ts";
import type { DecodeSettings } from "./uploads/decode-queue.ts";
import { parseDecodeSettings, parseS3Settings, parseTrustedOrigins } from "./uploads/upload-settings.ts";
import { parseHealthHotline, parseSiteInfo } from "./site/site-settings.ts";
import type { SiteInfo } from "#domain/site-info.ts";

export const AGENCY_STORE_NAMES = ["customs", "tourism", "health"] as const;
export type AgencyStoreName = (typeof AGENCY_STORE_NAMES)[number];

/** Every setting of the server comes from the environment; README "Configuration" lists them. */
export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise the embedded SQLite file at `sqliteFile`. */
  databaseUrl: string | undefined;
  sqliteFile: string;
  /**
   * The agencies' stores (decision 016): each its own database. Unset URL: beside the core one —
   * a SQLite file next to `sqliteFile`, or its own schema in DATABASE_URL's PostgreSQL database.
   */
  agencyDatabaseUrls: Record<AgencyStoreName, string | undefined>;
  staticDir: string;
  publicUrl: string;
  logLevel: string;
  production: boolean;
  /** Addresses of our own proxies, allowed to name the client in X-Forwarded-For; false: the peer is the client. */
  trustedProxies: string | false;
  /** smtp(s)://user:pass@host:port; unset keeps e-mail in the development outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The SMS provider's endpoint (POST JSON {to, text}); unset keeps SMS in the development outbox. */
  smsApiUrl: string | undefined;
  smsApiToken: string | undefined;
  /** Key of the one-time-password hashes; unset outside production, a generated key is kept beside the SQLite file. */
  otpSecret: string | undefined;
  /** Social sign-in: the OpenID Connect providers offered on the sign-in screen. */
  oidcProviders: OidcProviderSettings[];
  /** Folder of the uploaded images (local disk storage). */
  uploadDir: string;
  /** The S3-compatible store of the uploaded images (UPLOAD_S3_*); unset keeps them in `uploadDir`. */
  uploadS3: S3Settings | undefined;
  /** Origins the URL import may fetch over plain http or at a private address (development and tests only). */
  uploadUrlTrustedOrigins: string[];
  /** How many images a process decodes at once and lets wait (UPLOAD_DECODE_CONCURRENCY, UPLOAD_DECODE_QUEUE). */
  uploadDecoding: DecodeSettings;
  /** Server processes this machine runs (SERVER_PROCESSES); above 1 only on PostgreSQL (decision 023). */
  serverProcesses: number;
  /** Seed the ownerless demo branch (DEMO_BRANCH); by default outside production only (decision 023). */
  demoBranch: boolean;
  /**
   * Seed one staff member per role, whose codes are DEMO_STAFF_CODE, and demo travellers, trips,
   * check-ins and a case (DEMO_STAFF; never in production, decision 058).
   */
  demoStaff: boolean;
  /**
   * Web Push (decision 029): the VAPID key pair (base64url, as web-push generates them) and the contact the
   * push services may write to; unset outside production, a generated pair is kept beside the SQLite file.
   */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  vapidSubject: string;
  /** Push endpoints allowed over plain http or at a private address (PUSH_TRUSTED_ORIGINS; development and tests only). */
  pushTrustedOrigins: string[];
  /** The public site's run-time facts (decision 030): where "/" leads, the support mailbox, the hotlines. */
  site: SiteInfo;
  /** HEALTH_HOTLINE: the number the exposure messages give for questions (decision 049). */
  healthHotline: string;
  /** Signed checkpoints of the audit trail (decision 039): where the key and the checkpoints live, outside the data folder. */
  audit: AuditSettings;
}

export interface AuditSettings {
  /** AUDIT_SIGNING_KEY: an Ed25519 private key (PKCS #8 PEM); unset: read from `keyFile`. */
  signingKey: string | undefined;
  /** AUDIT_KEY_FILE: the key's file; outside production a key is generated into it when missing (unset: auditFiles' default). */
  keyFile: string | undefined;
  /** AUDIT_CHECKPOINT_FILE: every checkpoint is appended to it, one JSON line each (unset: auditFiles' default). */
  checkpointFile: string | undefined;
  /** AUDIT_CHECKPOINT_EMAIL: addresses every checkpoint is also e-mailed to (comma-separated). */
  checkpointEmails: string[];
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

// Custom messages throughout: valibot's defaults quote the received value, which could be a client secret.
const OidcProviderSettings = v.object(
  {
    id: v.pipe(v.string("id must be text"), v.regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "id must be 1-32 lower-case letters, digits or hyphens")),
    name: v.pipe(v.string("name must be text"), v.trim(), v.nonEmpty("name must not be empty"), v.maxLength(50, "name must be at most 50 characters")),
    issuer: v.pipe(
      v.string("issuer must be text"),
      v.url("issuer must be a URL"),
      v.check((issuer) => {
        const url = new URL(issuer);
        return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
      }, "issuer must use https (plain http only on localhost)"),
    ),
    client_id: v.pipe(v.string("client_id must be text"), v.nonEmpty("client_id must not be empty")),
    client_secret: v.optional(v.pipe(v.string("client_secret must be text"), v.nonEmpty("client_secret must not be empty"))),
  },
  "each provider must be an object",
);
export type OidcProviderSettings = v.InferOutput<typeof OidcProviderSettings>;

const OidcProvidersSetting = v.pipe(
  v.array(OidcProviderSettings, "OIDC_PROVIDERS must be a JSON array"),
  v.check((providers) => new Set(providers.map((provider) => provider.id)).size === providers.length, "provider ids must be unique"),
);

function parseOidcProviders(json: string | undefined): OidcProviderSettings[] {
  if (!json) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    // The parser's message quotes the text around the mistake, which may be a client secret.
    throw new Error("OIDC_PROVIDERS must be valid JSON");
  }
  const result = v.safeParse(OidcProvidersSetting, value);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const where = v.getDotPath(issue);
  throw new Error(`OIDC_PROVIDERS is not valid: ${where ? `${where}: ` : ""}${issue.message}`);
}

const MIN_OTP_SECRET_LENGTH = 32;

function parseServerProcesses(value: string | undefined, databaseUrl: string | undefined): number {
  const count = Number(value ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error("SERVER_PROCESSES must be a whole number from 1 to 64");
  // SQLite has one writer: more processes only queue on its lock (decision 011 measured no gain).
  if (count > 1 && databaseKind({ databaseUrl }) === "sqlite")
    throw new Error("SERVER_PROCESSES above 1 needs PostgreSQL (DATABASE_URL): SQLite has one writer");
  return count;
}

function parseSwitch(name: string, value: string | undefined, otherwise: boolean): boolean {
  if (value === undefined || value === "") return otherwise;
  if (value === "true" || value === "false") return value === "true";
  throw new Error(`${name} must be true or false`);
}

/** Demo members sign in with a code anyone can read in the start-up lines: production refuses to start with them. */
function parseDemoStaff(value: string | undefined, production: boolean): boolean {
  const demoStaff = parseSwitch("DEMO_STAFF", value, false);
  if (demoStaff && production) throw new Error("DEMO_STAFF is refused in production: its staff accounts sign in with a published code");
  return demoStaff;
}

function parseVapidKeys(env: NodeJS.ProcessEnv, production: boolean): Pick<Config, "vapidPublicKey" | "vapidPrivateKey" | "vapidSubject"> {
  const vapidPublicKey = env.VAPID_PUBLIC_KEY || undefined;
  const vapidPrivateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (Boolean(vapidPublicKey) !== Boolean(vapidPrivateKey)) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
  if (production && !vapidPublicKey) throw new Error("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set in production");
  const vapidSubject = env.VAPID_SUBJECT || `mailto:${env.SUPPORT_EMAIL || "support@example.org"}`;
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject)) throw new Error("VAPID_SUBJECT must be a mailto: or https: address");
  return { vapidPublicKey, vapidPrivateKey, vapidSubject };
}

function parseAuditSettings(env: NodeJS.ProcessEnv, production: boolean): AuditSettings {
  const signingKey = env.AUDIT_SIGNING_KEY || undefined;
  if (production && !signingKey && !env.AUDIT_KEY_FILE) throw new Error("AUDIT_SIGNING_KEY or AUDIT_KEY_FILE must be set in production");
  if (production && !env.AUDIT_CHECKPOINT_FILE) throw new Error("AUDIT_CHECKPOINT_FILE must be set in production");
  const checkpointEmails = (env.AUDIT_CHECKPOINT_EMAIL ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (checkpointEmails.some((address) => !/^[^\s@]+@[^\s@]+$/.test(address)))
    throw new Error("AUDIT_CHECKPOINT_EMAIL must be comma-separated e-mail addresses");
  return {
    signingKey,
    keyFile: env.AUDIT_KEY_FILE ? path.resolve(env.AUDIT_KEY_FILE) : undefined,
    checkpointFile: env.AUDIT_CHECKPOINT_FILE ? path.resolve(env.AUDIT_CHECKPOINT_FILE) : undefined,
    checkpointEmails,
  };
}

/**
 * The key's and the checkpoints' files. Outside production they default to a folder `audit` beside
 * the data folder (data/app.sqlite → audit/), never inside it: a copy or restore of the data folder
 * leaves them where they were.
 */
export function auditFiles(config: Pick<Config, "audit" | "sqliteFile">): { keyFile: string; checkpointFile: string } {
  const folder = path.join(path.dirname(path.dirname(config.sqliteFile)), "audit");
  return {
    keyFile: config.audit.keyFile ?? path.join(folder, "signing-key.pem"),
    checkpointFile: config.audit.checkpointFile ?? path.join(folder, "checkpoints.jsonl"),
  };
}

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
    agencyDatabaseUrls: {
      customs: env.CUSTOMS_DATABASE_URL || undefined,
      tourism: env.TOURISM_DATABASE_URL || undefined,
      health: env.HEALTH_DATABASE_URL || undefined,
    },
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    logLevel: env.LOG_LEVEL ?? "info",
    production,
    trustedProxies: env.TRUSTED_PROXIES?.trim() || false,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Travel <no-reply@localhost>",
    smsApiUrl: env.SMS_API_URL || undefined,
    smsApiToken: env.SMS_API_TOKEN || undefined,
    otpSecret,
    oidcProviders: parseOidcProviders(env.OIDC_PROVIDERS),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? "data/uploads"),
    uploadS3: parseS3Settings(env),
    uploadUrlTrustedOrigins: parseTrustedOrigins(env.UPLOAD_URL_TRUSTED_ORIGINS, production),
    uploadDecoding: parseDecodeSettings(env),
    serverProcesses: parseServerProcesses(env.SERVER_PROCESSES, env.DATABASE_URL || undefined),
    demoBranch: parseSwitch("DEMO_BRANCH", env.DEMO_BRANCH, !production),
    demoStaff: parseDemoStaff(env.DEMO_STAFF, production),
    ...parseVapidKeys(env, production),
    pushTrustedOrigins: parseTrustedOrigins(env.PUSH_TRUSTED_ORIGINS, production, "PUSH_TRUSTED_ORIGINS"),
    site: parseSiteInfo(env, production),
    healthHotline: parseHealthHotline(env, production),
    audit: parseAuditSettings(env, production),
  };
}
