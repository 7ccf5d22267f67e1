import { ofetch } from "ofetch";
import * as v from "valibot";
import { MessageAnswer } from "#domain/accounts.ts";
import { REQUEST_TIMEOUT_MS } from "#domain/constants.ts";
import {
  type BranchInput,
  BranchList,
  type BranchResource,
  BranchSaved,
  EmailRequest,
  LinkTokenBody,
  LoginEstablishment,
  PasswordReset,
  RegistrationAnswer,
  PortalAccount,
  PortalSessionAnswer,
  RegisterEstablishment,
} from "#domain/establishments.ts";
import { LogbookQrAttributes } from "#domain/logbook.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { calling } from "./failed-call.ts";

export interface StoredPortalSession {
  token: string;
  account: PortalAccount;
}

const StoredSession = v.object({ token: v.string(), account: PortalAccount });

export function readPortalSession(): StoredPortalSession | undefined {
  try {
    const result = v.safeParse(StoredSession, JSON.parse(localStore.get(LOCAL_KEYS.establishmentSession) ?? "null"));
    return result.success ? result.output : undefined;
  } catch {
    return undefined;
  }
}

export function storePortalSession(session: StoredPortalSession): void {
  localStore.set(LOCAL_KEYS.establishmentSession, JSON.stringify(session));
}

export function forgetPortalSession(): void {
  localStore.remove(LOCAL_KEYS.establishmentSession);
}

/**
 * The portal's own client: it carries the portal token, never the traveller's, and leaves failures
 * to the portal machine; the traveller error catalogue (which clears the traveller's storage on a
 * 403) does not run here (docs/decisions/012-establishment-accounts.md).
 */
const portal = ofetch.create({
  baseURL: import.meta.env.VITE_API_BASE_URL ?? "",
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    const token = readPortalSession()?.token;
    if (token) options.headers.set("authorization", `Bearer ${token}`);
    options.headers.set("accept", "application/json");
  },
});

function session(answer: unknown): StoredPortalSession {
  const { token, email, organisation_name } = v.parse(PortalSessionAnswer, answer).data;
  return { token, account: { email, organisation_name } };
}

/** The portal opens once the mailed link confirms the address: the answer names the address it went to. */
export async function registerEstablishment(registration: RegisterEstablishment): Promise<{ email: string }> {
  return v.parse(RegistrationAnswer, await portal("/api/v1/establishments/register", { method: "POST", body: v.parse(RegisterEstablishment, registration) }))
    .data;
}

export async function resendConfirmation(email: string): Promise<void> {
  v.parse(MessageAnswer, await portal("/api/v1/establishments/confirmation", { method: "POST", body: v.parse(EmailRequest, { email }) }));
}

export async function confirmEstablishmentEmail(token: string): Promise<StoredPortalSession> {
  return session(await portal("/api/v1/establishments/confirm", { method: "POST", body: v.parse(LinkTokenBody, { token }) }));
}

export async function requestPasswordReset(email: string): Promise<void> {
  v.parse(MessageAnswer, await portal("/api/v1/establishments/password-reset", { method: "POST", body: v.parse(EmailRequest, { email }) }));
}

export async function resetPortalPassword(token: string, password: string): Promise<void> {
  v.parse(MessageAnswer, await portal("/api/v1/establishments/password-reset/confirm", { method: "POST", body: v.parse(PasswordReset, { token, password }) }));
}

export async function signInToPortal(email: string, password: string): Promise<StoredPortalSession> {
  return session(await portal("/api/v1/establishments/login", { method: "POST", body: v.parse(LoginEstablishment, { email, password }) }));
}

export async function logOutOfPortal(): Promise<void> {
  v.parse(MessageAnswer, await portal("/api/v1/establishments/logout", { method: "POST" }));
}

export async function listBranches(): Promise<BranchResource[]> {
  return v.parse(BranchList, await portal("/api/v1/establishment/branches")).data;
}

/** Adds a branch when `id` is undefined, otherwise changes that branch. */
export async function saveBranch(id: string | undefined, branch: BranchInput): Promise<BranchResource> {
  const answer = id
    ? await portal(`/api/v1/establishment/branches/${encodeURIComponent(id)}`, { method: "PUT", body: branch })
    : await portal("/api/v1/establishment/branches", { method: "POST", body: branch });
  return v.parse(BranchSaved, answer).data;
}

export async function deleteBranch(id: string): Promise<void> {
  v.parse(MessageAnswer, await portal(`/api/v1/establishment/branches/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

/** A logo change; a refusal rejects with a CallFailure. */
function changeLogo(id: string, options: { method: "POST"; body: Blob } | { method: "DELETE" }): Promise<BranchResource> {
  return calling(async () => v.parse(BranchSaved, await portal(`/api/v1/establishment/branches/${encodeURIComponent(id)}/logo`, options)).data);
}

/** POST /api/v1/establishment/branches/:id/logo with the image's bytes; the server checks them by content. */
export function uploadBranchLogo(id: string, file: Blob): Promise<BranchResource> {
  return changeLogo(id, { method: "POST", body: file });
}

export function removeBranchLogo(id: string): Promise<BranchResource> {
  return changeLogo(id, { method: "DELETE" });
}

const LocationQrAnswer = v.object({ data: v.object({ attributes: LogbookQrAttributes }) });

/** GET /api/v1/scan_qr for the printable page: anyone may read a location QR's name and logo, no token is sent. */
export async function lookUpLocationQr(uuid: string): Promise<LogbookQrAttributes> {
  const answer = await ofetch("/api/v1/scan_qr", {
    baseURL: import.meta.env.VITE_API_BASE_URL ?? "",
    query: { uuid },
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
  });
  return v.parse(LocationQrAnswer, answer).data.attributes;
}
