import * as v from "valibot";
import { Email } from "../fields.ts";
import { STAFF_ROLES } from "./staff-roles.ts";

/** Staff sign-in, enrolment and administration contracts (decision 018), shared by the server and the console. */

export const STAFF_COOKIE = "staff_session";

/** What a staff session still needs before it may use the console. */
export const STAFF_SESSION_STAGES = ["second_factor", "enrolment", "complete"] as const;
export type StaffSessionStage = (typeof STAFF_SESSION_STAGES)[number];

/** The older `error` words of the staff side's 401/403/423 answers, still sent beside their codes (decision 042). */
export const STAFF_ERRORS = {
  signedOut: "staff_signed_out",
  sessionEnded: "staff_session_ended",
  secondFactorRequired: "second_factor_required",
  /** A shift session idle 30 minutes: the second factor alone resumes it (decision 038). */
  reauthenticate: "staff_reauthentication_required",
  enrolmentRequired: "enrolment_required",
  disabled: "account_disabled",
  locked: "account_locked",
  forbidden: "role_forbidden",
  inviteInvalid: "invite_invalid",
  inviteExpired: "invite_expired",
  inviteUsed: "invite_used",
} as const;

export const STAFF_MESSAGES = {
  signedOut: "Please sign in to the console.",
  sessionEnded: "Your console session has ended. Please sign in again.",
  secondFactorRequired: "Confirm your sign-in with your authenticator app or passkey.",
  reauthenticate: "You have been away for 30 minutes or more. Confirm it is you with your authenticator app or passkey to go on.",
  enrolmentRequired: "Set up your authenticator app before you continue.",
  disabled: "This staff account is disabled.",
  locked: "Too many wrong codes. This account is locked for 30 minutes.",
  forbidden: "Your role does not allow this.",
  codeSent: "If this address belongs to a staff account, a sign-in code is on its way.",
  wrongCode: "The code is not correct.",
  inviteInvalid: "This invitation link is not valid. Ask your administrator for a new one.",
  inviteExpired: "This invitation has expired. Ask your administrator for a new one.",
  inviteUsed: "This invitation has already been used.",
} as const;

export const StaffRoleField = v.picklist(STAFF_ROLES, "Choose a role.");
const Code = v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{6}$/, "Enter the 6-digit code."));
const DisplayName = v.pipe(v.string(), v.trim(), v.minLength(1, "Enter the name."), v.maxLength(100, "The name is too long."));

/** POST /api/staff/sign-in/code, then /api/staff/sign-in/verify. */
export const StaffCodeRequest = v.object({ email: Email });
export const StaffCodeConfirm = v.object({ email: Email, code: Code });
/** POST /api/staff/sign-in/totp and /api/staff/enrolment/totp/confirm. */
export const StaffTotpCode = v.object({ code: Code });

/** GET /api/staff/invites/{token}: what the invitation page shows before sign-in. */
export const InviteParams = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, STAFF_MESSAGES.inviteInvalid)) });
export const InviteAnswer = v.object({ data: v.object({ email: v.string(), display_name: v.string(), expires_at: v.string() }) });

/** GET /api/staff/me: who is signed in, what the session still needs, and which factors are set up. */
export const StaffMeAnswer = v.object({
  data: v.object({
    id: v.string(),
    email: v.string(),
    display_name: v.string(),
    roles: v.array(v.picklist(STAFF_ROLES)),
    stage: v.picklist(STAFF_SESSION_STAGES),
    has_totp: v.boolean(),
    passkey_count: v.number(),
    /** When the session ends if idle, and at the latest. */
    idle_expires_at: v.string(),
    expires_at: v.string(),
    /** The session went idle inside its 12 hours: the second factor alone resumes it, no e-mail code (decision 038). */
    resuming: v.boolean(),
  }),
});
export type StaffMe = v.InferOutput<typeof StaffMeAnswer>["data"];

/** POST /api/staff/enrolment/totp: the secret to enrol, as text and as an otpauth:// address for the QR. */
export const TotpEnrolmentAnswer = v.object({ data: v.object({ secret: v.string(), otpauth_url: v.string() }) });

/** Admin: POST /api/staff/members (invite). */
export const InviteStaff = v.object({ email: Email, display_name: DisplayName, roles: v.pipe(v.array(StaffRoleField), v.minLength(1, "Choose a role.")) });
/** Admin: PUT /api/staff/members/{id}/roles. */
export const SetStaffRoles = v.object({ roles: v.array(StaffRoleField) });
/** Admin: PUT /api/staff/members/{id}/status. */
export const SetStaffStatus = v.object({ status: v.picklist(["active", "disabled"], "Choose active or disabled.") });
export const StaffMemberParams = v.object({ id: v.pipe(v.string(), v.uuid("Staff member not found.")) });

export const STAFF_STATUSES = ["invited", "active", "disabled"] as const;
export const StaffMemberResource = v.object({
  id: v.string(),
  type: v.literal("staff_member"),
  attributes: v.object({
    email: v.string(),
    display_name: v.string(),
    status: v.picklist(STAFF_STATUSES),
    roles: v.array(v.picklist(STAFF_ROLES)),
    has_totp: v.boolean(),
    passkey_count: v.number(),
    last_sign_in_at: v.nullable(v.string()),
    locked_until: v.nullable(v.string()),
    invite_expires_at: v.nullable(v.string()),
    created_at: v.string(),
  }),
});
export type StaffMember = v.InferOutput<typeof StaffMemberResource>;
export const StaffMemberAnswer = v.object({ data: StaffMemberResource });
export const StaffMemberList = v.object({ data: v.array(StaffMemberResource) });

/**
 * WebAuthn: the options for navigator.credentials.create/get, and the browser's answer to them.
 * Loose objects: @simplewebauthn/server checks every field of the answer itself.
 */
export const PasskeyOptionsAnswer = v.object({ data: v.looseObject({ challenge: v.string() }) });
const PasskeyResponse = v.looseObject({
  id: v.string(),
  rawId: v.string(),
  type: v.literal("public-key"),
  response: v.looseObject({ clientDataJSON: v.string() }),
});
/** POST /api/staff/enrolment/passkey and /api/staff/sign-in/passkey. */
export const PasskeyCredential = v.object({ response: PasskeyResponse });

/** Single-use recovery codes (decision 057): ten at a time, shown once, "XXXXX-XXXXX" from an alphabet without look-alikes. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const normalizeRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, "");
/** POST /api/staff/sign-in/recovery-code. */
export const StaffRecoveryCode = v.object({
  code: v.pipe(
    v.string(),
    v.transform(normalizeRecoveryCode),
    v.regex(/^[2-9A-HJ-NP-Z]{10}$/, "Enter a recovery code as it was given: ten letters and digits."),
  ),
});
/** The first factor's confirmation: who is signed in, and the recovery codes when a new set was issued (shown once). */
export const StaffEnrolledAnswer = v.object({
  data: StaffMeAnswer.entries.data,
  meta: v.object({ recovery_codes: v.nullable(v.array(v.string())) }),
});
/** GET /api/staff/security/recovery-codes: how many unused codes are left, and since when the set is the member's. */
export const RecoveryCodesStatusAnswer = v.object({ data: v.object({ left: v.number(), issued_at: v.nullable(v.string()) }) });
/** POST issues a new set: the codes, shown once, and when they were issued, so the page needs no second call to say so. */
export const RecoveryCodesAnswer = v.object({ data: v.object({ codes: v.array(v.string()), issued_at: v.string() }) });
export type RecoveryCodesStatus = v.InferOutput<typeof RecoveryCodesStatusAnswer>["data"];
export type IssuedRecoveryCodes = v.InferOutput<typeof RecoveryCodesAnswer>["data"];
/** At this many unused codes or fewer, the member is told to get a new set before they run out. */
export const RECOVERY_CODES_LOW = 3;

/** What the security page warns of: no code left to recover with, or few enough to renew them now. */
export function recoveryCodesWarning(left: number): "none" | "few" | undefined {
  if (left === 0) return "none";
  return left <= RECOVERY_CODES_LOW ? "few" : undefined;
}
