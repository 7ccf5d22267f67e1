import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import * as v from "valibot";
import type { NewTrip } from "../../../../machines/trip.machine.ts";
import { CHOOSE_ONE_MESSAGE } from "#domain/declarations/survey.ts";
import { CITIZENSHIP_ANSWERS, needsCitizenship, TRIP_ORIGINS, travelTypeOf } from "#domain/travel-type.ts";
import { CreateVisitHistory } from "#domain/trips.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { useErrorText } from "../forms/form-errors.ts";
import { RadioCards } from "./radio-cards.tsx";
import { CITIZENSHIP_LABELS, TRIP_ORIGIN_HINTS, TRIP_ORIGIN_LABELS } from "./travel-type-labels.ts";

/**
 * A trip's facts as the traveller gives them: the two questions that stand for the travel type
 * (decision 032) and the date of arrival, which an empty field calls Required rather than a bad
 * date. Citizenship changes the type only for a trip from the United States; a new trip asks it of
 * everyone, while a trip already made, whose type says nothing of it otherwise, needs it only there.
 */
export function tripFactsSchema({ citizenshipAlwaysNeeded }: { citizenshipAlwaysNeeded: boolean }) {
  return v.pipe(
    v.object({
      // Checked here, not only below: a check of the whole form waits for every field to be valid.
      citizenship: v.pipe(
        v.optional(v.picklist(CITIZENSHIP_ANSWERS, CHOOSE_ONE_MESSAGE)),
        v.check((answer) => answer !== undefined || !citizenshipAlwaysNeeded, CHOOSE_ONE_MESSAGE),
      ),
      origin: v.picklist(TRIP_ORIGINS, CHOOSE_ONE_MESSAGE),
      date_of_arrival: v.pipe(v.string(), v.nonEmpty("Required"), CreateVisitHistory.entries.date_of_arrival),
    }),
    v.forward(
      v.check(({ citizenship, origin }) => citizenship !== undefined || !needsCitizenship(origin), CHOOSE_ONE_MESSAGE),
      ["citizenship"],
    ),
    v.transform(({ citizenship, origin, date_of_arrival }): NewTrip => ({ travel_type: travelTypeOf(citizenship, origin), date_of_arrival })),
  );
}
export type TripFactsInput = v.InferInput<ReturnType<typeof tripFactsSchema>>;
type TripFactsForm = UseFormReturn<TripFactsInput, unknown, NewTrip>;

/** The server's refusals shown on the fields that ask them: its travel type is what the answer to where the trip is from decides. */
export function useTripFactRefusals({ setError }: TripFactsForm, fieldErrors: Record<string, string[]>): void {
  useEffect(() => {
    const [travelType] = fieldErrors.travel_type ?? [];
    const [arrival] = fieldErrors.date_of_arrival ?? [];
    if (travelType) setError("origin", { type: "server", message: travelType });
    if (arrival) setError("date_of_arrival", { type: "server", message: arrival });
  }, [fieldErrors, setError]);
}

/** The two travel questions on radio cards and the date of arrival. */
export function TripFactsFields({ form, citizenshipAlwaysNeeded }: { form: TripFactsForm; citizenshipAlwaysNeeded: boolean }) {
  const errorText = useErrorText();
  const { control, register, formState, watch } = form;
  const dateError = errorText(formState.errors.date_of_arrival?.message);
  return (
    <>
      <RadioCards<TripFactsInput, NewTrip, (typeof CITIZENSHIP_ANSWERS)[number]>
        control={control}
        name="citizenship"
        legend={<Trans>Are you a US citizen or a resident of the commonwealth?</Trans>}
        options={CITIZENSHIP_ANSWERS}
        labels={CITIZENSHIP_LABELS}
        required={citizenshipAlwaysNeeded || needsCitizenship(watch("origin"))}
        error={errorText(formState.errors.citizenship?.message)}
      />
      <RadioCards<TripFactsInput, NewTrip, (typeof TRIP_ORIGINS)[number]>
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
    </>
  );
}
