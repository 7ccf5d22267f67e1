import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import type { FamilyMember } from "#domain/accounts.ts";
import { MAX_PASSENGERS } from "#domain/constants.ts";
import { GENDERS } from "#domain/genders.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { PASSPORT_MAX_LENGTH, today } from "../../../ui/forms/person-values.ts";
import { ageOn, blankPassenger, isPassengerOf, passengerFrom } from "./customs-defaults.ts";
import { type CustomsSectionProps, CountryField, DateField, NumberField, RadioField, TextField } from "./customs-fields.tsx";
import { GENDER_LABELS } from "./customs-labels.ts";

/** docs/product-spec.md, part 3 "Passengers": the family travelling on this one declaration, up to 7. */
export function PassengersSection({ family, ...props }: CustomsSectionProps & { family: readonly FamilyMember[] }) {
  const { form, errorOf } = props;
  const { control, getValues, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "passengers" });
  const count = fields.length;
  const passengers = useWatch({ control, name: "passengers" }) ?? [];
  const arrival = useWatch({ control, name: "trip.date_of_arrival" });

  useEffect(() => {
    // One declaration per family: the family count is the declarant plus each passenger listed.
    if (getValues("declarant.family_count") !== count + 1) setValue("declarant.family_count", count + 1, { shouldValidate: formState.isSubmitted });
  }, [count, getValues, setValue, formState.isSubmitted]);

  return (
    <div className="form-group">
      <p className="field-hint">
        <Trans>Family members travelling with you on this declaration, up to {MAX_PASSENGERS}.</Trans>
      </p>
      {family.length > 0 && (
        <fieldset className="form-group">
          <legend>
            <Trans>Who travels with you?</Trans>
          </legend>
          <p className="field-hint">
            <Trans>Your family members from your profile, with their passports. Tick who is on this trip.</Trans>
          </p>
          <div className="choice-list">
            {family.map((member, memberIndex) => {
              const index = passengers.findIndex((passenger) => isPassengerOf(member, passenger));
              const id = `family-travelling-${memberIndex}`;
              return (
                <label key={id} className="choice" htmlFor={id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={index >= 0}
                    disabled={index < 0 && count >= MAX_PASSENGERS}
                    // Focus stays on the tick: the person added is listed below, to check when the list is done.
                    onChange={() => (index >= 0 ? remove(index) : append(passengerFrom(member, arrival || today()), { shouldFocus: false }))}
                  />
                  <span className="choice-text">{[member.first_name, member.middle_name, member.last_name].filter(Boolean).join(" ")}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {fields.map((field, index) => (
        <PassengerFields key={field.id} {...props} index={index} onRemove={() => remove(index)} />
      ))}
      {errorOf("passengers") && (
        <p className="field-error" role="alert">
          {errorOf("passengers")}
        </p>
      )}
      <button type="button" className="button secondary" disabled={count >= MAX_PASSENGERS} onClick={() => append(blankPassenger())}>
        <Trans>Add passenger</Trans>
      </button>
      <FamilyCount {...props} />
    </div>
  );
}

/** The declarant's family count, kept in step with the passengers listed: you plus each of them. */
function FamilyCount({ form, errorOf }: CustomsSectionProps) {
  const error = errorOf("declarant.family_count");
  return (
    <FormField id="declarant-family_count" label={<Trans>Family members on this declaration</Trans>} required error={error}>
      <input
        {...form.register("declarant.family_count", { valueAsNumber: true })}
        {...describedBy("declarant-family_count", error)}
        aria-describedby={error ? "declarant-family_count-error" : "declarant-family_count-hint"}
        type="number"
        readOnly
      />
      <p className="field-hint" id="declarant-family_count-hint">
        <Trans>You plus the passengers listed above; it changes as you add or remove one.</Trans>
      </p>
    </FormField>
  );
}

function PassengerFields(props: CustomsSectionProps & { index: number; onRemove: () => void }) {
  const { form, index, onRemove } = props;
  const number = index + 1;
  const arrival = useWatch({ control: form.control, name: "trip.date_of_arrival" });

  return (
    <fieldset className="form-group passenger">
      <legend>
        <Trans>Passenger {number}</Trans>
      </legend>
      <TextField
        {...props}
        path={`passengers.${index}.passport_number`}
        label={<Trans>Passport number</Trans>}
        required
        upperCase
        maxLength={PASSPORT_MAX_LENGTH}
      />
      <CountryField {...props} path={`passengers.${index}.issuing_country`} label={<Trans>Issuing country</Trans>} required />
      <TextField {...props} path={`passengers.${index}.first_name`} label={<Trans>First name</Trans>} required upperCase />
      <TextField {...props} path={`passengers.${index}.middle_name`} label={<Trans>Middle name</Trans>} upperCase />
      <TextField {...props} path={`passengers.${index}.last_name`} label={<Trans>Last name</Trans>} required upperCase />
      <DateField
        {...props}
        path={`passengers.${index}.birth_date`}
        label={<Trans>Birth date</Trans>}
        required
        max={today()}
        onValue={(value) => {
          // The age follows the birth date (at arrival); it stays editable.
          const age = ageOn(value, arrival || today());
          if (age !== undefined) form.setValue(`passengers.${index}.age`, age, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <RadioField {...props} path={`passengers.${index}.gender`} legend={<Trans>Gender</Trans>} options={GENDERS} labels={GENDER_LABELS} inline />
      <NumberField {...props} path={`passengers.${index}.age`} label={<Trans>Age</Trans>} required />
      <button type="button" className="button secondary remove-passenger" onClick={onRemove}>
        <Trans>Remove passenger {number}</Trans>
      </button>
    </fieldset>
  );
}
