import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type NewStaffMember, type StaffMembersEvent, staffMembersMachine } from "../../../machines/console/staff-members.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { StaffMember } from "#domain/staff/staff-accounts.ts";
import type { StaffRole } from "#domain/staff/staff-roles.ts";
import { callAnswers, testPagePaths } from "./page-paths.ts";

const ID = "6f1c7c4e-2d7b-4a52-9a51-1c2f0b3f9d10";
const officer = (roles: StaffRole[]): StaffMember => ({
  id: ID,
  type: "staff_member",
  attributes: {
    email: "officer@customs.example",
    display_name: "Officer",
    status: "active",
    roles,
    has_totp: true,
    passkey_count: 0,
    last_sign_in_at: null,
    locked_until: null,
    invite_expires_at: null,
    created_at: "2026-11-20T09:00:00.000Z",
  },
});
const newMember: NewStaffMember = { email: "new@customs.example", display_name: "New officer", roles: ["customs_officer"] };
const refused: CallFailure = { status: 422, message: "Enter an e-mail address.", code: undefined, fieldErrors: { email: ["Enter an e-mail address."] } };

const { done, error } = callAnswers(staffMembersMachine);
const failed = (id: string) => error(id, refused);
const CHANGES = ["inviteMember", "saveRoles", "saveStatus", "resendInvite"];

const events: StaffMembersEvent[] = [
  { type: "members.reloadRequested" },
  { type: "member.invited", member: newMember },
  { type: "roles.saved", id: ID, roles: ["customs_officer", "admin"] },
  { type: "status.saved", id: ID, status: "disabled" },
  { type: "invite.resent", id: ID },
  { type: "view.changed", view: { role: "customs_officer", sort: "last_sign_in" } },
  done("loadMembers", [officer(["customs_officer"])]),
  failed("loadMembers"),
  ...CHANGES.flatMap((id) => [done(id), failed(id)]),
];

describe("staff members machine, generated paths", () => {
  testPagePaths({ machine: staffMembersMachine, events });
});

describe("staff members machine", () => {
  it("keeps the table's search and filters while a change reloads the list", async () => {
    const actor = createActor(
      staffMembersMachine.provide({
        actors: {
          loadMembers: fromPromise(async () => [officer(["customs_officer"])]),
          saveStatus: fromPromise<void, { id: string; status: "active" | "disabled" }>(async () => {}),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "view.changed", view: { query: "officer", role: "customs_officer" } });
    actor.send({ type: "view.changed", view: { sort: "last_sign_in" } });
    actor.send({ type: "status.saved", id: ID, status: "disabled" });
    await expect.poll(() => actor.getSnapshot().context.done).toBe("statusSaved");
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.view).toEqual({ query: "officer", role: "customs_officer", agency: "", status: "", signIn: "", sort: "last_sign_in" });
  });

  it("saves new roles, then shows the list as the server keeps it", async () => {
    const saved: string[] = [];
    let roles: StaffRole[] = ["customs_officer"];
    const actor = createActor(
      staffMembersMachine.provide({
        actors: {
          loadMembers: fromPromise(async () => [officer(roles)]),
          saveRoles: fromPromise(async ({ input }: { input: { id: string; roles: StaffRole[] } }) => {
            saved.push(`${input.id} ${input.roles.join(",")}`);
            roles = input.roles;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "roles.saved", id: ID, roles: ["customs_officer", "admin"] });
    expect(actor.getSnapshot().context.savingFor).toBe(ID);
    await expect.poll(() => actor.getSnapshot().context.done).toBe("rolesSaved");
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    expect(saved).toEqual([`${ID} customs_officer,admin`]);
    expect(actor.getSnapshot().context).toMatchObject({ members: [officer(["customs_officer", "admin"])], savingFor: undefined, failure: undefined });
  });

  it("keeps the list and shows the server's field messages when an invitation is refused", async () => {
    const actor = createActor(
      staffMembersMachine.provide({
        actors: {
          loadMembers: fromPromise(async () => [officer(["customs_officer"])]),
          inviteMember: fromPromise<void, NewStaffMember>(async () => {
            throw refused;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "member.invited", member: newMember });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(refused);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.members).toEqual([officer(["customs_officer"])]);
  });
});
