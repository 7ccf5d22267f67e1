import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { establishmentPortalMachine, type PortalEvent, type PortalSessionStart } from "../../machines/establishment-portal.machine.ts";
import { type CallFailure, NO_ANSWER } from "../../machines/call-failure.ts";
import { endedSession } from "../../machines/session-loss.ts";
import type { BranchInput, BranchResource, RegisterEstablishment } from "#domain/establishments.ts";
import { branchResource } from "../support/branch-resources.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

const account = { email: "owner@example.com", organisation_name: "Tinian Foods" };
const session: PortalSessionStart = { token: "portal-token", account };
const branch = (id: string, name: string): BranchResource => branchResource(id, { name });
const deli = branch("b-1", "Deli");
const kiosk = branch("b-2", "Kiosk");
const wrongPassword: CallFailure = {
  status: 422,
  code: "VALIDATION_FAILED",
  message: "The e-mail address or password is not correct.",
  fieldErrors: { password: ["The e-mail address or password is not correct."] },
};
const offline: CallFailure = NO_ANSWER;
const sessionGone: CallFailure = { status: 403, code: "SESSION_EXPIRED", message: "Your session has expired. Please sign in again." };
const registration: RegisterEstablishment = { email: "owner@example.com", organisation_name: "Tinian Foods", password: "correct horse battery" };

/** What the effects were asked to do, in order. */
const effects: string[] = [];
const machine = establishmentPortalMachine.provide({
  actions: {
    storeSession: (_, started) => effects.push(`store ${started.token}`),
    removeStoredSession: () => effects.push("remove session"),
    announceSaved: () => effects.push("saved"),
    announceDeleted: () => effects.push("deleted"),
  },
  // The generated paths send the done and error events; the fakes never settle by themselves.
  actors: {
    signIn: fromPromise<PortalSessionStart, { email: string; password: string }>(() => new Promise(() => {})),
    register: fromPromise<{ email: string }, RegisterEstablishment>(() => new Promise(() => {})),
    loadBranches: fromPromise<BranchResource[], void>(() => new Promise(() => {})),
    saveBranch: fromPromise<BranchResource, { id: string | undefined; branch: BranchInput }>(() => new Promise(() => {})),
    deleteBranch: fromPromise<void, { id: string }>(() => new Promise(() => {})),
    logOut: fromPromise<void, void>(() => new Promise(() => {})),
    resendConfirmation: fromPromise<void, { email: string }>(() => new Promise(() => {})),
    confirmEmail: fromPromise<PortalSessionStart, { token: string }>(() => new Promise(() => {})),
    requestReset: fromPromise<void, { email: string }>(() => new Promise(() => {})),
    resetPassword: fromPromise<void, { token: string; password: string }>(() => new Promise(() => {})),
  },
});
const notConfirmed: CallFailure = { status: 403, code: "EMAIL_NOT_CONFIRMED", message: "Confirm your e-mail address first: open the link we e-mailed you." };
const linkUsed: CallFailure = { status: 410, code: "ESTABLISHMENT_LINK_USED", message: "This link has already been used. Ask for a new one if you need it." };

const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as PortalEvent;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as PortalEvent;
const CALLS = [
  "signIn",
  "register",
  "loadBranches",
  "saveBranch",
  "deleteBranch",
  "logOut",
  "resendConfirmation",
  "confirmEmail",
  "requestReset",
  "resetPassword",
];

const events: PortalEvent[] = [
  { type: "storage.read", account },
  { type: "storage.read", account: undefined },
  { type: "register.chosen" },
  { type: "signIn.chosen" },
  { type: "signIn.submitted", email: "owner@example.com", password: "correct horse battery" },
  { type: "registration.submitted", registration },
  { type: "branches.reload" },
  { type: "branch.addRequested" },
  { type: "branch.editRequested", id: "b-1" },
  { type: "branch.editRequested", id: "not-listed" },
  { type: "branch.editCancelled" },
  { type: "branch.submitted", branch: { name: "Deli" } },
  { type: "branch.deleteRequested", id: "b-1" },
  { type: "logout.requested" },
  { type: "confirmation.resendRequested" },
  { type: "forgot.chosen" },
  { type: "reset.requested", email: "owner@example.com" },
  { type: "link.opened", purpose: "confirm", token: "confirm-token" },
  { type: "link.opened", purpose: "reset", token: "reset-token" },
  { type: "reset.submitted", password: "a new passphrase" },
  done("signIn", session),
  done("register", { email: "owner@example.com" }),
  done("resendConfirmation"),
  done("confirmEmail", session),
  done("requestReset"),
  done("resetPassword"),
  failed("signIn", notConfirmed),
  failed("confirmEmail", linkUsed),
  done("loadBranches", [deli]),
  done("saveBranch", kiosk),
  done("saveBranch", { ...deli, attributes: { ...deli.attributes, name: "Dynasty Deli" } }),
  done("deleteBranch"),
  done("logOut"),
  failed("signIn", wrongPassword),
  ...CALLS.map((id) => failed(id, offline)),
  ...["loadBranches", "saveBranch", "deleteBranch"].map((id) => failed(id, sessionGone)),
  // A failure the effects could not describe shows no message of its own.
  failed("loadBranches", new TypeError("Failed to parse")),
];

/** The branches are named, not counted, so the graph stays finite. */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.account !== undefined,
    (snapshot.context.branches as BranchResource[]).map((item) => `${item.id}:${item.attributes.name}`).sort(),
    snapshot.context.editingId,
    snapshot.context.deletingId,
  ]);
const options = { machine, events, serializeState };

describe("establishment portal machine, generated paths", () => {
  testGeneratedPaths(options, {
    reset: () => {
      effects.length = 0;
    },
    check: (run, path) => {
      expectPredictedEnd(run, path);
      expectConsistent(run.snapshot, path.events);
    },
  });
});

/** What any path must leave true, whichever way it went. */
function expectConsistent(snapshot: AnyMachineSnapshot, path: readonly PortalEvent[]) {
  const last = path.at(-1);
  const lastType: string | undefined = last?.type;
  const signedIn = snapshot.matches("signedIn");
  // An account is known exactly while the portal is open (or closing).
  expect(snapshot.context.account !== undefined).toBe(signedIn || snapshot.matches("loggingOut"));
  if (snapshot.matches("signedOut")) expect(snapshot.context.branches).toEqual([]);
  if (snapshot.matches("signedOut")) expect(snapshot.context.editingId).toBeUndefined();
  if (lastType === "xstate.done.actor.signIn" || lastType === "xstate.done.actor.confirmEmail") expect(effects.at(-1)).toBe("store portal-token");
  // Registering opens no session: the mailed link does.
  if (lastType === "xstate.done.actor.register") expect(snapshot.matches({ signedOut: "checkEmail" })).toBe(true);
  // A session that ended, or a logout, forgets the stored portal session.
  const error = (last as { error?: CallFailure } | undefined)?.error;
  if ((error && endedSession(error)) || lastType?.endsWith(".logOut")) {
    expect(snapshot.matches("signedOut")).toBe(true);
    expect(effects.at(-1)).toBe("remove session");
  }
  if (lastType === "xstate.done.actor.saveBranch") expect(effects.at(-1)).toBe("saved");
  if (lastType === "xstate.done.actor.deleteBranch") expect(effects.at(-1)).toBe("deleted");
}

describe("establishment portal machine", () => {
  const start = () => {
    const actor = createActor(machine).start();
    actor.send({ type: "storage.read", account: undefined });
    return actor;
  };

  it("signs in, lists, adds, renames and deletes branches", () => {
    const actor = start();
    actor.send({ type: "signIn.submitted", email: "owner@example.com", password: "x" });
    actor.send(done("signIn", session));
    actor.send(done("loadBranches", [deli]));
    actor.send({ type: "branch.addRequested" });
    actor.send({ type: "branch.submitted", branch: { name: "Kiosk" } });
    actor.send(done("saveBranch", kiosk));
    expect(actor.getSnapshot().context.branches).toEqual([deli, kiosk]);
    actor.send({ type: "branch.editRequested", id: "b-1" });
    expect(actor.getSnapshot().context.editingId).toBe("b-1");
    actor.send({ type: "branch.submitted", branch: { name: "Dynasty Deli" } });
    const renamed = { ...deli, attributes: { ...deli.attributes, name: "Dynasty Deli" } };
    actor.send(done("saveBranch", renamed));
    expect(actor.getSnapshot().context.branches).toEqual([renamed, kiosk]);
    actor.send({ type: "branch.deleteRequested", id: "b-2" });
    actor.send(done("deleteBranch"));
    expect(actor.getSnapshot().context).toMatchObject({ branches: [renamed], deletingId: undefined, failure: undefined });
    actor.stop();
  });

  it("keeps the form and shows why a save failed", () => {
    const actor = createActor(machine).start();
    actor.send({ type: "storage.read", account });
    actor.send(done("loadBranches", []));
    actor.send({ type: "branch.addRequested" });
    actor.send({ type: "branch.submitted", branch: { name: "Deli" } });
    actor.send(
      failed("saveBranch", { status: 422, code: "VALIDATION_FAILED", message: "The name is required.", fieldErrors: { name: ["The name is required."] } }),
    );
    expect(actor.getSnapshot().value).toEqual({ signedIn: "editing" });
    expect((actor.getSnapshot().context.failure as CallFailure).fieldErrors).toEqual({ name: ["The name is required."] });
    actor.stop();
  });

  it("gives the effects what was typed and which branch is meant", () => {
    const inputs: unknown[] = [];
    const recording = machine.provide({
      actors: {
        register: fromPromise<{ email: string }, RegisterEstablishment>(({ input }) => {
          inputs.push(input);
          return new Promise(() => {});
        }),
        saveBranch: fromPromise<BranchResource, { id: string | undefined; branch: BranchInput }>(({ input }) => {
          inputs.push(input);
          return new Promise(() => {});
        }),
        deleteBranch: fromPromise<void, { id: string }>(({ input }) => {
          inputs.push(input);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(recording).start();
    actor.send({ type: "storage.read", account: undefined });
    actor.send({ type: "register.chosen" });
    actor.send({ type: "registration.submitted", registration });
    actor.send(done("register", { email: registration.email }));
    actor.send({ type: "link.opened", purpose: "confirm", token: "confirm-token" });
    actor.send(done("confirmEmail", session));
    actor.send(done("loadBranches", [deli]));
    actor.send({ type: "branch.editRequested", id: "b-1" });
    actor.send({ type: "branch.submitted", branch: { name: "Dynasty Deli", visit_minutes: 60 } });
    actor.send(failed("saveBranch", offline));
    actor.send({ type: "branch.editCancelled" });
    actor.send({ type: "branch.deleteRequested", id: "b-1" });
    expect(inputs).toEqual([registration, { id: "b-1", branch: { name: "Dynasty Deli", visit_minutes: 60 } }, { id: "b-1" }]);
    actor.stop();
  });

  it("waits for the mailed link after registering, sends it again on request, and opens the portal with it", () => {
    const actor = start();
    actor.send({ type: "register.chosen" });
    actor.send({ type: "registration.submitted", registration });
    actor.send(done("register", { email: "owner@example.com" }));
    expect(actor.getSnapshot().value).toEqual({ signedOut: "checkEmail" });
    expect(actor.getSnapshot().context.pendingEmail).toBe("owner@example.com");
    actor.send({ type: "confirmation.resendRequested" });
    actor.send(done("resendConfirmation"));
    expect(actor.getSnapshot().context.notice).toBe("confirmationSent");
    actor.send({ type: "link.opened", purpose: "confirm", token: "confirm-token" });
    actor.send(done("confirmEmail", session));
    expect(actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(actor.getSnapshot().context.account).toEqual(account);
    actor.stop();
  });

  it("sends an unconfirmed sign-in to the confirmation screen with the address it used", () => {
    const actor = start();
    actor.send({ type: "signIn.submitted", email: "late@example.com", password: "correct horse battery" });
    actor.send(failed("signIn", notConfirmed));
    expect(actor.getSnapshot().value).toEqual({ signedOut: "checkEmail" });
    expect(actor.getSnapshot().context).toMatchObject({ pendingEmail: "late@example.com", failure: notConfirmed });
    actor.stop();
  });

  it("asks for a reset link, sets the new password with the link's token, and says so at sign-in; a used link stays on the form", () => {
    const inputs: unknown[] = [];
    const recording = machine.provide({
      actors: {
        resetPassword: fromPromise<void, { token: string; password: string }>(({ input }) => {
          inputs.push(input);
          return new Promise(() => {});
        }),
      },
    });
    const actor = createActor(recording).start();
    actor.send({ type: "storage.read", account: undefined });
    actor.send({ type: "forgot.chosen" });
    actor.send({ type: "reset.requested", email: "owner@example.com" });
    actor.send(done("requestReset"));
    expect(actor.getSnapshot()).toMatchObject({ value: { signedOut: "forgotPassword" }, context: { notice: "resetSent" } });
    actor.send({ type: "link.opened", purpose: "reset", token: "reset-token" });
    actor.send({ type: "reset.submitted", password: "a new passphrase" });
    actor.send(failed("resetPassword", linkUsed));
    expect(actor.getSnapshot()).toMatchObject({ value: { signedOut: "resetPassword" }, context: { failure: linkUsed } });
    actor.send({ type: "reset.submitted", password: "a new passphrase" });
    actor.send(done("resetPassword"));
    expect(actor.getSnapshot()).toMatchObject({ value: { signedOut: "signIn" }, context: { notice: "passwordChanged", resetToken: undefined } });
    expect(inputs).toEqual([
      { token: "reset-token", password: "a new passphrase" },
      { token: "reset-token", password: "a new passphrase" },
    ]);
    actor.stop();
  });
});
