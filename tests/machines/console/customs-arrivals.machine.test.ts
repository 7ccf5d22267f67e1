import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import { customsArrivalsMachine, type CustomsArrivalsContext } from "../../../machines/console/customs-arrivals.machine.ts";
import { customsShiftMachine } from "../../../machines/console/customs-shift.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { Arrivals, ArrivalTraveller, CustomsShift } from "#domain/customs-queue.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const arrivals: Arrivals = {
  date: "2026-11-28",
  groups: [{ transport_type: "AIR", carrier: "UA154", carrier_name: "United Airlines", declarations: 212, travellers: 301, with_referrals: 9, decided: 40 }],
};
const travellers: ArrivalTraveller[] = [{ trip_id: "trip-1", trip_code: "7KQ4MXB9", party_size: 2, referral_count: 2, status: "PENDING" }];
const { done, error } = callAnswers(customsArrivalsMachine);

describe("customs arrivals machine, generated paths", () => {
  testPagePaths({
    machine: customsArrivalsMachine,
    events: [
      { type: "arrivals.refresh" },
      { type: "group.opened", transport_type: "AIR", carrier: "UA154" },
      { type: "group.closed" },
      { type: "retry" },
      done("loadArrivals", arrivals),
      error("loadArrivals", failure(0)),
      done("loadTravellers", travellers),
      error("loadTravellers", failure(503)),
    ],
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { arrivals: day, group, travellers: listed, failure: last } = snapshot.context as CustomsArrivalsContext;
      return JSON.stringify({ value: snapshot.value, day: day !== undefined, group: group?.carrier, listed: listed.length, failed: last !== undefined });
    },
  });
});

describe("customs arrivals machine", () => {
  it("loads the day's flights, opens one to its travellers with the day's date, and goes back", async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      customsArrivalsMachine.provide({
        actors: {
          loadArrivals: fromPromise<Arrivals>(async () => arrivals),
          loadTravellers: fromPromise<ArrivalTraveller[], { date: string; transport_type: "AIR" | "SEA"; carrier: string }>(async ({ input }) => {
            asked.push(input);
            return travellers;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().value).toBe("overview");
    actor.send({ type: "group.opened", transport_type: "AIR", carrier: "UA154" });
    await expect.poll(() => actor.getSnapshot().value).toBe("group");
    expect(asked).toEqual([{ date: "2026-11-28", transport_type: "AIR", carrier: "UA154" }]);
    expect(actor.getSnapshot().context.travellers).toEqual(travellers);
    actor.send({ type: "group.closed" });
    expect(actor.getSnapshot().context).toMatchObject({ group: undefined, travellers: [] });
  });
});

describe("customs shift machine", () => {
  it("shows the shift, keeps the last figures when a refresh fails, and reads it again on request", async () => {
    const answers: (CustomsShift | CallFailure)[] = [{ since: "2026-11-28T00:00:00.000Z", processed: 3, recent: [] }, failure(0)];
    const actor = createActor(
      customsShiftMachine.provide({
        actors: {
          loadShift: fromPromise<CustomsShift>(async () => {
            const answer = answers.shift();
            if (!answer || !("processed" in answer)) throw answer;
            return answer;
          }),
        },
      }),
    ).start();
    await expect.poll(() => actor.getSnapshot().context.shift?.processed).toBe(3);
    actor.send({ type: "shift.refresh" });
    await expect.poll(() => actor.getSnapshot().context.stale).toBe(true);
    expect(actor.getSnapshot().context.shift?.processed).toBe(3);
  });
});
