import { createPrivateKey, createPublicKey, generateKeyPairSync, hash, type KeyObject } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface AuditSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The first 16 hex characters of the public key's SHA-256: which key signed a checkpoint. */
  keyId: string;
}

function fromPem(pem: string): AuditSigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("The audit signing key must be an Ed25519 private key (PKCS #8 PEM)");
  const publicKey = createPublicKey(privateKey);
  const keyId = hash("sha256", publicKey.export({ type: "spki", format: "der" }), "hex").slice(0, 16);
  return { privateKey, publicKey, keyId };
}

/**
 * The key that signs the audit trail's checkpoints (decision 039): AUDIT_SIGNING_KEY, else the file
 * AUDIT_KEY_FILE. Outside production a key is generated into that file once (it lies outside the
 * data folder by default), like the other development secrets; production refuses to start without
 * one of the two (loadConfig).
 */
export function resolveAuditSigningKey(settings: { signingKey: string | undefined; keyFile: string }, production: boolean): AuditSigningKey {
  if (settings.signingKey) return fromPem(settings.signingKey);
  if (!production) {
    mkdirSync(path.dirname(settings.keyFile), { recursive: true });
    // Written whole beside it, then linked into place: of processes starting together, one key wins and none reads half of one.
    const draft = `${settings.keyFile}.${process.pid}.draft`;
    writeFileSync(draft, generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString(), { mode: 0o600 });
    try {
      linkSync(draft, settings.keyFile);
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return fromPem(readFileSync(settings.keyFile, "utf8"));
}
