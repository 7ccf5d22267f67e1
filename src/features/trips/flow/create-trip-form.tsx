import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import * as v from "valibot";
import type { NewTrip } from "../../../../machines/trip.machine.ts";
import { CHOOSE_ONE_MESSAGE } from "../../../domain/declarations/survey.ts";
import { CITIZENSHIP_ANSWERS, TRIP_ORIGINS, travelTypeOf } from "../../../domain/travel-type.ts";
import { CreateVisitHistory } from "../../../domain/trips.ts";
import { describedBy, FormField } from "../../profile/form-field.tsx";
import { useErrorText } from "../forms/form-errors.ts";
import { RadioCards } from "./radio-cards.tsx";
import { CITIZENSHIP_LABELS, TRIP_ORIGIN_HINTS, TRIP_ORIGIN_LABELS } from "./travel-type-labels.ts";
import "../forms/forms.css";

// The two questions stand for the travel type; an empty date says Required rather than the date format.
const NewTripSchema = v.pipe(
  v.object({
    citizenship: v.picklist(CITIZENSHIP_ANSWERS, CHOOSE_ONE_MESSAGE),
    origin: v.picklist(TRIP_ORIGINS, CHOOSE_ONE_MESSAGE),
    date_of_arrival: v.pipe(v.string(), v.nonEmpty("Required"), CreateVisitHistory.entries.date_of_arrival),
  }),
  v.transform(({ citizenship, origin, date_of_arrival }): NewTrip => ({ travel_type: travelTypeOf(citizenship, origin), date_of_arrival })),
);
type NewTripInput = v.InferInput<typeof NewTripSchema>;

interface CreateTripFormProps {
  creating: boolean;
  serverErrors: Record<string, string[]>;
  onCreate: (trip: NewTrip) => void;
}

/** Trip creation (spec part 2): the travel type, asked as two plain questions, and the date of arrival. */
export function CreateTripForm({ creating, serverErrors, onCreate }: CreateTripFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { control, register, handleSubmit, setError, formState } = useForm<NewTripInput, unknown, NewTrip>({
    resolver: valibotResolver(NewTripSchema),
    defaultValues: { date_of_arrival: "" },
  });
  useEffect(() => {
    // The server's travel type is what the answer to where the trip is from decides.
    const [travelType] = serverErrors.travel_type ?? [];
    const [arrival] = serverErrors.date_of_arrival ?? [];
    if (travelType) setError("origin", { type: "server", message: travelType });
    if (arrival) setError("date_of_arrival", { type: "server", message: arrival });
  }, [serverErrors, setError]);
  const dateError = errorText(formState.errors.date_of_arrival?.message);

  return (
    <form className="declaration-form trip-create-form" noValidate onSubmit={handleSubmit(onCreate)}>
      <RadioCards<NewTripInput, NewTrip, (typeof CITIZENSHIP_ANSWERS)[number]>
        control={control}
        name="citizenship"
        legend={<Trans>Are you a US citizen or a resident of the commonwealth?</Trans>}
        options={CITIZENSHIP_ANSWERS}
        labels={CITIZENSHIP_LABELS}
        error={errorText(formState.errors.citizenship?.message)}
      />
      <RadioCards<NewTripInput, NewTrip, (typeof TRIP_ORIGINS)[number]>
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
      <button type="submit" className="button primary" disabled={creating}>
        {creating ? t`Creating…` : t`Start declaration`}
      </button>
    </form>
  );
}
