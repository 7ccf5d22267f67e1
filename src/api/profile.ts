import * as v from "valibot";
import { type FamilyMember, type LogbookAttributes, ProfileAnswer, type ProfileAttributes } from "../domain/accounts.ts";
import { LOCAL_KEYS, localStore } from "../lib/storage.ts";
import { api } from "./client.ts";

/** The profile with its included logbook record merged in, as spec part 3 describes it. */
export type Profile = ProfileAttributes & Partial<LogbookAttributes> & { families: FamilyMember[] };

export interface LoadedProfile {
  profile: Profile | undefined;
  /** False when the server could not be reached and the cached copy (if any) stands in. */
  loaded: boolean;
}

export function mergeProfile(answer: ProfileAnswer): Profile {
  const logbook = answer.included.find((item) => item.type === "logbook");
  const families = answer.included.flatMap((item) => (item.type === "family" ? [item.attributes] : []));
  return { ...answer.data.attributes, ...logbook?.attributes, families };
}

function cachedProfile(): Profile | undefined {
  const cached = localStore.get(LOCAL_KEYS.myProfile);
  if (!cached) return undefined;
  try {
    return JSON.parse(cached) as Profile;
  } catch {
    return undefined;
  }
}

/** GET /api/v1/me/profile, cached as `my-profile`; on failure the cached copy is used (spec part 4). */
export async function loadProfile(): Promise<LoadedProfile> {
  try {
    const profile = mergeProfile(v.parse(ProfileAnswer, await api("/api/v1/me/profile")));
    localStore.set(LOCAL_KEYS.myProfile, JSON.stringify(profile));
    return { profile, loaded: true };
  } catch {
    return { profile: cachedProfile(), loaded: false };
  }
}
