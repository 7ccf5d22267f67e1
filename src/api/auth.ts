import * as v from "valibot";
import { MessageAnswer, OtpRequested, SessionStarted } from "#domain/accounts.ts";
import type { Locale } from "#domain/locales.ts";
import { OAuthProviderList } from "#domain/social-sign-in.ts";
import { api } from "./client.ts";

/** Sign-in calls of docs/product-spec.md, part 7; answers are checked against the shared contracts. */

export type OtpRequest = v.InferOutput<typeof OtpRequested>["data"];
export type StartedSession = v.InferOutput<typeof SessionStarted>["data"];
export interface SocialProvider {
  id: string;
  name: string;
}

async function post<TSchema extends v.GenericSchema>(path: string, body: object, answer: TSchema): Promise<v.InferOutput<TSchema>> {
  return v.parse(answer, await api(path, { method: "POST", body }));
}

export async function requestOtpBySms(mobileNumber: string, lang: Locale): Promise<OtpRequest> {
  return (await post("/api/v1/login/request-otp", { mobile_number: mobileNumber, lang }, OtpRequested)).data;
}

export async function resendOtpBySms(auth: string): Promise<OtpRequest> {
  return (await post("/api/v1/login/request-otp-via-sms", { auth }, OtpRequested)).data;
}

export async function requestOtpByEmail(email: string, lang: Locale): Promise<OtpRequest> {
  return (await post("/api/v2/login/request-otp-via-email", { email, lang }, OtpRequested)).data;
}

/** The code of a pending SMS sign-in goes to this e-mail address instead. */
export async function sendOtpToEmail(auth: string, email: string): Promise<OtpRequest> {
  return (await post("/api/v1/login/verify-email-via-number", { auth, email }, OtpRequested)).data;
}

export async function confirmOtp(auth: string, otp: string): Promise<StartedSession> {
  return (await post("/api/v1/login/confirm-otp", { auth, otp }, SessionStarted)).data;
}

export async function loginAsGuest(lang: Locale): Promise<StartedSession> {
  return (await post("/api/v1/guest/login", { lang }, SessionStarted)).data;
}

export async function exchangeSocialCode(code: string): Promise<StartedSession> {
  return (await post("/api/v1/oauth/exchange", { code }, SessionStarted)).data;
}

// Calls whose failure the user need not hear about: no error toast, no redirect.
const quietly = { onRequestError: () => {}, onResponseError: () => {} };

/** Ends every session of the user on the server. Quiet: logging out goes on whatever the answer. */
export async function logout(): Promise<void> {
  v.parse(MessageAnswer, await api("/api/v1/logout", { method: "POST", ...quietly }));
}

/** The configured social sign-in providers; none when the list cannot be read. */
export async function fetchSocialProviders(): Promise<SocialProvider[]> {
  try {
    const answer = v.parse(OAuthProviderList, await api("/api/v1/oauth/providers", quietly));
    return answer.data.map((provider) => ({ id: provider.id, name: provider.attributes.name }));
  } catch {
    return [];
  }
}

/** Where the social sign-in popup starts. */
export function socialSignInStartUrl(providerId: string): string {
  return `${import.meta.env.VITE_API_BASE_URL ?? ""}/api/v1/oauth/${encodeURIComponent(providerId)}/start`;
}
