import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type EstablishmentFilter,
  type EstablishmentsAdminContext,
  type EstablishmentsAdminEvent,
  establishmentsAdminMachine,
  type StatusChange,
} from "../../../machines/console/establishments-admin.machine.ts";
import type { AdminEstablishment } from "#domain/establishment-admin.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const deli: AdminEstablishment = {
  id: "e-1",
  organisation_name: "Tinian Dynasty Deli",
  email: "owner@deli.example",
  status: "active",
  created_at: "2026-11-20T01:00:00.000Z",
  email_confirmed_at: "2026-11-20T01:05:00.000Z",
  disabled_at: null,
  disabled_reason: null,
  branches: [{ id: "b-1", name: "Deli", branch: "San Jose" }],
  recent_check_ins: 12,
};
const reason = "Reported as a fake venue";
const deliDisabled: AdminEstablishment = { ...deli, status: "disabled", disabled_at: "2026-11-24T09:00:00.000Z", disabled_reason: reason };
const { done, error } = callAnswers(establishmentsAdminMachine);

const events: EstablishmentsAdminEvent[] = [
  { type: "search", filter: { q: "deli", status: "all" } },
  { type: "reload" },
  { type: "change.opened", id: "e-1" },
  { type: "change.opened", id: "not-listed" },
  { type: "change.cancelled" },
  { type: "change.submitted", reason },
  { type: "change.submitted", reason: "   " },
  done("loadEstablishments", [deli]),
  error("loadEstablishments", failure(0)),
  done("changeStatus", deliDisabled),
  error("changeStatus", failure(404, "Establishment not found.", "ESTABLISHMENT_NOT_FOUND")),
];

describe("establishments admin machine, generated paths", () => {
  testPagePaths({
    machine: establishmentsAdminMachine,
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { establishments, changingId, changedId, failedCall, filter } = snapshot.context as EstablishmentsAdminContext;
      return JSON.stringify({ value: snapshot.value, statuses: establishments.map((account) => account.status), changingId, changedId, failedCall, filter });
    },
  });
});

describe("establishments admin machine", () => {
  it("searches, disables the account with the reason typed, and shows it as the server kept it; enabling sends enable", async () => {
    const searches: EstablishmentFilter[] = [];
    const changes: StatusChange[] = [];
    const actor = createActor(
      establishmentsAdminMachine.provide({
        actors: {
          loadEstablishments: fromPromise<AdminEstablishment[], EstablishmentFilter>(async ({ input }) => {
            searches.push(input);
            return [deli];
          }),
          changeStatus: fromPromise<AdminEstablishment, StatusChange>(async ({ input }) => {
            changes.push(input);
            return input.disable ? deliDisabled : deli;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "search", filter: { q: "deli", status: "active" } });
    await expect.poll(() => actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "change.opened", id: "e-1" });
    actor.send({ type: "change.submitted", reason: "  " });
    expect(actor.getSnapshot().value).toBe("ready");
    actor.send({ type: "change.submitted", reason: ` ${reason} ` });
    await expect.poll(() => actor.getSnapshot().context.changedId).toBe("e-1");
    expect(actor.getSnapshot().context).toMatchObject({ establishments: [deliDisabled], changingId: undefined });
    actor.send({ type: "change.opened", id: "e-1" });
    actor.send({ type: "change.submitted", reason: "Verified by phone" });
    await expect.poll(() => actor.getSnapshot().context.establishments).toEqual([deli]);
    expect(searches).toEqual([
      { q: "", status: "all" },
      { q: "deli", status: "active" },
    ]);
    expect(changes).toEqual([
      { id: "e-1", disable: true, reason },
      { id: "e-1", disable: false, reason: "Verified by phone" },
    ]);
  });
});
