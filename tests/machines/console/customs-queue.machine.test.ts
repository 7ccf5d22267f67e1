import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { customsCheckMachine, type CustomsQuery, type DecisionInput } from "../../../machines/console/customs-check.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import type { CustomsTripCard } from "#domain/customs-check.ts";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";

/** The desk as a queue (decision 037): typed trip codes, a scan from any step, a reopened decision. */

const card = (id: string, status: CustomsTripCard["attributes"]["status"]) => ({ id, type: "customs_trip", attributes: { status } }) as CustomsTripCard;
const CODE = tripCodeOf("AbCdEfGhIjKlMnOpQr_-89");
const NEXT_QR = "https://travel.example/qr/ZyXwVuTsRqPoNmLkJiHg_-12";

function start(lookups: CustomsQuery[], loads: string[] = [], loadAnswers: (CallFailure | CustomsTripCard)[] = []) {
  return createActor(
    customsCheckMachine.provide({
      actors: {
        lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(async ({ input }) => {
          lookups.push(input);
          return [card(`trip-${lookups.length}`, "PENDING")];
        }),
        recordDecision: fromPromise<CustomsTripCard, DecisionInput>(async ({ input }) => card(input.id, input.decision)),
        loadTrip: fromPromise<CustomsTripCard, { id: string }>(async ({ input }) => {
          loads.push(input.id);
          const answer = loadAnswers.shift() ?? card(input.id, "CLEARED");
          if ("status" in answer && !("attributes" in answer)) throw answer;
          return answer as CustomsTripCard;
        }),
      },
    }),
  ).start();
}

describe("customs check machine at a queue", () => {
  it("looks a typed trip code up as printed, in any case, with spaces or a hyphen", async () => {
    const lookups: CustomsQuery[] = [];
    const actor = start(lookups);
    actor.send({ type: "source.typed" });
    actor.send({ type: "code.scanned", text: ` ${formatTripCode(CODE).toLowerCase().replace(" ", "-")} ` });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "pending" });
    expect(lookups).toEqual([{ code: CODE }]);
  });

  it("says a mistyped or short code is wrong without any call, and forgets it on the next try", async () => {
    const lookups: CustomsQuery[] = [];
    const actor = start(lookups);
    actor.send({ type: "source.typed" });
    actor.send({ type: "code.scanned", text: CODE.slice(0, 7) + (CODE.endsWith("2") ? "3" : "2") });
    expect(actor.getSnapshot().value).toEqual({ entering: "typing" });
    expect(actor.getSnapshot().context).toMatchObject({ entryInvalid: true, codeProblem: "mistyped" });
    actor.send({ type: "code.scanned", text: CODE.slice(0, 6) });
    expect(actor.getSnapshot().context).toMatchObject({ entryInvalid: true, codeProblem: "length" });
    expect(lookups).toEqual([]);
    actor.send({ type: "code.scanned", text: CODE });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "pending" });
    expect(actor.getSnapshot().context).toMatchObject({ entryInvalid: false, codeProblem: undefined });
  });

  it("opens the next traveller's card from a scan after a decision, with no tap on Next traveller", async () => {
    const lookups: CustomsQuery[] = [];
    const actor = start(lookups);
    actor.send({ type: "code.scanned", text: CODE });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "pending" });
    actor.send({ type: "decision.submitted", decision: "CLEARED", remarks: "" });
    // A scan while the decision is being sent is not taken: its answer would go unseen.
    actor.send({ type: "code.scanned", text: NEXT_QR });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "decided" });
    expect(lookups).toHaveLength(1);
    actor.send({ type: "code.scanned", text: NEXT_QR });
    await expect.poll(() => actor.getSnapshot().context.trip?.id).toBe("trip-2");
    expect(actor.getSnapshot().value).toEqual({ card: "pending" });
    expect(lookups).toEqual([{ code: CODE }, { qr: NEXT_QR }]);
    // And from an open card not yet decided: the officer moved on.
    actor.send({ type: "code.scanned", text: NEXT_QR });
    await expect.poll(() => actor.getSnapshot().context.trip?.id).toBe("trip-3");
  });

  it("reopens one of the last decisions by its trip, and retries a reopening that failed", async () => {
    const lookups: CustomsQuery[] = [];
    const loads: string[] = [];
    const actor = start(lookups, loads, [{ status: 0, message: undefined, code: undefined }]);
    actor.send({ type: "trip.reopened", id: "trip-9" });
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    actor.send({ type: "lookup.retried" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "alreadyDecided" });
    expect(loads).toEqual(["trip-9", "trip-9"]);
    expect(lookups).toEqual([]);
    actor.send({ type: "traveller.next" });
    expect(actor.getSnapshot().context.reopenId).toBeUndefined();
  });
});
