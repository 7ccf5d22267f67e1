import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";
import { FLIGHT_TYPES, TRANSPORT_TYPES, TRIP_PURPOSES } from "#domain/declarations/enumerations.ts";
import { FLIGHT_TYPE_LABELS, TRANSPORT_TYPE_LABELS, TRIP_PURPOSE_LABELS } from "./customs-labels.ts";
import { type CustomsSectionProps, DateField, RadioField, TextField } from "./customs-fields.tsx";

/** docs/product-spec.md, part 3 "Trip": how and why the traveller arrives; flight details for air, the vessel for sea. */
export function CustomsTripSection(props: CustomsSectionProps) {
  const { form } = props;
  const { control, setValue, getValues } = form;
  const transport = useWatch({ control, name: "trip.transport_type" });

  useEffect(() => {
    // What was typed for the other way of travel is not part of this declaration.
    if (transport === "AIR" && getValues("trip.vessel_name")) setValue("trip.vessel_name", null);
    if (transport === "SEA") {
      for (const path of ["trip.flight_type", "trip.airline", "trip.flight_number"] as const) {
        if (getValues(path)) setValue(path, null);
      }
    }
  }, [transport, getValues, setValue]);

  return (
    <div className="form-group">
      <DateField {...props} path="trip.date_of_arrival" label={<Trans>Date of arrival</Trans>} required />
      <RadioField {...props} path="trip.transport_type" legend={<Trans>Arriving by</Trans>} options={TRANSPORT_TYPES} labels={TRANSPORT_TYPE_LABELS} inline />
      {transport === "AIR" && (
        <>
          <RadioField {...props} path="trip.flight_type" legend={<Trans>Flight type</Trans>} options={FLIGHT_TYPES} labels={FLIGHT_TYPE_LABELS} inline />
          <TextField {...props} path="trip.airline" label={<Trans>Airline</Trans>} required maxLength={60} />
          <TextField {...props} path="trip.flight_number" label={<Trans>Flight number</Trans>} required maxLength={10} />
        </>
      )}
      {transport === "SEA" && <TextField {...props} path="trip.vessel_name" label={<Trans>Vessel name</Trans>} required maxLength={60} />}
      <TextField {...props} path="trip.origin_country" label={<Trans>Country of origin</Trans>} required maxLength={60} autoComplete="country-name" />
      <RadioField {...props} path="trip.purpose_of_trip" legend={<Trans>Purpose of trip</Trans>} options={TRIP_PURPOSES} labels={TRIP_PURPOSE_LABELS} inline />
    </div>
  );
}
