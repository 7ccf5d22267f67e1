import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type Cbor = Parameters<typeof isoCBOR.encode>[0];

/**
 * A passkey authenticator in software, as a browser would present it to the server: an ES256 key,
 * "none" attestation, and the JSON shapes of navigator.credentials.create/get. Just enough WebAuthn
 * (section 6.1 authenticator data, 6.5 attestation object) to drive the server's real verification.
 */
export class SoftwareAuthenticator {
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  readonly credentialId = randomBytes(16).toString("base64url");
  private signCount = 0;
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  private authenticatorData(rpId: string, flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.signCount);
    return Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? "", "base64url"));
    return isoCBOR.encode(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  /** The answer to navigator.credentials.create(options). */
  create(options: { challenge: string; rp: { id?: string } }, rpId = options.rp.id ?? "") {
    const id = Buffer.from(this.credentialId, "base64url");
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(this.coseKey())]);
    // User present (0x01), verified (0x04), attested credential data included (0x40).
    const authData = new Uint8Array(this.authenticatorData(rpId, 0x45, attested));
    const attestationObject = isoCBOR.encode(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge).toString("base64url"),
        attestationObject: Buffer.from(attestationObject).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** The answer to navigator.credentials.get(options): a signature over the authenticator data and the client data's hash. */
  get(options: { challenge: string; rpId?: string }) {
    this.signCount += 1;
    const authData = this.authenticatorData(options.rpId ?? "", 0x05);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientData).digest()]), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: clientData.toString("base64url"),
        authenticatorData: authData.toString("base64url"),
        signature: signature.toString("base64url"),
      },
      clientExtensionResults: {},
    };
  }
}
