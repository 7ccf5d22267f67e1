import * as v from "valibot";
import {
  InviteAnswer,
  type IssuedRecoveryCodes,
  PasskeyOptionsAnswer,
  RecoveryCodesAnswer,
  type RecoveryCodesStatus,
  RecoveryCodesStatusAnswer,
  StaffEnrolledAnswer,
  StaffMeAnswer,
  StaffMemberAnswer,
  StaffMemberList,
  TotpEnrolmentAnswer,
} from "#domain/staff/staff-accounts.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { staffApi, staffSessionApi } from "./staff-client.ts";

/**
 * The console's calls for staff sign-in, enrolment and administration (decision 018). The sign-in
 * flow's go through `staffSessionApi`, whose 401s are its answers; a page's through `staffApi`, whose
 * 401s the console shell takes over (decision 047). Who am I and adding a passkey are both, so the
 * caller names the client.
 */

export type Invite = v.InferOutput<typeof InviteAnswer>["data"];
export type TotpEnrolment = v.InferOutput<typeof TotpEnrolmentAnswer>["data"];
export type PasskeyOptions = v.InferOutput<typeof PasskeyOptionsAnswer>["data"];

export type StaffClient = typeof staffApi;

const me = (answer: unknown) => v.parse(StaffMeAnswer, answer).data;
const posting = (api: StaffClient) => (url: string, body?: object) => api(url, { method: "POST", ...(body ? { body } : {}) });
/** A factor set up: the member, and the recovery codes issued with it when the session was enrolling. */
const enrolled = (answer: unknown) => {
  const { data, meta } = v.parse(StaffEnrolledAnswer, answer);
  return { me: data, recoveryCodes: meta.recovery_codes };
};
const signingIn = posting(staffSessionApi);
const post = posting(staffApi);

export async function loadStaffMe(api: StaffClient) {
  return me(await api("/api/staff/me"));
}

export async function requestStaffCode(email: string): Promise<void> {
  await signingIn("/api/staff/sign-in/code", { email });
}

export async function verifyStaffCode(email: string, code: string) {
  return me(await signingIn("/api/staff/sign-in/verify", { email, code }));
}

export async function confirmStaffTotp(code: string) {
  return me(await signingIn("/api/staff/sign-in/totp", { code }));
}

export async function passkeySignInOptions(): Promise<PasskeyOptions> {
  return v.parse(PasskeyOptionsAnswer, await signingIn("/api/staff/sign-in/passkey/options")).data;
}

export async function signInWithPasskey(response: object) {
  return me(await signingIn("/api/staff/sign-in/passkey", { response }));
}

export async function signOutStaff(): Promise<void> {
  await signingIn("/api/staff/sign-out");
}

export async function loadInvite(token: string): Promise<Invite> {
  return v.parse(InviteAnswer, await staffSessionApi(`/api/staff/invites/${encodeURIComponent(token)}`)).data;
}

export async function requestInviteCode(token: string): Promise<void> {
  await signingIn(`/api/staff/invites/${encodeURIComponent(token)}/code`);
}

export async function acceptInvite(token: string, code: string) {
  return me(await signingIn(`/api/staff/invites/${encodeURIComponent(token)}/accept`, { code }));
}

export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  return v.parse(TotpEnrolmentAnswer, await signingIn("/api/staff/enrolment/totp")).data;
}

export async function signInWithRecoveryCode(code: string) {
  return me(await signingIn("/api/staff/sign-in/recovery-code", { code }));
}

export async function confirmTotpEnrolment(code: string) {
  return enrolled(await signingIn("/api/staff/enrolment/totp/confirm", { code }));
}

export async function passkeyEnrolmentOptions(api: StaffClient): Promise<PasskeyOptions> {
  return v.parse(PasskeyOptionsAnswer, await posting(api)("/api/staff/enrolment/passkey/options")).data;
}

export async function registerPasskey(api: StaffClient, response: object) {
  return enrolled(await posting(api)("/api/staff/enrolment/passkey", { response }));
}

export async function loadRecoveryCodesStatus(): Promise<RecoveryCodesStatus> {
  return v.parse(RecoveryCodesStatusAnswer, await staffApi("/api/staff/security/recovery-codes")).data;
}

export async function issueRecoveryCodes(): Promise<IssuedRecoveryCodes> {
  return v.parse(RecoveryCodesAnswer, await post("/api/staff/security/recovery-codes")).data;
}

export async function listStaffMembers() {
  return v.parse(StaffMemberList, await staffApi("/api/staff/members")).data;
}

export async function inviteStaffMember(member: { email: string; display_name: string; roles: StaffRole[] }) {
  return v.parse(StaffMemberAnswer, await post("/api/staff/members", member)).data;
}

// The changes below answer with the member, but the console reads the whole list again after each
// (another admin may have changed it too), so their answers are not needed.
export async function resendStaffInvite(id: string): Promise<void> {
  await post(`/api/staff/members/${id}/invite`);
}

export async function setStaffRoles(id: string, roles: StaffRole[]): Promise<void> {
  await staffApi(`/api/staff/members/${id}/roles`, { method: "PUT", body: { roles } });
}

export async function setStaffStatus(id: string, status: "active" | "disabled"): Promise<void> {
  await staffApi(`/api/staff/members/${id}/status`, { method: "PUT", body: { status } });
}
