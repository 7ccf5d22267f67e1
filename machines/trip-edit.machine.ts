import { assign, fromPromise, setup } from "xstate";
import type { TravelType } from "#domain/declarations/enumerations.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { type CallFailure, failureOf } from "./call-failure.ts";

/** What the trip view lets a traveller change: the two answers the trip was created with. */
export interface TripChanges {
  travel_type: TravelType;
  date_of_arrival: string;
}

export interface TripEditContext {
  trip: VisitHistory;
  failure: CallFailure | undefined;
}

export type TripEditEvent =
  | { type: "edit.opened" }
  | { type: "edit.cancelled" }
  | { type: "edit.submitted"; changes: TripChanges }
  | { type: "trip.replaced"; trip: VisitHistory };

const never = () => new Promise<never>(() => {});

/**
 * A pending trip's travel type and date of arrival, changed from its page (PUT
 * /api/v1/visit-histories/{id}). Only a trip no officer has reviewed offers the change; the
 * server may still refuse it (reviewed meanwhile, expired: 409; a date it does not take: 422),
 * and its message is shown on the open form.
 */
export const tripEditMachine = setup({
  types: {
    context: {} as TripEditContext,
    events: {} as TripEditEvent,
    input: {} as { trip: VisitHistory },
  },
  actions: {
    announceSaved: () => {},
    keepTrip: assign({ trip: (_, params: { trip: VisitHistory }) => params.trip, failure: undefined }),
    recordFailure: assign({ failure: (_, params: { error: unknown }) => failureOf(params.error) }),
    forgetFailure: assign({ failure: undefined }),
  },
  actors: {
    saveTrip: fromPromise<VisitHistory, { tripId: string; changes: TripChanges }>(never),
  },
  guards: {
    pending: ({ context }) => context.trip.attributes.status === "PENDING",
  },
}).createMachine({
  id: "tripEdit",
  context: ({ input }) => ({ trip: input.trip, failure: undefined }),
  initial: "shown",
  on: {
    // The page loaded the trip anew (another trip, or the same one after a step).
    "trip.replaced": { target: ".shown", actions: { type: "keepTrip", params: ({ event }) => ({ trip: event.trip }) } },
  },
  states: {
    shown: { on: { "edit.opened": { guard: "pending", target: "editing" } } },
    editing: {
      on: {
        "edit.cancelled": { target: "shown", actions: "forgetFailure" },
        "edit.submitted": "saving",
      },
    },
    saving: {
      entry: "forgetFailure",
      invoke: {
        id: "saveTrip",
        src: "saveTrip",
        input: ({ context, event }) => ({ tripId: context.trip.id, changes: (event as Extract<TripEditEvent, { type: "edit.submitted" }>).changes }),
        onDone: { target: "shown", actions: [{ type: "keepTrip", params: ({ event }) => ({ trip: event.output }) }, "announceSaved"] },
        onError: { target: "editing", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
