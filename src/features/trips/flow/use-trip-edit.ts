import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import type { ActorRefFrom } from "xstate";
import type { TripChanges, tripEditMachine } from "../../../../machines/trip-edit.machine.ts";
import type { VisitHistory } from "#domain/trips.ts";

export type TripEditActor = ActorRefFrom<typeof tripEditMachine>;

const NO_ERRORS: Record<string, string[]> = {};

/** The trip edit machine as the trip page sees it, following the trip the page holds. */
export function useTripEdit(actor: TripEditActor, trip: VisitHistory) {
  useEffect(() => {
    if (actor.getSnapshot().context.trip !== trip) actor.send({ type: "trip.replaced", trip });
  }, [actor, trip]);
  const failure = useSelector(actor, (state) => state.context.failure);
  return {
    trip: useSelector(actor, (state) => state.context.trip),
    canEdit: useSelector(actor, (state) => state.can({ type: "edit.opened" })),
    editing: useSelector(actor, (state) => !state.matches("shown")),
    saving: useSelector(actor, (state) => state.matches("saving")),
    failure,
    fieldErrors: failure?.status === 422 ? (failure.fieldErrors ?? NO_ERRORS) : NO_ERRORS,
    open: () => actor.send({ type: "edit.opened" }),
    cancel: () => actor.send({ type: "edit.cancelled" }),
    save: (changes: TripChanges) => actor.send({ type: "edit.submitted", changes }),
  };
}

export type TripEditView = ReturnType<typeof useTripEdit>;
