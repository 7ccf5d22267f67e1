import type { Generated } from "kysely";
import type { AddressLevel } from "../../src/domain/addresses.ts";

/**
 * Tables of the core store. Timestamps are ISO-8601 UTC text and booleans are stored as 0/1 so the
 * same queries run on SQLite and PostgreSQL (docs/decisions/003-one-query-layer-two-databases.md).
 */
export interface CoreDatabase {
  symptoms: { id: string; code: string; title: string; category: string; sort_order: number };
  purposes: { id: string; title: string; sort_order: number };
  settings: { code: string; value_type: "boolean" | "number" | "string"; value: string };
  establishments: {
    id: string;
    name: string;
    branch: string;
    label: string;
    logo: string;
    qr_type: string;
    created_at: string;
  };
  users: {
    id: string;
    /** Lower-case; the identity an e-mail OTP proves. */
    email: string | null;
    /** The identity an SMS OTP proves. */
    mobile_number: string | null;
    is_guest: number;
    is_front_liner: Generated<number>;
    /** Language of the messages we send to this user. */
    language: Generated<string>;
    first_name: string | null;
    middle_name: string | null;
    last_name: string | null;
    birth_date: string | null;
    gender: string | null;
    photo_url: string | null;
    passport: string | null;
    passport_country: string | null;
    region_code: string | null;
    province_code: string | null;
    municipality_code: string | null;
    barangay_code: string | null;
    company_name: string | null;
    health_status: string | null;
    case_status: string | null;
    created_at: string;
    updated_at: string;
  };
  family_members: {
    id: string;
    user_id: string;
    position: number;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    birth_date: string;
    gender: string;
    passport: string | null;
    passport_country: string | null;
  };
  /** Opaque bearer tokens, kept only as SHA-256 hashes. */
  sessions: { id: string; user_id: string; token_hash: string; created_at: string; expires_at: string; revoked_at: string | null };
  /** One row per code sent; the row's id is the `auth` reference the client holds. */
  otp_requests: {
    id: string;
    channel: "sms" | "email";
    destination: string;
    /** For a code sent by e-mail in place of an SMS: the number that asked, recorded on the account. */
    mobile_number: string | null;
    language: string;
    code_hash: string;
    wrong_tries: Generated<number>;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** Sliding-window counters shared by every server process. */
  throttle_hits: { id: string; bucket: string; at: string };
  /** Messages kept for developers when no SMTP server or SMS provider is configured. */
  outbox_messages: { id: string; channel: "sms" | "email"; recipient: string; subject: string | null; body: string; created_at: string };
  push_tokens: { id: string; user_id: string; token: string; created_at: string };
  oauth_states: {
    id: string;
    provider: string;
    state_hash: string;
    code_verifier: string;
    nonce: string;
    created_at: string;
    expires_at: string;
  };
  /** One-time codes that hand a social sign-in from the popup to the app; exchanged once for a session. */
  login_handoffs: { id: string; code_hash: string; user_id: string; created_at: string; expires_at: string; used_at: string | null };
  oauth_identities: { provider: string; subject: string; user_id: string };
  /** Region → island (province) → municipality → village (barangay); `level` is one of ADDRESS_LEVELS. */
  addresses: { code: string; name: string; level: AddressLevel; parent_code: string | null; sort_order: number };
  /** Uploaded images; the bytes live in the upload storage under `storage_key`. */
  uploads: { id: string; user_id: string; name: string; content_type: string; byte_size: number; storage_key: string; created_at: string };
}
