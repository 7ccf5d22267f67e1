import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * The symptom diary's link (decision 053): the contact's id and the last day of their follow-up,
 * signed with a key derived from the server secret for this one purpose, so a token made for anything
 * else never opens a diary, and the server secret itself signs nothing sent out. 46 characters: the
 * SMS stays short. No rotation: a new OTP_SECRET ends every link, which the follow-up period outlives
 * by two weeks at most.
 */
export const DIARY_LINK_PURPOSE = "symptom diary link";

const DAY_MS = 86_400_000;
const UUID_BYTES = 16;
const DAY_BYTES = 2;
const MAC_BYTES = 16;
const TOKEN = /^[A-Za-z0-9_-]{46}$/;

export interface DiaryLinkClaims {
  contactId: string;
  /** The last day of the follow-up period, YYYY-MM-DD (a commonwealth day): the link works until it ends. */
  until: string;
}

export type DiaryLinkCheck = ({ kind: "valid" } & DiaryLinkClaims) | { kind: "expired" } | { kind: "invalid" };

export interface LinkSigner {
  sign(claims: DiaryLinkClaims): string;
  /** What a token says on `today` (a commonwealth day): its claims, past its last day, or not ours. */
  read(token: string, today: string): DiaryLinkCheck;
}

/** Signs and reads diary links with the key of `purpose` under the server secret. */
export function linkSigner(serverSecret: string, purpose: string = DIARY_LINK_PURPOSE): LinkSigner {
  const key = Buffer.from(hkdfSync("sha256", serverSecret, "", purpose, 32));
  const mac = (payload: Buffer) => createHmac("sha256", key).update(payload).digest().subarray(0, MAC_BYTES);
  return {
    sign({ contactId, until }) {
      const payload = Buffer.alloc(UUID_BYTES + DAY_BYTES);
      Buffer.from(contactId.replaceAll("-", ""), "hex").copy(payload);
      payload.writeUInt16BE(Date.parse(`${until}T00:00:00Z`) / DAY_MS, UUID_BYTES);
      return Buffer.concat([payload, mac(payload)]).toString("base64url");
    },
    read(token, today) {
      if (!TOKEN.test(token)) return { kind: "invalid" };
      const bytes = Buffer.from(token, "base64url");
      // The last character carries 4 spare bits: only the canonical spelling of a token is ours.
      if (bytes.toString("base64url") !== token) return { kind: "invalid" };
      const payload = bytes.subarray(0, UUID_BYTES + DAY_BYTES);
      if (!timingSafeEqual(mac(payload), bytes.subarray(UUID_BYTES + DAY_BYTES))) return { kind: "invalid" };
      const until = new Date(payload.readUInt16BE(UUID_BYTES) * DAY_MS).toISOString().slice(0, 10);
      if (until < today) return { kind: "expired" };
      const hex = payload.subarray(0, UUID_BYTES).toString("hex");
      const contactId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return { kind: "valid", contactId, until };
    },
  };
}
