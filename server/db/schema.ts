import type { Generated } from "kysely";
import type { TravellerMessageCode } from "#domain/customs-messages.ts";
import type { AddressLevel } from "#domain/addresses.ts";
import type { TravelType } from "#domain/declarations/enumerations.ts";
import type { AuditOutcome } from "#domain/audit.ts";
import type { STAFF_STATUSES, StaffSessionStage } from "#domain/staff/staff-accounts.ts";
import type { Agency, StaffRole } from "#domain/staff/staff-roles.ts";
import type { SUBMITTED, TripReviewStatus } from "#domain/trips.ts";
import type { DeliveryStatus, NotificationChannel, NotificationKind } from "#domain/notifications.ts";
import type { ContactMessageStatus } from "#domain/contact-messages.ts";

type StaffStatus = (typeof STAFF_STATUSES)[number];

/**
 * Tables of the core store. Timestamps are ISO-8601 UTC text and booleans are stored as 0/1 so the
 * same queries run on SQLite and PostgreSQL (docs/decisions/003-one-query-layer-two-databases.md).
 */
export interface CoreDatabase {
  /** `title` is English; a retired symptom (retired_at set) is no longer offered but still names old records. */
  symptoms: {
    id: string;
    code: string;
    title: string;
    title_ja: Generated<string>;
    title_ko: Generated<string>;
    title_zh: Generated<string>;
    category: string;
    sort_order: number;
    retired_at: string | null;
  };
  /** `title` is English and is what a visit stores as its purpose, so it never changes once added. */
  purposes: {
    id: string;
    title: string;
    title_ja: Generated<string>;
    title_ko: Generated<string>;
    title_zh: Generated<string>;
    sort_order: number;
    retired_at: string | null;
  };
  /** updated_by: the staff member who changed the value last (null: as seeded). */
  settings: { code: string; value_type: "boolean" | "number" | "string"; value: string; updated_by: string | null; updated_at: string | null };
  /** Every change of a setting's value, by whom and when (decision 027). */
  setting_changes: { id: string; code: string; previous_value: string; value: string; changed_by: string; changed_at: string };
  establishments: {
    id: string;
    name: string;
    branch: string;
    label: string;
    logo: string;
    qr_type: string;
    created_at: string;
    /** The establishment account that owns this branch; null for the seeded demo branch. */
    account_id: string | null;
    address: Generated<string>;
    latitude: number | null;
    longitude: number | null;
    /** A visit ends by itself this many minutes after check-in. */
    visit_minutes: Generated<number>;
    /** Its account's disabling, copied here so the door refuses from the one row it reads. */
    disabled_at: Generated<string | null>;
  };
  users: {
    id: string;
    /** Lower-case; the identity an e-mail OTP proves. */
    email: string | null;
    /** The identity an SMS OTP proves. */
    mobile_number: string | null;
    is_guest: number;
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
    /** The unguessable value of the user's own QR, resolved only by front-liners. */
    logbook_qr: string | null;
    /** JSON text: the symptom codes last reported on the symptoms screen, or ["NONE_OF_THE_ABOVE"]. */
    symptoms: string | null;
    symptoms_reported_at: string | null;
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
  /** Which server process runs a background job until when (decision 023); one row per job. */
  job_leases: { name: string; holder: string; taken_at: string; expires_at: string };
  /** Messages kept for developers when no SMTP server or SMS provider is configured. */
  outbox_messages: { id: string; channel: "sms" | "email"; recipient: string; subject: string | null; body: string; created_at: string };
  /** One browser's Web Push subscription (decision 029); the keys encrypt the payload (RFC 8291). */
  push_subscriptions: { id: string; user_id: string; endpoint: string; p256dh: string; auth: string; created_at: string };
  /**
   * What the account is told (decision 029), shown on /app/notifications. `params` is JSON of the facts the
   * text is made from (place, day…), so the text is written in the reader's language when read;
   * `dedupe_key` makes one event one notification however often it is raised.
   */
  notifications: {
    id: string;
    user_id: string;
    kind: NotificationKind;
    subject_id: string | null;
    params: Generated<string>;
    dedupe_key: string | null;
    created_at: string;
    read_at: string | null;
  };
  /** One way a notification travels to its person; retried with back-off while `pending`. */
  notification_deliveries: {
    id: string;
    notification_id: string;
    channel: NotificationChannel;
    /** The push subscription a web push went to; null for e-mail and SMS. */
    subscription_id: string | null;
    status: DeliveryStatus;
    attempts: Generated<number>;
    next_attempt_at: string | null;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
  };
  /** The contact form's messages (decision 040), forwarded to the support mailbox. */
  contact_messages: {
    id: string;
    /** What the sender is told and quotes back, e.g. "CM-7K3Q-9XWD". */
    reference: string;
    name: string;
    email: string;
    message: string;
    language: string;
    status: ContactMessageStatus;
    created_at: string;
    forwarded_at: string | null;
  };
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
  /**
   * One check-in. A visit is open while `ends_at` is in the future: check-in sets it to the
   * branch's duration, and checking out or checking in elsewhere moves it to that moment.
   */
  visits: {
    id: string;
    establishment_id: string;
    /** The signed-in visitor; null for a guest check-in, and once the account is deleted (decision 007). */
    user_id: string | null;
    /** Who the visit belongs to (decision 034): `user:<id>`, `mobile:<digits>/<NAME KEY>` or `user:<id>/<NAME KEY>`. */
    person_key: string;
    /** The holder's visit id for everyone checked in together in one check-in; null for one person alone. */
    household_id: string | null;
    /** A guest checks out with the key their check-in answered; kept only as a SHA-256 hash. */
    check_out_key_hash: string | null;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    age: number | null;
    gender: string | null;
    mobile_number: string | null;
    email: string | null;
    company_name: string | null;
    region_code: string | null;
    province_code: string | null;
    municipality_code: string | null;
    barangay_code: string | null;
    purpose: string | null;
    /** JSON text: the chosen symptom codes, or ["NONE_OF_THE_ABOVE"]; null until answered. */
    symptoms: string | null;
    health_checklist: string | null;
    health_checklist_other: string | null;
    /** The language the visit was checked in with (a guest's page, a traveller's account); what an exposure message is written in. */
    language: string | null;
    access_status: "ALLOWED" | "NOT_ALLOWED" | null;
    started_at: string;
    ends_at: string;
    end_reason: "duration" | "checked_out" | "checked_in_elsewhere";
  };
  /**
   * Accounts whose numbers became one E.164 number in migration 0011: the older account owns the
   * number, this one's number (`written_as`) was set aside for a person to resolve (decision 019).
   */
  mobile_number_collisions: { user_id: string; owner_user_id: string; mobile_number: string; written_as: string; found_at: string };
  /** Check-ins that look implausible, kept for staff to review (never silently accepted). */
  visit_flags: {
    id: string;
    visit_id: string;
    reason: "too_far_too_fast" | "burst_at_branch";
    detail: string;
    created_at: string;
    /** A health official's review, once (decision 028): dismissed or kept, with a note. */
    review: "dismissed" | "kept" | null;
    review_note: string | null;
    reviewed_by: string | null;
    reviewed_at: string | null;
  };
  /** A guest's case status, for the door's access check; account holders' is `users.case_status` (migration 0014). */
  guest_case_statuses: { person_key: string; case_status: string; health_status: string | null; updated_at: string };
  /** Each word of an account's names as written (`w:`) and by its sound (`s:`), for the health officials' forgiving name search (migration 0015). */
  user_name_keys: { name_key: string; user_id: string };
  /**
   * Each person seen as a guest, by their latest visit as of the last person search (migration 0019):
   * deleted with that visit, and their `guest_name_keys` with them.
   */
  guest_names: { person_key: string; visit_id: string; started_at: string; mobile_number: string | null };
  /** Each word of a guest's names as written (`w:`) and by its sound (`s:`), as `user_name_keys` (migration 0019). */
  guest_name_keys: { name_key: string; person_key: string };
  /** An establishment's sign-in for the portal; `password_hash` is `scrypt$<salt>$<hash>` (per-account salt). */
  establishment_accounts: {
    id: string;
    email: string;
    organisation_name: string;
    password_hash: string;
    created_at: string;
    /** Null until the owner opens the mailed confirmation link: the portal stays closed till then. */
    email_confirmed_at: string | null;
    /** Set by an admin (decision 062): no sign-in, and no branch of the account takes check-ins. */
    disabled_at: string | null;
    disabled_reason: string | null;
  };
  /** The mailed links of an establishment account, single-use, kept only as SHA-256 hashes. */
  establishment_links: {
    id: string;
    account_id: string;
    purpose: "confirm_email" | "reset_password";
    token_hash: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  /** The portal's opaque bearer tokens, kept only as SHA-256 hashes; separate from travellers' `sessions`. */
  establishment_sessions: {
    id: string;
    account_id: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  /**
   * A trip (docs/product-spec.md, parts 3 and 4). The declarations themselves live in the agencies' stores
   * (docs/decisions/016-agency-stores.md); the trip keeps only which form it refers to and its status.
   */
  visit_histories: {
    id: string;
    /** Null once the account is deleted: customs and survey declarations are kept (decision 007). */
    user_id: string | null;
    travel_type: TravelType;
    is_domestic: number;
    date_of_arrival: string;
    /** TRIP_VALID_DAYS after the arrival date; stored so "ongoing" is one indexed comparison. */
    expires_at: string;
    origin: string;
    origin_country: string;
    destination: string;
    survey_form_uuid: string | null;
    survey_status: typeof SUBMITTED | null;
    special_survey_created_at: string | null;
    customs_form_uuid: string | null;
    customs_status: typeof SUBMITTED | null;
    health_declaration_form_uuid: string | null;
    health_declaration_status: typeof SUBMITTED | null;
    attestation_form_uuid: string | null;
    attestation_status: typeof SUBMITTED | null;
    /** When the traveller deleted the health information of this reviewed trip (decision 059); its statuses stay SUBMITTED. */
    health_deleted_at: string | null;
    /** The officer's review; PENDING until a customs officer has looked at the trip. */
    status: TripReviewStatus;
    /** The trip QR's value: 128 random bits, set once the trip is first complete. */
    qr_id: string | null;
    /** The short code printed under the QR, derived from qr_id (domain/trip-code.ts); unique. */
    trip_code: string | null;
    /** Free text from the customs officer, which the traveller reads as written. */
    remarks: string | null;
    /** The officer's standard message (domain/customs-messages.ts) and its parameters as JSON, shown in the traveller's language. */
    message_code: TravellerMessageCode | null;
    message_params: string | null;
    created_at: string;
    updated_at: string;
  };
  /** Government staff (decision 018); apart from `users`, so a traveller's token never opens the console. */
  staff_members: {
    id: string;
    /** Lower-case work e-mail; the identity the sign-in code proves. */
    email: string;
    display_name: string;
    status: StaffStatus;
    /** The authenticator app's secret (RFC 6238), sealed with the server's key; null until enrolled. */
    totp_secret: string | null;
    totp_enrolled_at: string | null;
    /** The last authenticator time step accepted; a code of that step or an earlier one is never accepted again. */
    totp_last_step: number | null;
    /** Wrong e-mail codes in a row; STAFF_MAX_FAILED_CODES locks the account. */
    failed_codes: Generated<number>;
    /** Wrong authenticator codes and passkey answers in a row, counted apart: a right e-mail code does not reset it. */
    failed_second_factors: Generated<number>;
    locked_until: string | null;
    last_sign_in_at: string | null;
    created_at: string;
    updated_at: string;
  };
  staff_roles: { staff_id: string; role: StaffRole; granted_by: string | null; granted_at: string };
  /** Single-use invitation links, kept only as SHA-256 hashes. */
  staff_invites: {
    id: string;
    staff_id: string;
    token_hash: string;
    created_by: string | null;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  staff_sign_in_codes: { id: string; staff_id: string; code_hash: string; created_at: string; expires_at: string; used_at: string | null };
  /** Cookie sessions, kept only as SHA-256 hashes; `stage` says what the session still needs. */
  staff_sessions: {
    id: string;
    staff_id: string;
    token_hash: string;
    stage: StaffSessionStage;
    /** The WebAuthn challenge this session was last given, until it is answered. */
    webauthn_challenge: string | null;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  /** Single-use recovery codes (decision 057), kept only as HMACs with the server's secret; `used_at` once spent. */
  staff_recovery_codes: { id: string; staff_id: string; code_hash: string; created_at: string; used_at: string | null };
  /** WebAuthn credentials: `id` is the credential id (base64url), `public_key` base64url COSE. */
  staff_passkeys: { id: string; staff_id: string; public_key: string; counter: number; transports: string; created_at: string; last_used_at: string | null };
  /** The append-only audit trail; `hash` chains each row to the one before (server/audit/audit-trail.ts). */
  audit_events: {
    seq: number;
    id: string;
    at: string;
    staff_id: string | null;
    role: StaffRole | null;
    agency: Agency | null;
    action: string;
    outcome: AuditOutcome;
    subject_user_id: string | null;
    record_type: string | null;
    record_id: string | null;
    shown: string | null;
    purpose: string | null;
    request_id: string | null;
    client_address: string | null;
    prev_hash: string;
    hash: string;
  };
  audit_chain: { id: number; seq: number; hash: string };
  /** Signed checkpoints of the chain's head (decision 039); a copy of what AUDIT_CHECKPOINT_FILE holds. */
  audit_checkpoints: { signature: string; trail: string; count: number; hash: string; at: string; key_id: string };
}
