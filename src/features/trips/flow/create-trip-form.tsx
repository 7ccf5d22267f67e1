import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { NewTrip } from "../../../../machines/trip.machine.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { formatDay } from "../../../lib/dates.ts";
import { TripFactsFields, type TripFactsInput, tripFactsSchema, useTripFactRefusals } from "./trip-facts-fields.tsx";
import "../forms/forms.css";

const NEW_TRIP = tripFactsSchema({ citizenshipAlwaysNeeded: true });

interface CreateTripFormProps {
  creating: boolean;
  serverErrors: Record<string, string[]>;
  /** The newest trip with a declaration sent: the new one may start from its answers. */
  lastTrip: VisitHistory | undefined;
  onCreate: (trip: NewTrip, startFromLast: boolean) => void;
}

/** Trip creation (docs/product-spec.md, part 2): the travel type, asked as two plain questions, and the date of arrival. */
export function CreateTripForm({ creating, serverErrors, lastTrip, onCreate }: CreateTripFormProps) {
  const { t, i18n } = useLingui();
  const [startFromLast, setStartFromLast] = useState(false);
  const form = useForm<TripFactsInput, unknown, NewTrip>({ resolver: valibotResolver(NEW_TRIP), defaultValues: { date_of_arrival: "" } });
  useTripFactRefusals(form, serverErrors);

  return (
    <form
      className="declaration-form trip-create-form"
      noValidate
      onSubmit={form.handleSubmit((trip) => onCreate(trip, startFromLast && lastTrip !== undefined))}
    >
      <TripFactsFields form={form} citizenshipAlwaysNeeded />
      {lastTrip && (
        <div className="choice-list">
          <label className="choice" htmlFor="start-from-last">
            <input id="start-from-last" type="checkbox" checked={startFromLast} onChange={(event) => setStartFromLast(event.target.checked)} />
            <span className="choice-text">
              <Trans>
                Start from my trip arriving {formatDay(lastTrip.attributes.date_of_arrival, i18n.locale)}: its answers about the journey, the stay and the
                people with me, to check and change on each page
              </Trans>
            </span>
          </label>
        </div>
      )}
      <button type="submit" className="button primary" disabled={creating}>
        {creating ? t`Creating…` : t`Start declaration`}
      </button>
    </form>
  );
}
