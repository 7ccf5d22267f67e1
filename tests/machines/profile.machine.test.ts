import { describe, expect, it, vi } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { type ProfileEvent, type ProfileLoadResult, profileMachine } from "../../machines/profile.machine.ts";
import type { FamilyMember, Profile, SaveProfile } from "#domain/accounts.ts";
import { newAccountProfile } from "../support/profiles.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

function profile(overrides: Partial<Profile>): Profile {
  return {
    ...newAccountProfile("user-1"),
    is_reg_completed: true,
    first_name: "ANA",
    last_name: "CRUZ",
    gender: "FEMALE",
    families: [],
    ...overrides,
  };
}

const results = {
  complete: { profile: profile({}), loaded: true },
  incomplete: { profile: profile({ uuid: "user-2", is_reg_completed: false, first_name: null }), loaded: true },
  guest: { profile: profile({ uuid: "guest-1", is_guest: true, is_reg_completed: false }), loaded: true },
  cached: { profile: profile({ uuid: "user-1" }), loaded: false },
  nothing: { profile: undefined, loaded: false },
} satisfies Record<string, ProfileLoadResult>;

const savedProfile: SaveProfile = { name: "ANA", last_name: "CRUZ", gender: "FEMALE", birth_date: "1990-04-01" };
const member: FamilyMember = { first_name: "LEO", last_name: "CRUZ", birth_date: "2015-06-30", gender: "MALE" };

const effects: string[] = [];
const record = (name: string) => () => void effects.push(name);
const never = () => new Promise<never>(() => {});
// The actors never settle by themselves: the generated paths send their done and error events.
const machine = profileMachine.provide({
  actors: {
    loadProfile: fromPromise<ProfileLoadResult>(never),
    saveProfile: fromPromise<string, SaveProfile>(never),
    saveFamilies: fromPromise<string, { families: FamilyMember[] }>(never),
    deleteAccount: fromPromise<string, { isGuest: boolean }>(never),
  },
  actions: {
    warnIncomplete: record("warnIncomplete"),
    goToProfilePage: record("goToProfilePage"),
    registerPushToken: record("registerPushToken"),
    announceSaved: (_, { message }) => void effects.push(`announceSaved:${message}`),
    forgetSession: record("forgetSession"),
    endSession: record("endSession"),
    leaveAfterDeletion: (_, { isGuest }) => void effects.push(`leaveAfterDeletion:${isGuest ? "guest" : "account"}`),
  },
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as ProfileEvent;
const userEvents: ProfileEvent[] = [
  { type: "session.ended" },
  { type: "profile.reload" },
  { type: "profile.save", profile: savedProfile },
  { type: "families.save", families: [member] },
  { type: "deletion.requested" },
  { type: "deletion.confirmed" },
  { type: "deletion.cancelled" },
  { type: "deletion.acknowledged" },
  done("saveProfile", "Saved!"),
  done("saveFamilies", "Saved!"),
  done("deleteAccount", "Profile Successfully Deleted!"),
];

// A guest's session loads a guest profile; a traveller's loads theirs, complete or not, or the cached copy.
function events(snapshot: AnyMachineSnapshot): ProfileEvent[] {
  const isGuest = (snapshot.context as { isGuest: boolean }).isGuest;
  const loads = isGuest ? [results.guest, results.nothing] : [results.complete, results.incomplete, results.cached, results.nothing];
  return [
    { type: "session.started", isGuest: false },
    { type: "session.started", isGuest: true },
    ...loads.map((result) => done("loadProfile", result)),
    ...userEvents,
  ];
}

const options = {
  machine,
  events,
  // The profile matters only through what the chart branches on; which test profile it is does not.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { isGuest, profileLoaded, profile } = snapshot.context as { isGuest: boolean; profileLoaded: boolean; profile?: Profile };
    return JSON.stringify({ value: snapshot.value, isGuest, profileLoaded, uuid: profile?.uuid });
  },
};

const outputOf = (event: ProfileEvent, id: string) => (event.type === `xstate.done.actor.${id}` ? (event as unknown as { output: unknown }).output : undefined);

/** The effects a path must have caused, derived from its events alone. */
function expectedEffects(events: readonly ProfileEvent[]): string[] {
  const expected: string[] = [];
  let isGuest = false;
  let deletedAs: boolean | undefined;
  for (const event of events) {
    const loaded = outputOf(event, "loadProfile") as ProfileLoadResult | undefined;
    if (event.type === "session.started") isGuest = event.isGuest;
    if (loaded === results.incomplete) expected.push("warnIncomplete", "goToProfilePage", "registerPushToken");
    else if (loaded?.loaded) expected.push("registerPushToken");
    const saved = outputOf(event, "saveProfile") ?? outputOf(event, "saveFamilies");
    if (saved !== undefined) expected.push(`announceSaved:${String(saved)}`);
    if (outputOf(event, "deleteAccount") !== undefined) {
      expected.push("forgetSession");
      deletedAs = isGuest;
    }
    if (event.type === "deletion.acknowledged" && deletedAs !== undefined) {
      expected.push("endSession", `leaveAfterDeletion:${deletedAs ? "guest" : "account"}`);
      deletedAs = undefined;
    }
  }
  return expected;
}

describe("profile machine, generated paths", () => {
  testGeneratedPaths(options, {
    reset: () => {
      effects.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      expect(effects).toEqual(expectedEffects(path.events));
      if (run.snapshot.matches("idle")) expect(run.snapshot.context).toEqual({ isGuest: false, profile: undefined, profileLoaded: false });
    },
  });
});

describe("profile machine", () => {
  function startWith(implementations: Parameters<typeof profileMachine.provide>[0]) {
    const actor = createActor(profileMachine.provide(implementations));
    actor.start();
    return actor;
  }

  it("loads when a session starts and keeps the cached copy, flagged, when loading fails", async () => {
    const actor = startWith({ actors: { loadProfile: fromPromise<ProfileLoadResult>(() => Promise.resolve(results.cached)) } });
    actor.send({ type: "session.started", isGuest: false });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { profile: "loadedFromCache" } })).toBe(true));
    expect(actor.getSnapshot().context).toEqual({ isGuest: false, profile: results.cached.profile, profileLoaded: false });
  });

  it("sends the saved payload, announces the server's message, then loads the profile again", async () => {
    const saves: SaveProfile[] = [];
    const announced: string[] = [];
    let loads = 0;
    const actor = startWith({
      actors: {
        loadProfile: fromPromise<ProfileLoadResult>(() => {
          loads += 1;
          return Promise.resolve(results.complete);
        }),
        saveProfile: fromPromise<string, SaveProfile>(({ input }) => {
          saves.push(input);
          return Promise.resolve("Saved!");
        }),
      },
      actions: { announceSaved: (_, { message }) => void announced.push(message) },
    });
    actor.send({ type: "session.started", isGuest: false });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { profile: "loaded" } })).toBe(true));
    actor.send({ type: "profile.save", profile: savedProfile });
    expect(actor.getSnapshot().can({ type: "profile.save", profile: savedProfile })).toBe(false);
    await vi.waitFor(() => expect(loads).toBe(2));
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { activity: "viewing" } })).toBe(true));
    expect(saves).toEqual([savedProfile]);
    expect(announced).toEqual(["Saved!"]);
  });

  it("sends the family list as given", async () => {
    const sent: { families: FamilyMember[] }[] = [];
    const actor = startWith({
      actors: {
        loadProfile: fromPromise<ProfileLoadResult>(() => Promise.resolve(results.complete)),
        saveFamilies: fromPromise<string, { families: FamilyMember[] }>(({ input }) => {
          sent.push(input);
          return Promise.resolve("Saved!");
        }),
      },
    });
    actor.send({ type: "session.started", isGuest: false });
    await vi.waitFor(() => expect(actor.getSnapshot().matches("ready")).toBe(true));
    actor.send({ type: "families.save", families: [member] });
    await vi.waitFor(() => expect(sent).toEqual([{ families: [member] }]));
  });

  it("deletes a guest's profile as a guest, and the account of a signed-in traveller as an account", async () => {
    for (const isGuest of [true, false]) {
      const deletions: boolean[] = [];
      const actor = startWith({
        actors: {
          loadProfile: fromPromise<ProfileLoadResult>(() => Promise.resolve(isGuest ? results.guest : results.complete)),
          deleteAccount: fromPromise<string, { isGuest: boolean }>(({ input }) => {
            deletions.push(input.isGuest);
            return Promise.resolve("Profile Successfully Deleted!");
          }),
        },
      });
      actor.send({ type: "session.started", isGuest });
      await vi.waitFor(() => expect(actor.getSnapshot().matches("ready")).toBe(true));
      actor.send({ type: "deletion.requested" });
      actor.send({ type: "deletion.confirmed" });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe("deleted"));
      expect(deletions).toEqual([isGuest]);
    }
  });

  it("offers nothing to save or delete before a session has started", () => {
    const snapshot = createActor(profileMachine).getSnapshot();
    expect(snapshot.can({ type: "deletion.requested" })).toBe(false);
    expect(snapshot.can({ type: "profile.save", profile: savedProfile })).toBe(false);
  });
});
