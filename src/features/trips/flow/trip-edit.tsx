import { valibotResolver } from "@hookform/resolvers/valibot";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { type TripChanges, tripEditMachine } from "../../../../machines/trip-edit.machine.ts";
import { updateTrip } from "../../../api/trips.ts";
import { i18n } from "../../../app/i18n.ts";
import { showToast } from "../../../app/shell/notify.ts";
import { travelTypeAnswers } from "#domain/travel-type.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { tripCall } from "./call-failure.ts";
import { TripFactsFields, type TripFactsInput, tripFactsSchema, useTripFactRefusals } from "./trip-facts-fields.tsx";
import "./trip-edit.css";

const TRIP_CHANGES = tripFactsSchema({ citizenshipAlwaysNeeded: false });

const NO_ERRORS: Record<string, string[]> = {};

/** The trip edit machine with its real call, following the trip the page holds. */
export function useTripEdit(trip: VisitHistory) {
  const [machine] = useState(() =>
    tripEditMachine.provide({
      actors: { saveTrip: tripCall(({ tripId, changes }: { tripId: string; changes: TripChanges }) => updateTrip(tripId, changes)) },
      actions: { announceSaved: () => showToast("success", i18n._(msg`Your trip has been changed.`)) },
    }),
  );
  const actor = useActorRef(machine, { input: { trip } });
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
    fieldErrors: failure?.kind === "invalid" ? failure.fieldErrors : NO_ERRORS,
    open: () => actor.send({ type: "edit.opened" }),
    cancel: () => actor.send({ type: "edit.cancelled" }),
    save: (changes: TripChanges) => actor.send({ type: "edit.submitted", changes }),
  };
}

type TripEdit = ReturnType<typeof useTripEdit>;

/** A pending trip's travel type and date of arrival, changed in place on the trip's page. */
export function TripEditForm({ edit }: { edit: TripEdit }) {
  const { t } = useLingui();
  const { attributes } = edit.trip;
  const form = useForm<TripFactsInput, unknown, TripChanges>({
    resolver: valibotResolver(TRIP_CHANGES),
    defaultValues: { ...travelTypeAnswers(attributes.travel_type), date_of_arrival: attributes.date_of_arrival },
  });
  useTripFactRefusals(form, edit.fieldErrors);
  const refusal = edit.failure?.kind === "offline" ? t`You seem to be offline. Please try again once you are back online.` : edit.failure?.message;

  return (
    <form className="declaration-form trip-edit-form" noValidate onSubmit={form.handleSubmit(edit.save)} aria-labelledby="trip-edit-title">
      <h3 id="trip-edit-title">
        <Trans>Change your trip</Trans>
      </h3>
      {edit.failure && edit.failure.kind !== "invalid" && (
        <p className="trip-alert error" role="alert">
          <Trans>Your trip could not be changed.</Trans> {refusal}
        </p>
      )}
      <TripFactsFields form={form} citizenshipAlwaysNeeded={false} />
      <div className="button-row">
        <button type="submit" className="button primary" disabled={edit.saving}>
          {edit.saving ? t`Saving…` : t`Save changes`}
        </button>
        <button type="button" className="button secondary" onClick={edit.cancel} disabled={edit.saving}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
