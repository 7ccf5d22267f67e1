import { describe, expect, it } from "vitest";
import { type AnyMachineSnapshot, createActor, fromPromise } from "xstate";
import {
  type CustomsCheckContext,
  type CustomsCheckEvent,
  customsCheckMachine,
  type CustomsQuery,
  type DecisionInput,
} from "../../../machines/console/customs-check.machine.ts";
import type { CallFailure } from "../../../machines/call-failure.ts";
import { CUSTOMS_MESSAGES, type CustomsTripCard } from "#domain/customs-check.ts";
import type { ErrorCode } from "#domain/error-codes.ts";
import { ERROR_MESSAGES } from "#domain/errors.ts";
import { formatTripCode, tripCodeOf } from "#domain/trip-code.ts";
import { callAnswers, failure, testPagePaths } from "./page-paths.ts";

const TRIP_ID = "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
const OTHER_TRIP_ID = "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";

function tripCard(id: string, status: CustomsTripCard["attributes"]["status"], remarks: string | null = null): CustomsTripCard {
  return {
    id,
    type: "customs_trip",
    attributes: {
      qr_id: "QR-1",
      status,
      remarks,
      message: null,
      decided_at: status === "PENDING" ? null : "2026-11-24T09:30:00.000Z",
      decisions: [],
      amendable_until: null,
      correction: null,
      reasons: [],
      within_limits: [],
      nothing_to_declare: true,
      date_of_arrival: "2026-11-24",
      expires_at: "2026-12-24T00:00:00.000Z",
      is_domestic: false,
      photo_url: null,
      trip: {
        date_of_arrival: "2026-11-24",
        transport_type: "AIR",
        flight_type: "COMMERCIAL",
        airline: "United",
        flight_number: "UA 154",
        vessel_name: "",
        origin_country: "Japan",
        purpose_of_trip: "PLEASURE",
      },
      declarant: {
        first_name: "HANAKO",
        middle_name: "",
        last_name: "YAMADA",
        birth_date: "1990-04-01",
        passport_number: "TK1234567",
        passport_country: "JP",
        address_in_commonwealth: "Hyatt Regency Saipan",
        family_count: 1,
        occupation: "Teacher",
        residence_country: "Japan",
        person_type: "OTHER",
      },
      passengers: [],
      items: [
        { code: "has_alcohol", answer: true },
        { code: "has_plants", answer: false },
      ],
      quantities: { alcohol_distilled_floz: 100 },
      currency: null,
      exceeded_limits: ["alcohol_distilled_floz"],
      currency_over_threshold: false,
      signed_name: "HANAKO YAMADA",
      signed_date: "2026-11-23",
      health_clearance: null,
    },
  } as CustomsTripCard;
}

/** A trip code as printed under the QR, and the same with its last character mistyped. */
const VALID_CODE = formatTripCode(tripCodeOf("AbCdEfGhIjKlMnOpQr_-89"));
const MISTYPED_CODE = VALID_CODE.slice(0, -1) + (VALID_CODE.endsWith("2") ? "3" : "2");

const pendingTrip = tripCard(TRIP_ID, "PENDING");
/** Decided by this officer, who may still amend it. */
const decidedTrip: CustomsTripCard = (() => {
  const card = tripCard(TRIP_ID, "FOR_INSPECTION", "Open the blue suitcase.");
  return { ...card, attributes: { ...card.attributes, correction: "amendment" } };
})();
const otherTrip = tripCard(OTHER_TRIP_ID, "CLEARED");

/** A refusal as the server answers it: the message to show and the code the machine acts on. */
const refusal = (status: number, code: ErrorCode): CallFailure => failure(status, ERROR_MESSAGES[code], code);
const { done, error } = callAnswers(customsCheckMachine);

const events: CustomsCheckEvent[] = [
  { type: "source.camera" },
  { type: "source.typed" },
  { type: "source.passport" },
  { type: "camera.started" },
  { type: "camera.failed", problem: "denied" },
  { type: "code.scanned", text: "https://travel.example/qr/QR-1" },
  { type: "code.scanned", text: "   " },
  { type: "code.scanned", text: VALID_CODE },
  { type: "code.scanned", text: MISTYPED_CODE },
  { type: "trip.reopened", id: OTHER_TRIP_ID },
  { type: "passport.entered", passport: "tk1234567" },
  { type: "passport.entered", passport: "12" },
  { type: "trip.chosen", id: OTHER_TRIP_ID },
  { type: "trip.chosen", id: TRIP_ID },
  { type: "decision.submitted", decision: "FOR_INSPECTION", remarks: "Open the blue suitcase." },
  { type: "amend.opened" },
  { type: "amend.cancelled" },
  { type: "amendment.submitted", decision: "CLEARED", remarks: "", reason: "Mis-tapped." },
  { type: "lookup.retried" },
  { type: "search.again" },
  { type: "traveller.next" },
  done("lookUpTrip", []),
  done("lookUpTrip", [pendingTrip]),
  done("lookUpTrip", [decidedTrip]),
  done("lookUpTrip", [pendingTrip, otherTrip]),
  error("lookUpTrip", failure(404, CUSTOMS_MESSAGES.notFound)),
  error("lookUpTrip", refusal(409, "TRIP_QR_EXPIRED")),
  error("lookUpTrip", refusal(409, "TRIP_INCOMPLETE")),
  error("lookUpTrip", failure(0)),
  done("recordDecision", decidedTrip),
  error("recordDecision", refusal(409, "ALREADY_DECIDED")),
  error("recordDecision", failure(0)),
  done("recordAmendment", decidedTrip),
  error("recordAmendment", refusal(403, "NOT_AMENDABLE")),
  done("reopenTrip", otherTrip),
  error("reopenTrip", failure(404, CUSTOMS_MESSAGES.tripNotFound)),
  error("reopenTrip", refusal(409, "TRIP_INCOMPLETE")),
  error("reopenTrip", refusal(409, "TRIP_QR_EXPIRED")),
  error("reopenTrip", failure(0)),
  done("loadTrip", decidedTrip),
  error("loadTrip", failure(500, "Something went wrong.")),
];

describe("customs check machine, generated paths", () => {
  testPagePaths({
    machine: customsCheckMachine,
    events,
    // What the chart branches on or the page shows; which trip filled the card does not multiply the paths.
    serializeState: (snapshot: AnyMachineSnapshot) => {
      const { source, entryInvalid, codeProblem, reopenId, trips, trip, failure: last } = snapshot.context as CustomsCheckContext;
      return JSON.stringify({
        value: snapshot.value,
        source,
        entryInvalid,
        codeProblem,
        reopening: reopenId !== undefined,
        trips: trips.length,
        status: trip?.attributes.status,
        failed: last !== undefined,
      });
    },
  });
});

describe("customs check machine", () => {
  function start(implementations: Parameters<typeof customsCheckMachine.provide>[0] = {}) {
    return createActor(customsCheckMachine.provide(implementations)).start();
  }

  it("looks up a scanned code, records the decision with remarks, then goes back to the camera", async () => {
    const lookups: CustomsQuery[] = [];
    const decisions: DecisionInput[] = [];
    const actor = start({
      actors: {
        lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(async ({ input }) => {
          lookups.push(input);
          return [pendingTrip];
        }),
        recordDecision: fromPromise<CustomsTripCard, DecisionInput>(async ({ input }) => {
          decisions.push(input);
          return decidedTrip;
        }),
      },
    });
    expect(actor.getSnapshot().matches({ entering: { camera: "starting" } })).toBe(true);
    actor.send({ type: "camera.started" });
    actor.send({ type: "code.scanned", text: "  https://travel.example/qr/QR-1 " });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "pending" });
    expect(lookups).toEqual([{ qr: "https://travel.example/qr/QR-1" }]);
    expect(actor.getSnapshot().context.trip).toEqual(pendingTrip);

    actor.send({ type: "decision.submitted", decision: "FOR_INSPECTION", remarks: "Open the blue suitcase." });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "decided" });
    expect(decisions).toEqual([{ id: TRIP_ID, decision: "FOR_INSPECTION", remarks: "Open the blue suitcase." }]);
    expect(actor.getSnapshot().context.trip).toEqual(decidedTrip);

    actor.send({ type: "traveller.next" });
    expect(actor.getSnapshot().value).toEqual({ entering: { camera: "starting" } });
    expect(actor.getSnapshot().context).toMatchObject({ trip: undefined, query: undefined, trips: [] });
  });

  it("looks up a passport number as printed, lets the officer choose among several trips, and returns to passport entry", async () => {
    const lookups: CustomsQuery[] = [];
    const actor = start({
      actors: {
        lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(async ({ input }) => {
          lookups.push(input);
          return [pendingTrip, otherTrip];
        }),
      },
    });
    actor.send({ type: "source.passport" });
    actor.send({ type: "passport.entered", passport: "tk-12" });
    expect(actor.getSnapshot().value).toEqual({ entering: "passport" });
    expect(actor.getSnapshot().context.entryInvalid).toBe(true);

    actor.send({ type: "passport.entered", passport: " tk1234567 " });
    await expect.poll(() => actor.getSnapshot().value).toBe("choosing");
    expect(lookups).toEqual([{ passport: "TK1234567" }]);
    expect(actor.getSnapshot().can({ type: "trip.chosen", id: "someone-else" })).toBe(false);

    actor.send({ type: "trip.chosen", id: OTHER_TRIP_ID });
    expect(actor.getSnapshot().value).toEqual({ card: "alreadyDecided" });
    expect(actor.getSnapshot().can({ type: "decision.submitted", decision: "CLEARED", remarks: "" })).toBe(false);
    actor.send({ type: "traveller.next" });
    expect(actor.getSnapshot().value).toEqual({ entering: "passport" });
  });

  it("says which refusal the server gave", async () => {
    const answers: CallFailure[] = [failure(404, CUSTOMS_MESSAGES.notFound), refusal(409, "TRIP_QR_EXPIRED"), refusal(409, "TRIP_INCOMPLETE"), failure(503)];
    const actor = start({
      actors: {
        lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(async () => {
          throw answers.shift();
        }),
      },
    });
    actor.send({ type: "source.typed" });
    for (const outcome of ["notFound", "expired", "incomplete", "failed"]) {
      actor.send({ type: "code.scanned", text: "QR-1" });
      await expect.poll(() => actor.getSnapshot().value).toBe(outcome);
      actor.send({ type: "search.again" });
      expect(actor.getSnapshot().value).toEqual({ entering: "typing" });
    }
  });

  it("retries a look-up that could not reach the server", async () => {
    let calls = 0;
    const actor = start({
      actors: {
        lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(async () => {
          calls += 1;
          if (calls === 1) throw failure(0);
          return [pendingTrip];
        }),
      },
    });
    actor.send({ type: "code.scanned", text: "QR-1" });
    await expect.poll(() => actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure).toEqual(failure(0));
    actor.send({ type: "lookup.retried" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "pending" });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });

  it("keeps the card open after a failed decision, and shows another officer's decision when one came first", async () => {
    const answers: CallFailure[] = [failure(0), refusal(409, "ALREADY_DECIDED")];
    const actor = start({
      actors: {
        lookUpTrip: fromPromise<CustomsTripCard[], CustomsQuery>(async () => [pendingTrip]),
        recordDecision: fromPromise<CustomsTripCard, DecisionInput>(async () => {
          throw answers.shift();
        }),
        loadTrip: fromPromise<CustomsTripCard, { id: string }>(async ({ input }) => (input.id === TRIP_ID ? decidedTrip : otherTrip)),
      },
    });
    actor.send({ type: "code.scanned", text: "QR-1" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "pending" });
    actor.send({ type: "decision.submitted", decision: "CLEARED", remarks: "" });
    await expect.poll(() => actor.getSnapshot().context.failure).toEqual(failure(0));
    expect(actor.getSnapshot().value).toEqual({ card: "pending" });

    actor.send({ type: "decision.submitted", decision: "CLEARED", remarks: "" });
    await expect.poll(() => actor.getSnapshot().value).toEqual({ card: "alreadyDecided" });
    expect(actor.getSnapshot().context.trip).toEqual(decidedTrip);
  });
});
