import { assertEvent, assign, fromPromise, setup } from "xstate";
import type { FamilyMember, Profile, SaveProfile } from "#domain/accounts.ts";

/** What loading gives: the server's profile, or the cached copy (if any) with `loaded` false. */
export interface ProfileLoadResult {
  profile: Profile | undefined;
  loaded: boolean;
}

export type ProfileEvent =
  | { type: "session.started"; isGuest: boolean }
  | { type: "session.ended" }
  | { type: "profile.reload" }
  | { type: "profile.save"; profile: SaveProfile }
  | { type: "families.save"; families: FamilyMember[] }
  | { type: "deletion.requested" }
  | { type: "deletion.confirmed" }
  | { type: "deletion.cancelled" }
  | { type: "deletion.acknowledged" };

export interface ProfileContext {
  isGuest: boolean;
  profile: Profile | undefined;
  /** False when the server could not be reached and the cached copy stands in (docs/product-spec.md, part 4). */
  profileLoaded: boolean;
}

const signedOut: ProfileContext = { isGuest: false, profile: undefined, profileLoaded: false };

/**
 * docs/product-spec.md, parts 3, 4 and 7: the signed-in traveller's profile. It loads when a session starts; an
 * incomplete profile sends the traveller to complete it. While the profile is shown, one activity
 * at a time runs beside it: saving the profile or the family (then reloading), or deleting the
 * account after a confirmation. Deletion forgets the session on this device.
 */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    loadProfile: fromPromise<ProfileLoadResult>(() => Promise.resolve({ profile: undefined, loaded: false })),
    /** Each save resolves with the server's message. */
    saveProfile: fromPromise<string, SaveProfile>(() => Promise.resolve("")),
    saveFamilies: fromPromise<string, { families: FamilyMember[] }>(() => Promise.resolve("")),
    deleteAccount: fromPromise<string, { isGuest: boolean }>(() => Promise.resolve("")),
  },
  actions: {
    warnIncomplete: () => {},
    goToProfilePage: () => {},
    registerPushToken: () => {},
    announceSaved: (_, _params: { message: string }) => {},
    /** Clears local and session storage: the session's token is dead once the account is gone. */
    forgetSession: () => {},
    /** Tells the rest of the app (the sign-in state) that the session is over. */
    endSession: () => {},
    leaveAfterDeletion: (_, _params: { isGuest: boolean }) => {},
    forgetProfile: assign(() => signedOut),
  },
  guards: {
    profileNotLoaded: ({ context }) => !context.profileLoaded,
    profileIncomplete: ({ context }) => context.profile !== undefined && !context.profile.is_reg_completed && !context.profile.is_guest,
  },
}).createMachine({
  id: "profile",
  context: signedOut,
  initial: "idle",
  on: {
    "session.ended": { target: ".idle", actions: "forgetProfile" },
  },
  states: {
    idle: {
      on: {
        "session.started": { target: "loading", actions: assign({ isGuest: ({ event }) => event.isGuest }) },
      },
    },
    loading: {
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: {
          target: "checking",
          actions: assign({ profile: ({ event }) => event.output.profile, profileLoaded: ({ event }) => event.output.loaded }),
        },
        onError: { target: "ready.profile.loadedFromCache", actions: assign({ profileLoaded: false }) },
      },
    },
    checking: {
      always: [
        { guard: "profileNotLoaded", target: "ready.profile.loadedFromCache" },
        { guard: "profileIncomplete", target: "ready.profile.incomplete" },
        { target: "ready.profile.loaded" },
      ],
    },
    ready: {
      type: "parallel",
      states: {
        // What is known about the profile; entered only after a load, so its effects run once a load.
        profile: {
          initial: "loaded",
          states: {
            loaded: { entry: "registerPushToken" },
            loadedFromCache: {},
            incomplete: { entry: ["warnIncomplete", "goToProfilePage", "registerPushToken"] },
          },
        },
        activity: {
          initial: "viewing",
          states: {
            viewing: {
              on: {
                "profile.save": "savingProfile",
                "families.save": "savingFamilies",
                "profile.reload": "#profile.loading",
                "deletion.requested": "confirmingDeletion",
              },
            },
            savingProfile: {
              invoke: {
                id: "saveProfile",
                src: "saveProfile",
                input: ({ event }) => {
                  assertEvent(event, "profile.save");
                  return event.profile;
                },
                onDone: { target: "#profile.loading", actions: { type: "announceSaved", params: ({ event }) => ({ message: event.output }) } },
                // The API client has shown the server's message already.
                onError: "viewing",
              },
            },
            savingFamilies: {
              invoke: {
                id: "saveFamilies",
                src: "saveFamilies",
                input: ({ event }) => {
                  assertEvent(event, "families.save");
                  return { families: event.families };
                },
                onDone: { target: "#profile.loading", actions: { type: "announceSaved", params: ({ event }) => ({ message: event.output }) } },
                onError: "viewing",
              },
            },
            confirmingDeletion: {
              on: { "deletion.confirmed": "deleting", "deletion.cancelled": "viewing" },
            },
            deleting: {
              invoke: {
                id: "deleteAccount",
                src: "deleteAccount",
                input: ({ context }) => ({ isGuest: context.isGuest }),
                onDone: "#profile.deleted",
                onError: "deletionFailed",
              },
            },
            deletionFailed: {
              on: { "deletion.confirmed": "deleting", "deletion.cancelled": "viewing" },
            },
          },
        },
      },
    },
    deleted: {
      entry: "forgetSession",
      on: {
        "deletion.acknowledged": {
          target: "idle",
          actions: ["endSession", { type: "leaveAfterDeletion", params: ({ context }) => ({ isGuest: context.isGuest }) }, "forgetProfile"],
        },
      },
    },
  },
});
