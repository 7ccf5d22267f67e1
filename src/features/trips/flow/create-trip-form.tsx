import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import * as v from "valibot";
import type { NewTrip } from "../../../../machines/trip.machine.ts";
import { TRAVEL_TYPES, type TravelType } from "../../../domain/declarations/enumerations.ts";
import { CreateVisitHistory } from "../../../domain/trips.ts";
import { describedBy, FormField } from "../../profile/form-field.tsx";
import { RadioChoices } from "../forms/choice-fields.tsx";
import { useErrorText } from "../forms/form-errors.ts";
import { TRAVEL_TYPE_LABELS } from "./trip-labels.ts";
import "../forms/forms.css";

// An empty date says Required rather than the date format.
const NewTripSchema = v.object({
  travel_type: CreateVisitHistory.entries.travel_type,
  date_of_arrival: v.pipe(v.string(), v.nonEmpty("Required"), CreateVisitHistory.entries.date_of_arrival),
});
type NewTripInput = v.InferInput<typeof NewTripSchema>;

interface CreateTripFormProps {
  creating: boolean;
  serverErrors: Record<string, string[]>;
  onCreate: (trip: NewTrip) => void;
}

/** Trip creation (spec part 2): the travel type and the date of arrival. */
export function CreateTripForm({ creating, serverErrors, onCreate }: CreateTripFormProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { control, register, handleSubmit, setError, formState } = useForm<NewTripInput, unknown, NewTrip>({
    resolver: valibotResolver(NewTripSchema),
    defaultValues: { date_of_arrival: "" },
  });
  useEffect(() => {
    for (const [field, [message]] of Object.entries(serverErrors)) {
      if (message && (field === "travel_type" || field === "date_of_arrival")) setError(field as FieldPath<NewTripInput>, { type: "server", message });
    }
  }, [serverErrors, setError]);
  const dateError = errorText(formState.errors.date_of_arrival?.message);

  return (
    <form className="declaration-form trip-create-form" noValidate onSubmit={handleSubmit(onCreate)}>
      <RadioChoices<NewTripInput, NewTrip, TravelType>
        control={control}
        name="travel_type"
        legend={<Trans>Travel type</Trans>}
        options={TRAVEL_TYPES}
        labels={TRAVEL_TYPE_LABELS}
        required
        error={errorText(formState.errors.travel_type?.message)}
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
