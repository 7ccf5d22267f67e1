import { Trans } from "@lingui/react/macro";
import { useCallback, useMemo } from "react";
import type { PassportFields } from "#domain/passport-mrz.ts";
import type { Profile, SaveProfile } from "#domain/accounts.ts";
import { ADDRESS_FIELDS } from "#domain/addresses.ts";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { AddressFields } from "../../ui/forms/address-fields.tsx";
import { CountryOptions } from "../../ui/forms/country-options.tsx";
import { useCheckedForm } from "../../ui/forms/use-checked-form.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { GenderOptions } from "../../ui/forms/gender-options.tsx";
import { FORM_MESSAGES } from "../../ui/forms/form-messages.ts";
import { NameFields } from "../../ui/forms/name-fields.tsx";
import { PASSPORT_MAX_LENGTH, today } from "../../ui/forms/person-values.ts";
import { PhotoField } from "./photo-field.tsx";
import { type ProfileFormValues, profileFormSchema, scannedProfileValues, toFormValues } from "./profile-form-values.ts";
import { ScanPassportButton } from "./scan-passport-button.tsx";
import { SignInDetails } from "./sign-in-details.tsx";

const SCHEMA = profileFormSchema(FORM_MESSAGES);

interface ProfileFormProps {
  profile: Profile;
  canSave: boolean;
  saving: boolean;
  onSave: (profile: SaveProfile) => void;
}

/** The profile's fields; names are shown and saved upper-case. */
export function ProfileForm({ profile, canSave, saving, onSave }: ProfileFormProps) {
  // `values` follows the profile: after a save the reloaded profile fills the form again.
  const values = useMemo(() => toFormValues(profile), [profile]);
  const { register, handleSubmit, control, formState, formRef, setValue } = useCheckedForm(SCHEMA, {
    values,
  });
  const fillFromPassport = useCallback(
    (fields: PassportFields) => {
      for (const [name, value] of Object.entries(scannedProfileValues(fields))) {
        setValue(name as keyof ProfileFormValues, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
      }
    },
    [setValue, formState.isSubmitted],
  );
  const errors = formState.errors;
  const text = (name: keyof ProfileFormValues, maxLength = INPUT_MAX_LENGTH) => ({
    ...register(name),
    ...describedBy(name, errors[name]?.message),
    maxLength,
  });

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={handleSubmit(onSave)}>
      <PhotoField control={control} />

      <fieldset className="form-group">
        <legend>
          <Trans>Passport</Trans>
        </legend>
        <ScanPassportButton onFill={fillFromPassport} />
        <FormField id="passport_country" label={<Trans>Passport country</Trans>}>
          <select id="passport_country" {...register("passport_country")}>
            <CountryOptions />
          </select>
        </FormField>
        <FormField id="passport" label={<Trans>Passport number</Trans>} error={errors.passport?.message}>
          <input {...text("passport", PASSPORT_MAX_LENGTH)} className="upper-case" autoComplete="off" />
        </FormField>
      </fieldset>

      <fieldset className="form-group">
        <legend>
          <Trans>Personal details</Trans>
        </legend>
        <NameFields input={text} errors={errors} />
        <FormField id="gender" label={<Trans>Gender</Trans>} required error={errors.gender?.message}>
          <select {...register("gender")} {...describedBy("gender", errors.gender?.message)}>
            <GenderOptions />
          </select>
        </FormField>
        <FormField id="birth_date" label={<Trans>Birth date</Trans>} required error={errors.birth_date?.message}>
          <input type="date" max={today()} {...register("birth_date")} {...describedBy("birth_date", errors.birth_date?.message)} />
        </FormField>
      </fieldset>

      <AddressFields control={control} names={ADDRESS_FIELDS} />

      <fieldset className="form-group">
        <legend>
          <Trans>Contact</Trans>
        </legend>
        <SignInDetails profile={profile} />
        <FormField id="company_name" label={<Trans>Company name</Trans>} error={errors.company_name?.message}>
          <input {...text("company_name")} autoComplete="organization" />
        </FormField>
      </fieldset>

      <button type="submit" className="button primary" disabled={!canSave}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
      </button>
    </form>
  );
}
