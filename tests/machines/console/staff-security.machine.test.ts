import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { PASSKEY_FAILED } from "../../../machines/console/staff-sign-in.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { type StaffSecurityEvent, staffSecurityMachine } from "../../../machines/console/staff-security.machine.ts";
import type { StaffMe } from "#domain/staff/staff-accounts.ts";
import { callAnswers, testPagePaths } from "./page-paths.ts";

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
const cancelled: CallFailure = PASSKEY_FAILED;
const refused: CallFailure = { status: 422, message: "The passkey could not be verified. Please try again.", code: "VALIDATION_FAILED" };
const offline: CallFailure = { status: 0, message: undefined, code: undefined };

const { done, error } = callAnswers(staffSecurityMachine);

const events: StaffSecurityEvent[] = [
  { type: "reload.requested" },
  { type: "passkey.add" },
  { type: "notice.dismissed" },
  done("loadMe", member(0)),
  error("loadMe", offline),
  done("registerPasskey", member(1)),
  error("registerPasskey", cancelled),
  error("registerPasskey", refused),
];

describe("staff security machine, generated paths", () => {
  testPagePaths({ machine: staffSecurityMachine, events });
});

describe("staff security machine", () => {
  function actorWith(register: () => Promise<StaffMe>) {
    return createActor(
      staffSecurityMachine.provide({
        actors: { loadMe: fromPromise(async () => member(0)), registerPasskey: fromPromise(register) },
      }),
    ).start();
  }

  it("shows the factors, then the passkey count the server answers after adding one", async () => {
    const actor = actorWith(async () => member(1));
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
    const actor = actorWith(async () => {
      throw answers.shift() ?? offline;
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
});
