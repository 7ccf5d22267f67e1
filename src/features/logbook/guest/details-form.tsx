import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { listPurposes } from "../../../api/reference-data.ts";
import { ADDRESS_FIELDS } from "#domain/addresses.ts";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { type PurposeList, purposeChoices } from "#domain/reference-data.ts";
import { AddressFields } from "../../../ui/forms/address-fields.tsx";
import { useCheckedForm } from "../../../ui/forms/use-checked-form.ts";
import { FORM_MESSAGES } from "../../../ui/forms/form-messages.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { GenderOptions } from "../../../ui/forms/gender-options.tsx";
import { NameFields } from "../../../ui/forms/name-fields.tsx";
import { AGE_MAX_LENGTH } from "../../../ui/forms/person-values.ts";
import { PhoneField } from "../../../ui/forms/phone-field.tsx";
import { CompanionFields } from "./companion-fields.tsx";
import { guestFormSchema, toGuestFormValues } from "./guest-form-values.ts";
import "../logbook.css";

const NO_PURPOSES: PurposeList = { data: [], titles: {} };

interface DetailsFormProps {
  details: GuestDetails | undefined;
  /** Changes when a Clear was confirmed: the form empties. */
  clears: number;
  canClear: boolean;
  onNext: (details: GuestDetails) => void;
  onClear: () => void;
}

function usePurposes(): PurposeList {
  const [purposes, setPurposes] = useState<PurposeList>(NO_PURPOSES);
  useEffect(() => {
    let current = true;
    listPurposes().then(
      (list) => current && setPurposes(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return purposes;
}

// Catalog ids, not texts: FormField translates them where it shows them, so an error already on
// screen follows a change of language.
const SCHEMA = guestFormSchema({
  ...FORM_MESSAGES,
  invalidPhone: msg`Mobile Phones is Invalid`.id,
  invalidEmail: msg`Invalid Email`.id,
  samePersonTwice: msg`Each person checks in once: two people here have the same name.`.id,
});

/** Step 0: the guest's details; names show upper-case, required fields are marked. */
export default function DetailsForm({ details, clears, canClear, onNext, onClear }: DetailsFormProps) {
  const { t, i18n } = useLingui();
  const purposes = usePurposes();
  // A confirmed Clear (a new `clears`) or other kept details fill the form again.
  const values = useMemo(() => toGuestFormValues(details), [details, clears]);
  const { register, handleSubmit, control, formState, formRef } = useCheckedForm(SCHEMA, {
    values,
  });
  const errors = formState.errors;
  const text = (name: "name" | "middle_name" | "last_name" | "company_name") => ({
    ...register(name),
    ...describedBy(name, errors[name]?.message),
    maxLength: INPUT_MAX_LENGTH,
  });
  const phoneError = errors.phone?.message ?? errors.phone?.digits?.message;

  return (
    <form ref={formRef} className="guest-form" noValidate onSubmit={handleSubmit(onNext)}>
      <fieldset className="form-group">
        <legend>
          <Trans>Personal details</Trans>
        </legend>
        <NameFields input={text} errors={errors} />
        <FormField id="age" label={<Trans>Age</Trans>} required error={errors.age?.message}>
          <Controller
            control={control}
            name="age"
            render={({ field }) => (
              <input
                {...describedBy("age", errors.age?.message)}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ""))}
                inputMode="numeric"
                maxLength={AGE_MAX_LENGTH}
                autoComplete="off"
              />
            )}
          />
        </FormField>
        <FormField id="gender" label={<Trans>Gender</Trans>} required error={errors.gender?.message}>
          <select {...register("gender")} {...describedBy("gender", errors.gender?.message)}>
            <GenderOptions />
          </select>
        </FormField>
      </fieldset>

      <fieldset className="form-group">
        <legend>
          <Trans>Contact</Trans>
        </legend>
        <FormField id="mobile_number" label={<Trans>Mobile number</Trans>} required error={phoneError}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => <PhoneField id="mobile_number" value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={phoneError} />}
          />
        </FormField>
        <FormField id="email" label={<Trans>Email</Trans>} error={errors.email?.message}>
          <input type="email" {...register("email")} {...describedBy("email", errors.email?.message)} maxLength={254} autoComplete="email" />
        </FormField>
        <FormField id="company_name" label={<Trans>Company name</Trans>} error={errors.company_name?.message}>
          <input {...text("company_name")} autoComplete="organization" />
        </FormField>
      </fieldset>

      <CompanionFields control={control} register={register} errors={errors} />

      <AddressFields control={control} names={ADDRESS_FIELDS} />

      <fieldset className="form-group">
        <legend>
          <Trans>Visit</Trans>
        </legend>
        <FormField id="purpose" label={<Trans>Purpose</Trans>}>
          <select id="purpose" {...register("purpose")}>
            <option value="">{t`Select…`}</option>
            {purposeChoices(purposes, i18n.locale).map((purpose) => (
              <option key={purpose.value} value={purpose.value}>
                {purpose.label}
              </option>
            ))}
          </select>
        </FormField>
      </fieldset>

      <div className="form-actions">
        <button type="button" className="button secondary" onClick={onClear} disabled={!canClear}>
          <Trans>Clear</Trans>
        </button>
        <button type="submit" className="button primary">
          <Trans>Next</Trans>
        </button>
      </div>
    </form>
  );
}
