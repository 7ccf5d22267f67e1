import { valibotResolver } from "@hookform/resolvers/valibot";
import { Trans, useLingui } from "@lingui/react/macro";
import { useForm } from "react-hook-form";
import type { TripChanges } from "../../../../machines/trip-edit.machine.ts";
import { travelTypeAnswers } from "#domain/travel-type.ts";
import { TripFactsFields, type TripFactsInput, tripFactsSchema, useTripFactRefusals } from "./trip-facts-fields.tsx";
import type { TripEditView } from "./use-trip-edit.ts";
import { useFailureText } from "../../../ui/use-failure-text.ts";
import "./trip-edit.css";

const TRIP_CHANGES = tripFactsSchema({ citizenshipAlwaysNeeded: false });

/** A pending trip's travel type and date of arrival, changed in place on the trip's page. */
export function TripEditForm({ edit }: { edit: TripEditView }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  const { attributes } = edit.trip;
  const form = useForm<TripFactsInput, unknown, TripChanges>({
    resolver: valibotResolver(TRIP_CHANGES),
    defaultValues: { ...travelTypeAnswers(attributes.travel_type), date_of_arrival: attributes.date_of_arrival },
  });
  useTripFactRefusals(form, edit.fieldErrors);
  const refusal =
    edit.failure?.status === 0 ? t`You seem to be offline. Please try again once you are back online.` : edit.failure && failureText(edit.failure, "");

  return (
    <form className="declaration-form trip-edit-form" noValidate onSubmit={form.handleSubmit(edit.save)} aria-labelledby="trip-edit-title">
      <h3 id="trip-edit-title">
        <Trans>Change your trip</Trans>
      </h3>
      {edit.failure && edit.failure.status !== 422 && (
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
