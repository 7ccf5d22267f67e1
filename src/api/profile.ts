import * as v from "valibot";
import { FamiliesSaved, type FamilyMember, MessageAnswer, type Profile, ProfileAnswer, SaveFamilies, SaveProfile } from "#domain/accounts.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { api } from "./client.ts";

export interface LoadedProfile {
  profile: Profile | undefined;
  /** False when the server could not be reached and the cached copy (if any) stands in. */
  loaded: boolean;
}

/** The profile with its included logbook record and family merged in, as docs/product-spec.md, part 3 describes it. */
export function mergeProfile(answer: ProfileAnswer): Profile {
  const logbook = answer.included.find((item) => item.type === "logbook");
  const families = answer.included.flatMap((item) => (item.type === "family" ? [item.attributes] : []));
  return { ...answer.data.attributes, ...logbook?.attributes, families };
}

// The server's answer is what is cached, so the copy read back is checked by the same schema.
function cachedProfile(): Profile | undefined {
  try {
    const result = v.safeParse(ProfileAnswer, JSON.parse(localStore.get(LOCAL_KEYS.myProfile) ?? "null"));
    return result.success ? mergeProfile(result.output) : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/v1/me/profile, cached as `my-profile`; on failure the cached copy is used (docs/product-spec.md, part 4). */
export async function loadProfile(): Promise<LoadedProfile> {
  try {
    const answer = v.parse(ProfileAnswer, await api("/api/v1/me/profile"));
    localStore.set(LOCAL_KEYS.myProfile, JSON.stringify(answer));
    return { profile: mergeProfile(answer), loaded: true };
  } catch {
    return { profile: cachedProfile(), loaded: false };
  }
}

/** POST /api/v2/me/logbook: resolves with the server's message. */
export async function saveProfile(profile: SaveProfile): Promise<string> {
  const answer = await api("/api/v2/me/logbook", { method: "POST", body: v.parse(SaveProfile, profile) });
  return v.parse(MessageAnswer, answer).message;
}

/** PUT /api/v2/me/families: replaces the family list (up to 7 members); resolves with the server's message. */
export async function saveFamilies(families: FamilyMember[]): Promise<string> {
  const answer = await api("/api/v2/me/families", { method: "PUT", body: v.parse(SaveFamilies, { families }) });
  return v.parse(FamiliesSaved, answer).message;
}

/** DELETE /api/v1/guest/profile for a guest, DELETE /api/v2/me/profile for an account. */
export async function deleteProfile(isGuest: boolean): Promise<string> {
  const answer = await api(isGuest ? "/api/v1/guest/profile" : "/api/v2/me/profile", { method: "DELETE" });
  return v.parse(MessageAnswer, answer).message;
}
