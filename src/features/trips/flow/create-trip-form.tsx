import { valibotResolver } from "@hookform/resolvers/valibot";
import { useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type { NewTrip } from "../../../../machines/trip.machine.ts";
import { TripFactsFields, type TripFactsInput, tripFactsSchema, useTripFactRefusals } from "./trip-facts-fields.tsx";
import "../forms/forms.css";

const NEW_TRIP = tripFactsSchema({ citizenshipAlwaysNeeded: true });

interface CreateTripFormProps {
  creating: boolean;
  serverErrors: Record<string, string[]>;
  onCreate: (trip: NewTrip) => void;
}

/** Trip creation (docs/product-spec.md, part 2): the travel type, asked as two plain questions, and the date of arrival. */
export function CreateTripForm({ creating, serverErrors, onCreate }: CreateTripFormProps) {
  const { t } = useLingui();
  const form = useForm<TripFactsInput, unknown, NewTrip>({ resolver: valibotResolver(NEW_TRIP), defaultValues: { date_of_arrival: "" } });
  useTripFactRefusals(form, serverErrors);

  return (
    <form className="declaration-form trip-create-form" noValidate onSubmit={form.handleSubmit(onCreate)}>
      <TripFactsFields form={form} citizenshipAlwaysNeeded />
      <button type="submit" className="button primary" disabled={creating}>
        {creating ? t`Creating…` : t`Start declaration`}
      </button>
    </form>
  );
}
