import { valibotResolver } from "@hookform/resolvers/valibot";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import * as v from "valibot";
import { type TripChanges, tripEditMachine } from "../../../../machines/trip-edit.machine.ts";
import { updateTrip } from "../../../api/trips.ts";
import { i18n } from "../../../app/i18n.ts";
import { showToast } from "../../../app/shell/notify.ts";
import { CHOOSE_ONE_MESSAGE } from "../../../domain/declarations/survey.ts";
import { CITIZENSHIP_ANSWERS, needsCitizenship, TRIP_ORIGINS, travelTypeAnswers, travelTypeOf } from "../../../domain/travel-type.ts";
import { CreateVisitHistory, type VisitHistory } from "../../../domain/trips.ts";
import { describedBy, FormField } from "../../profile/form-field.tsx";
import { useErrorText } from "../forms/form-errors.ts";
import { tripCall } from "./call-failure.ts";
import { RadioCards } from "./radio-cards.tsx";
import { CITIZENSHIP_LABELS, TRIP_ORIGIN_HINTS, TRIP_ORIGIN_LABELS } from "./travel-type-labels.ts";
import "./trip-edit.css";

// The create page's two questions; a trip's type tells its citizenship only for a trip from the
// United States, the one case where the answer is needed. An emptied date says Required rather than the date format.
const TripChangesSchema = v.pipe(
  v.object({
    citizenship: v.optional(v.picklist(CITIZENSHIP_ANSWERS, CHOOSE_ONE_MESSAGE)),
    origin: v.picklist(TRIP_ORIGINS, CHOOSE_ONE_MESSAGE),
    date_of_arrival: v.pipe(v.string(), v.nonEmpty("Required"), CreateVisitHistory.entries.date_of_arrival),
  }),
  v.forward(
    v.check(({ citizenship, origin }) => citizenship !== undefined || !needsCitizenship(origin), CHOOSE_ONE_MESSAGE),
    ["citizenship"],
  ),
  v.transform(({ citizenship, origin, date_of_arrival }): TripChanges => ({ travel_type: travelTypeOf(citizenship, origin), date_of_arrival })),
);
type TripChangesInput = v.InferInput<typeof TripChangesSchema>;

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
  const errorText = useErrorText();
  const { attributes } = edit.trip;
  const { control, register, handleSubmit, setError, formState, watch } = useForm<TripChangesInput, unknown, TripChanges>({
    resolver: valibotResolver(TripChangesSchema),
    defaultValues: { ...travelTypeAnswers(attributes.travel_type), date_of_arrival: attributes.date_of_arrival },
  });
  useEffect(() => {
    for (const [field, [message]] of Object.entries(edit.fieldErrors)) {
      // The server's travel type is what the answer to where the trip is from decides.
      const shownAt = field === "travel_type" ? "origin" : field;
      if (message && (shownAt === "origin" || shownAt === "date_of_arrival")) setError(shownAt as FieldPath<TripChangesInput>, { type: "server", message });
    }
  }, [edit.fieldErrors, setError]);
  const dateError = errorText(formState.errors.date_of_arrival?.message);
  const refusal = edit.failure?.kind === "offline" ? t`You seem to be offline. Please try again once you are back online.` : edit.failure?.message;

  return (
    <form className="declaration-form trip-edit-form" noValidate onSubmit={handleSubmit(edit.save)} aria-labelledby="trip-edit-title">
      <h3 id="trip-edit-title">
        <Trans>Change your trip</Trans>
      </h3>
      {edit.failure && edit.failure.kind !== "invalid" && (
        <p className="trip-alert error" role="alert">
          <Trans>Your trip could not be changed.</Trans> {refusal}
        </p>
      )}
      <RadioCards<TripChangesInput, TripChanges, (typeof CITIZENSHIP_ANSWERS)[number]>
        control={control}
        name="citizenship"
        legend={<Trans>Are you a US citizen or a resident of the commonwealth?</Trans>}
        options={CITIZENSHIP_ANSWERS}
        labels={CITIZENSHIP_LABELS}
        required={needsCitizenship(watch("origin"))}
        error={errorText(formState.errors.citizenship?.message)}
      />
      <RadioCards<TripChangesInput, TripChanges, (typeof TRIP_ORIGINS)[number]>
        control={control}
        name="origin"
        legend={<Trans>Where is your trip from?</Trans>}
        options={TRIP_ORIGINS}
        labels={TRIP_ORIGIN_LABELS}
        details={TRIP_ORIGIN_HINTS}
        error={errorText(formState.errors.origin?.message)}
      />
      <FormField id="date_of_arrival" label={<Trans>Date of arrival</Trans>} required error={dateError}>
        <input type="date" {...register("date_of_arrival")} {...describedBy("date_of_arrival", dateError)} />
      </FormField>
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
