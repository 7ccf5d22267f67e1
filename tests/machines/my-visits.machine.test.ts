import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import type * as v from "valibot";
import { type MyVisitsEvent, myVisitsMachine } from "../../machines/my-visits.machine.ts";
import type { VisitResource } from "#domain/logbook.ts";
import { expectPredictedEnd, testGeneratedPaths } from "./support/path-coverage.ts";

type Visit = v.InferOutput<typeof VisitResource>;

function visit(id: string, isOpen: boolean): Visit {
  return {
    id,
    type: "visit",
    attributes: {
      establishment: { uuid: `uuid-${id}`, name: "Harbour Café", branch: "Pier 3", label: "", logo: "" },
      purpose: "Dining",
      access_status: "ALLOWED",
      started_at: "2026-11-23T09:00:00.000Z",
      ends_at: isOpen ? "2026-11-23T13:00:00.000Z" : "2026-11-23T10:00:00.000Z",
      end_reason: isOpen ? "duration" : "checked_out",
      is_open: isOpen,
    },
  };
}

const open = visit("v2", true);
const earlier = visit("v1", false);
const refused: Visit = { ...visit("v3", true), attributes: { ...visit("v3", true).attributes, access_status: "NOT_ALLOWED" } };

const events = [
  { type: "xstate.done.actor.loadVisits", output: [open, earlier] } as unknown as MyVisitsEvent,
  { type: "xstate.done.actor.loadVisits", output: [earlier] } as unknown as MyVisitsEvent,
  { type: "xstate.done.actor.loadVisits", output: [refused, earlier] } as unknown as MyVisitsEvent,
  { type: "xstate.error.actor.loadVisits", error: new Error("offline") } as unknown as MyVisitsEvent,
  { type: "xstate.done.actor.checkOut", output: { ...open, attributes: { ...open.attributes, is_open: false } } } as unknown as MyVisitsEvent,
  { type: "xstate.error.actor.checkOut", error: new Error("offline") } as unknown as MyVisitsEvent,
  { type: "xstate.done.actor.loadQr", output: "logbook-qr-value" } as unknown as MyVisitsEvent,
  { type: "xstate.error.actor.loadQr", error: new Error("offline") } as unknown as MyVisitsEvent,
  { type: "visits.reload" },
  { type: "visit.checkOut" },
  { type: "qr.reload" },
] satisfies MyVisitsEvent[];

describe("my visits machine, generated paths", () => {
  const options = { machine: myVisitsMachine, events };
  testGeneratedPaths(options, {
    check: (run, path) => {
      expectPredictedEnd(run, path);
      // The open visit is never listed again among the recent ones.
      const { open: shown, recent } = run.snapshot.context as { open: Visit | undefined; recent: Visit[] };
      expect(recent.some((item) => item.id === shown?.id)).toBe(false);
      // A refused check-in is never the open visit, and never listed twice.
      const { refused: told } = run.snapshot.context as { refused: Visit | undefined };
      expect(shown?.attributes.access_status).not.toBe("NOT_ALLOWED");
      expect(recent.some((item) => item.id === told?.id)).toBe(false);
      // Checking out is offered only while a visit is open and no check-out is under way.
      if (run.snapshot.matches({ visits: "ready" }) && !run.snapshot.matches({ visits: { ready: "checkingOut" } })) {
        expect(run.snapshot.can({ type: "visit.checkOut" })).toBe(shown !== undefined);
      }
    },
  });
});

describe("my visits machine", () => {
  it("shows a running refused check-in as refused, with nothing to check out, and keeps it on record", async () => {
    const actor = createActor(
      myVisitsMachine.provide({
        actors: { loadVisits: fromPromise(async () => [refused, earlier]), loadQr: fromPromise(async () => "logbook-qr-value") },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ visits: "ready" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ open: undefined, refused, recent: [earlier] });
    expect(actor.getSnapshot().can({ type: "visit.checkOut" })).toBe(false);
  });

  it("checks the open visit out, says so once, and shows the list loaded again", async () => {
    const ended = { ...open, attributes: { ...open.attributes, is_open: false } };
    let loads = 0;
    const checkedOut: string[] = [];
    let announced = 0;
    const actor = createActor(
      myVisitsMachine.provide({
        actors: {
          loadVisits: fromPromise(async () => (loads++ === 0 ? [open, earlier] : [ended, earlier])),
          checkOut: fromPromise(async ({ input }: { input: { id: string } }) => {
            checkedOut.push(input.id);
            return open;
          }),
          loadQr: fromPromise(async () => "logbook-qr-value"),
        },
        actions: { announceCheckedOut: () => announced++ },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ visits: "ready", qr: "ready" })).toBe(true);
    expect(actor.getSnapshot().context.open?.id).toBe("v2");
    expect(actor.getSnapshot().context.qrValue).toBe("logbook-qr-value");
    actor.send({ type: "visit.checkOut" });
    actor.send({ type: "visit.checkOut" });
    await expect.poll(() => actor.getSnapshot().context.open).toBeUndefined();
    expect(actor.getSnapshot().matches({ visits: { ready: "idle" } })).toBe(true);
    expect(actor.getSnapshot().context.recent.map((item) => item.id)).toEqual(["v2", "v1"]);
    expect(checkedOut).toEqual(["v2"]);
    expect(announced).toBe(1);
  });

  it("keeps the visit open after a failed check-out and lets it be tried again", async () => {
    let fails = true;
    let loads = 0;
    const actor = createActor(
      myVisitsMachine.provide({
        actors: {
          loadVisits: fromPromise(async () => {
            loads++;
            return [open];
          }),
          checkOut: fromPromise(async () => {
            if (fails) throw new Error("offline");
            return open;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().matches({ visits: "ready" })).toBe(true);
    actor.send({ type: "visit.checkOut" });
    await expect.poll(() => actor.getSnapshot().matches({ visits: { ready: "checkOutFailed" } })).toBe(true);
    expect(actor.getSnapshot().context.open?.id).toBe("v2");
    fails = false;
    actor.send({ type: "visit.checkOut" });
    // A successful check-out loads the list again.
    await expect.poll(() => loads).toBe(2);
  });
});
