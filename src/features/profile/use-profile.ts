import { useSelector } from "@xstate/react";
import { profileActor } from "../../app/session/profile-actor.ts";
import type { FamilyMember, SaveProfile } from "#domain/accounts.ts";

const SAMPLE_PROFILE: SaveProfile = { name: "", last_name: "", gender: "MALE", birth_date: "" };

/** The profile machine as the views see it: one selector a field, events sent by name. */
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
