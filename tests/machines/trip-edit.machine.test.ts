import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { type TripChanges, tripEditMachine, type TripEditEvent } from "../../machines/trip-edit.machine.ts";
import type { CallFailure } from "../../machines/call-failure.ts";
import type { TripReviewStatus, VisitHistory } from "#domain/trips.ts";
import { testGeneratedPaths } from "./support/path-coverage.ts";
import { visitHistory } from "../support/visit-history.ts";

const trip = (status: TripReviewStatus, dateOfArrival = "2026-12-01") =>
  visitHistory("5b0e1c3a-1d2e-4f50-8a6b-7c8d9e0f1a2b", { status, date_of_arrival: dateOfArrival });

const pending = trip("PENDING");
const changed = trip("PENDING", "2026-12-05");
const reviewed = trip("CLEARED");
const changes: TripChanges = { travel_type: "INTERNATIONAL", date_of_arrival: "2026-12-05" };
const refused: CallFailure = { status: 409, code: "TRIP_REVIEWED", message: "An officer has reviewed this trip: it can no longer be changed or deleted." };
const never = () => new Promise<never>(() => {});

describe("trip edit machine, generated paths", () => {
  let announced = 0;
  const machine = tripEditMachine.provide({
    actors: { saveTrip: fromPromise<VisitHistory, { tripId: string; changes: TripChanges }>(never) },
    actions: { announceSaved: () => (announced += 1) },
  });
  const events = [
    { type: "edit.opened" },
    { type: "edit.cancelled" },
    { type: "edit.submitted", changes },
    { type: "trip.replaced", trip: reviewed },
    { type: "xstate.done.actor.saveTrip", output: changed } as unknown as TripEditEvent,
    { type: "xstate.error.actor.saveTrip", error: refused } as unknown as TripEditEvent,
  ] satisfies TripEditEvent[];
  testGeneratedPaths(
    { machine, input: { trip: pending }, events },
    {
      reset: () => (announced = 0),
      check: (run, path) => {
        expect(run.snapshot.value).toEqual(path.expected.value);
        expect(run.snapshot.context).toEqual(path.expected.context);
        // A change is announced exactly when the server has taken it.
        expect(announced).toBe(path.events.filter((event) => (event.type as string) === "xstate.done.actor.saveTrip").length);
      },
    },
  );
});

describe("trip edit machine", () => {
  it("saves the new values on the trip and shows them", async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      tripEditMachine.provide({
        actors: {
          saveTrip: fromPromise<VisitHistory, { tripId: string; changes: TripChanges }>(async ({ input }) => {
            sent.push(input);
            return changed;
          }),
        },
      }),
      { input: { trip: pending } },
    ).start();
    actor.send({ type: "edit.opened" });
    actor.send({ type: "edit.submitted", changes });
    await expect.poll(() => actor.getSnapshot().value).toBe("shown");
    expect(sent).toEqual([{ tripId: pending.id, changes }]);
    expect(actor.getSnapshot().context.trip.attributes.date_of_arrival).toBe("2026-12-05");
  });

  it("keeps the form open with the server's refusal", async () => {
    const actor = createActor(
      tripEditMachine.provide({
        actors: {
          saveTrip: fromPromise<VisitHistory, { tripId: string; changes: TripChanges }>(async () => {
            throw refused;
          }),
        },
      }),
      { input: { trip: pending } },
    ).start();
    actor.send({ type: "edit.opened" });
    actor.send({ type: "edit.submitted", changes });
    await expect.poll(() => actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.failure).toEqual(refused);
    expect(actor.getSnapshot().context.trip).toBe(pending);
  });

  it("offers no change of a trip an officer has reviewed", () => {
    const actor = createActor(tripEditMachine, { input: { trip: reviewed } }).start();
    expect(actor.getSnapshot().can({ type: "edit.opened" })).toBe(false);
    actor.send({ type: "edit.opened" });
    expect(actor.getSnapshot().value).toBe("shown");
  });
});
