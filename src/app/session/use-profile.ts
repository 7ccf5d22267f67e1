import { useSelector } from "@xstate/react";
import type { FamilyMember, SaveProfile } from "#domain/accounts.ts";
import { displayedStatus } from "#domain/health-status.ts";
import { profileActor } from "./profile-actor.ts";

const SAMPLE_PROFILE: SaveProfile = { name: "", last_name: "", gender: "MALE", birth_date: "" };

/**
 * The profile machine as the views see it: one selector a field, events sent by name. The profile
 * page edits it; the home, the scan page, the trip forms, the trip QR and the notifications each
 * read the part they show, with a hook of their own below.
 */
export function useProfile() {
  return {
    profile: useSelector(profileActor, (state) => state.context.profile),
    isGuest: useSelector(profileActor, (state) => state.context.isGuest),
    signedOut: useSelector(profileActor, (state) => state.matches("idle")),
    loading: useSelector(profileActor, (state) => state.matches("loading") || state.matches("checking")),
    fromCache: useSelector(profileActor, (state) => state.matches({ ready: { profile: "loadedFromCache" } })),
    canSave: useSelector(profileActor, (state) => state.can({ type: "profile.save", profile: SAMPLE_PROFILE })),
    canSaveFamilies: useSelector(profileActor, (state) => state.can({ type: "families.save", families: [] })),
    canReload: useSelector(profileActor, (state) => state.can({ type: "profile.reload" })),
    saving: useSelector(profileActor, (state) => state.matches({ ready: { activity: "savingProfile" } })),
    savingFamilies: useSelector(profileActor, (state) => state.matches({ ready: { activity: "savingFamilies" } })),
    save: (profile: SaveProfile) => profileActor.send({ type: "profile.save", profile }),
    saveFamilies: (families: FamilyMember[]) => profileActor.send({ type: "families.save", families }),
    reload: () => profileActor.send({ type: "profile.reload" }),
  };
}

export type DeletionStep = "closed" | "confirming" | "deleting" | "failed" | "deleted";

function deletionStep(state: ReturnType<typeof profileActor.getSnapshot>): DeletionStep {
  if (state.matches("deleted")) return "deleted";
  if (state.matches({ ready: { activity: "confirmingDeletion" } })) return "confirming";
  if (state.matches({ ready: { activity: "deleting" } })) return "deleting";
  if (state.matches({ ready: { activity: "deletionFailed" } })) return "failed";
  return "closed";
}

export function useAccountDeletion() {
  return {
    step: useSelector(profileActor, deletionStep),
    canRequest: useSelector(profileActor, (state) => state.can({ type: "deletion.requested" })),
    canConfirm: useSelector(profileActor, (state) => state.can({ type: "deletion.confirmed" })),
    canCancel: useSelector(profileActor, (state) => state.can({ type: "deletion.cancelled" })),
    request: () => profileActor.send({ type: "deletion.requested" }),
    confirm: () => profileActor.send({ type: "deletion.confirmed" }),
    cancel: () => profileActor.send({ type: "deletion.cancelled" }),
    acknowledge: () => profileActor.send({ type: "deletion.acknowledged" }),
  };
}

/** The signed-in home's welcome: the traveller's first name (none for a guest), status, and whether the profile needs completing. */
export function useHomeWelcome() {
  const profile = useSelector(profileActor, (state) => state.context.profile);
  return {
    /** Nothing to greet with yet: the first load is under way. */
    waiting: useSelector(profileActor, (state) => state.context.profile === undefined && (state.matches("loading") || state.matches("checking"))),
    firstName: profile?.is_guest ? undefined : profile?.first_name,
    status: profile ? displayedStatus(profile) : undefined,
    incomplete: useSelector(profileActor, (state) => state.matches({ ready: { profile: "incomplete" } })),
  };
}

/** Whom the scan page checks in: the profile, once known (loaded, or the copy on this device). */
export function useCheckInTraveller() {
  return {
    known: useSelector(profileActor, (state) => state.matches("ready")),
    profile: useSelector(profileActor, (state) => state.context.profile),
  };
}

/** The profile a trip's forms start from. */
export function useFormProfile() {
  return { profile: useSelector(profileActor, (state) => state.context.profile) };
}

/** The trip QR's holder: the name printed under the code, the address it is e-mailed to, and the account pushes are offered for. */
export function useQrHolder() {
  return {
    name: useSelector(profileActor, ({ context: { profile } }) => [profile?.first_name, profile?.middle_name, profile?.last_name].filter(Boolean).join(" ")),
    email: useSelector(profileActor, (state) => state.context.profile?.email ?? ""),
    accountId: useSelector(profileActor, (state) => state.context.profile?.uuid),
  };
}

/** The account whose pushes this device may receive. */
export function usePushAccount() {
  return { accountId: useSelector(profileActor, (state) => state.context.profile?.uuid) };
}
