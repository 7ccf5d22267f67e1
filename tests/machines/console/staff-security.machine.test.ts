import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { PASSKEY_FAILED } from "../../../machines/console/staff-sign-in.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { type StaffSecurity, type StaffSecurityEvent, staffSecurityMachine } from "../../../machines/console/staff-security.machine.ts";
import type { IssuedRecoveryCodes, StaffMe } from "#domain/staff/staff-accounts.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const member = (passkeys: number): StaffMe => ({
  id: "6f1c7c4e-2d7b-4a52-9a51-1c2f0b3f9d10",
  email: "officer@customs.example",
  display_name: "Officer",
  roles: ["customs_officer"],
  stage: "complete",
  has_totp: true,
  passkey_count: passkeys,
  idle_expires_at: "2026-11-24T09:30:00.000Z",
  expires_at: "2026-11-24T21:00:00.000Z",
  resuming: false,
});
const security = (left: number): StaffSecurity => ({ me: member(0), recoveryCodes: { left, issued_at: "2026-11-20T01:00:00.000Z" } });
const newSet: IssuedRecoveryCodes = {
  codes: ["AAAAA-22222", "BBBBB-33333", "CCCCC-44444", "DDDDD-55555", "EEEEE-66666", "FFFFF-77777", "GGGGG-88888", "HHHHH-99999", "JJJJJ-22222", "KKKKK-33333"],
  issued_at: "2026-11-24T02:00:00.000Z",
};
const cancelled: CallFailure = PASSKEY_FAILED;
const refused: CallFailure = { status: 422, message: "The passkey could not be verified. Please try again.", code: "VALIDATION_FAILED" };
const offline: CallFailure = { status: 0, message: undefined, code: undefined };
const unavailable = failure(500, "Something went wrong on our side. Please try again.", "INTERNAL_ERROR");

const { done, error } = callAnswers(staffSecurityMachine);

const events: StaffSecurityEvent[] = [
  { type: "reload.requested" },
  { type: "passkey.add" },
  { type: "codes.renew" },
  { type: "codes.saved" },
  { type: "notice.dismissed" },
  done("loadSecurity", security(2)),
  error("loadSecurity", offline),
  done("registerPasskey", member(1)),
  error("registerPasskey", cancelled),
  error("registerPasskey", refused),
  done("confirmRenewal", true),
  done("confirmRenewal", false),
  error("confirmRenewal", new Error("The dialog could not open")),
  done("issueRecoveryCodes", newSet),
  error("issueRecoveryCodes", unavailable),
];

describe("staff security machine, generated paths", () => {
  testPagePaths(
    { machine: staffSecurityMachine, events },
    {
      // The new codes are on the page only while it shows them, and never again once the member saved them.
      also: (run) => {
        const { issuedCodes, recoveryCodes } = run.snapshot.context;
        expect(issuedCodes !== undefined).toBe(run.snapshot.matches("showingCodes"));
        if (run.snapshot.matches("showingCodes")) expect(recoveryCodes).toEqual({ left: 10, issued_at: newSet.issued_at });
      },
    },
  );
});

describe("staff security machine", () => {
  function actorWith({
    register = async () => member(1),
    confirm = async () => true,
    issue = async () => newSet,
  }: {
    register?: () => Promise<StaffMe>;
    confirm?: () => Promise<boolean>;
    issue?: () => Promise<IssuedRecoveryCodes>;
  } = {}) {
    const asked: string[] = [];
    const actor = createActor(
      staffSecurityMachine.provide({
        actors: {
          loadSecurity: fromPromise(async () => security(3)),
          registerPasskey: fromPromise(register),
          confirmRenewal: fromPromise(async () => {
            asked.push("renewal");
            return confirm();
          }),
          issueRecoveryCodes: fromPromise(issue),
        },
      }),
    ).start();
    return { actor, asked };
  }

  it("shows the factors, then the passkey count the server answers after adding one", async () => {
    const { actor } = actorWith();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.me?.passkey_count).toBe(0);
    actor.send({ type: "passkey.add" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await expect.poll(() => actor.getSnapshot().value).toBe("added");
    expect(actor.getSnapshot().context).toMatchObject({ me: { passkey_count: 1, has_totp: true }, failure: undefined });
    actor.send({ type: "notice.dismissed" });
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("tells a closed passkey prompt from a passkey the server refused, keeps the factors, and lets the member try again", async () => {
    const answers = [cancelled, refused];
    const { actor } = actorWith({
      register: async () => {
        throw answers.shift() ?? offline;
      },
    });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "passkey.add" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ failed: "cancelled" });
    actor.send({ type: "passkey.add" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ failed: "refused" });
    expect(actor.getSnapshot().context).toMatchObject({ me: { passkey_count: 0 }, failure: refused });
    actor.send({ type: "passkey.add" });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it("asks before a new set, shows its ten codes once, and comes back to the page with ten unused", async () => {
    const { actor, asked } = actorWith();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.recoveryCodes).toEqual({ left: 3, issued_at: "2026-11-20T01:00:00.000Z" });
    actor.send({ type: "codes.renew" });
    expect(asked).toEqual(["renewal"]);
    await expect.poll(() => actor.getSnapshot().value).toBe("showingCodes");
    expect(actor.getSnapshot().context.issuedCodes).toEqual(newSet.codes);
    expect(actor.getSnapshot().can({ type: "codes.renew" })).toBe(false);
    actor.send({ type: "codes.saved" });
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context).toMatchObject({ issuedCodes: undefined, recoveryCodes: { left: 10, issued_at: newSet.issued_at } });
  });

  it("issues nothing when the member keeps the current codes", async () => {
    let issued = 0;
    const { actor } = actorWith({
      confirm: async () => false,
      issue: async () => {
        issued += 1;
        return newSet;
      },
    });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "codes.renew" });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(issued).toBe(0);
    expect(actor.getSnapshot().context.recoveryCodes?.left).toBe(3);
  });

  it("keeps the old count and says why when the new set could not be issued; another try starts clean", async () => {
    const { actor } = actorWith({
      issue: async () => {
        throw unavailable;
      },
    });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "codes.renew" });
    await expect.poll(() => actor.getSnapshot().value).toBe("renewalFailed");
    expect(actor.getSnapshot().context).toMatchObject({ failure: unavailable, issuedCodes: undefined, recoveryCodes: { left: 3 } });
    actor.send({ type: "codes.renew" });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});
