import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { type FieldErrors, useFieldArray, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import type { PassportFields } from "#domain/passport-mrz.ts";
import type { FamilyMember } from "#domain/accounts.ts";
import { INPUT_MAX_LENGTH, MAX_PASSENGERS } from "#domain/constants.ts";
import { CountryOptions } from "../../ui/forms/country-options.tsx";
import { useCheckedForm } from "../../ui/forms/use-checked-form.ts";
import { describedBy, FormField } from "../../ui/forms/form-field.tsx";
import { GenderOptions } from "../../ui/forms/gender-options.tsx";
import { FORM_MESSAGES } from "../../ui/forms/form-messages.ts";
import { NamesInOrder } from "../../ui/forms/name-fields.tsx";
import { PASSPORT_MAX_LENGTH, today } from "../../ui/forms/person-values.ts";
import { EMPTY_MEMBER, type FamilyFormValues, type FamilyMemberValues, familyFormSchema, scannedMemberValues, toFamilyValues } from "./family-form-values.ts";
import { ScanPassportButton } from "./scan-passport-button.tsx";

const SCHEMA = familyFormSchema(FORM_MESSAGES);

interface FamiliesSectionProps {
  families: readonly FamilyMember[];
  canSave: boolean;
  saving: boolean;
  onSave: (families: FamilyMember[]) => void;
}

/** The family travelling together: up to 7 members, declared with the traveller (docs/product-spec.md, part 5). */
export function FamiliesSection({ families, canSave, saving, onSave }: FamiliesSectionProps) {
  const values = useMemo(() => toFamilyValues(families), [families]);
  const { register, control, handleSubmit, formState, formRef, setValue } = useCheckedForm(SCHEMA, {
    values,
  });
  const { fields, append, remove } = useFieldArray({ control, name: "families" });

  return (
    <section className="profile-section" aria-labelledby="families-title">
      <h2 id="families-title">
        <Trans>Family members</Trans>
      </h2>
      <p className="field-hint">
        <Trans>Up to {MAX_PASSENGERS} family members can travel on your declaration.</Trans>
      </p>
      <form ref={formRef} noValidate onSubmit={handleSubmit((saved) => onSave(saved.families))}>
        {fields.map((field, index) => (
          <MemberFields key={field.id} index={index} register={register} setValue={setValue} errors={formState.errors} onRemove={() => remove(index)} />
        ))}
        <div className="form-actions">
          <button type="button" className="button secondary" disabled={fields.length >= MAX_PASSENGERS} onClick={() => append(EMPTY_MEMBER)}>
            <Trans>Add family member</Trans>
          </button>
          <button type="submit" className="button secondary" disabled={!canSave || !formState.isDirty}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save family</Trans>}
          </button>
        </div>
      </form>
    </section>
  );
}

interface MemberFieldsProps {
  index: number;
  register: UseFormRegister<FamilyFormValues>;
  setValue: UseFormSetValue<FamilyFormValues>;
  errors: FieldErrors<FamilyFormValues>;
  onRemove: () => void;
}

function MemberFields({ index, register, setValue, errors, onRemove }: MemberFieldsProps) {
  const memberErrors = errors.families?.[index];
  const id = (name: string) => `families-${index}-${name}`;
  const number = index + 1;
  const fillFromPassport = (fields: PassportFields) => {
    for (const [name, value] of Object.entries(scannedMemberValues(fields))) {
      setValue(`families.${index}.${name as keyof FamilyMemberValues}`, value, { shouldDirty: true });
    }
  };

  return (
    <fieldset className="form-group family-member">
      <legend>
        <Trans>Family member {number}</Trans>
      </legend>
      <ScanPassportButton onFill={fillFromPassport} />
      <NamesInOrder
        first={
          <FormField id={id("first_name")} label={<Trans>First name</Trans>} required error={memberErrors?.first_name?.message}>
            <input
              {...register(`families.${index}.first_name`)}
              {...describedBy(id("first_name"), memberErrors?.first_name?.message)}
              className="upper-case"
              maxLength={INPUT_MAX_LENGTH}
            />
          </FormField>
        }
        middle={
          <FormField id={id("middle_name")} label={<Trans>Middle name</Trans>}>
            <input {...register(`families.${index}.middle_name`)} id={id("middle_name")} className="upper-case" maxLength={INPUT_MAX_LENGTH} />
          </FormField>
        }
        last={
          <FormField id={id("last_name")} label={<Trans>Last name</Trans>} required error={memberErrors?.last_name?.message}>
            <input
              {...register(`families.${index}.last_name`)}
              {...describedBy(id("last_name"), memberErrors?.last_name?.message)}
              className="upper-case"
              maxLength={INPUT_MAX_LENGTH}
            />
          </FormField>
        }
      />
      <FormField id={id("birth_date")} label={<Trans>Birth date</Trans>} required error={memberErrors?.birth_date?.message}>
        <input type="date" max={today()} {...register(`families.${index}.birth_date`)} {...describedBy(id("birth_date"), memberErrors?.birth_date?.message)} />
      </FormField>
      <FormField id={id("gender")} label={<Trans>Gender</Trans>} required error={memberErrors?.gender?.message}>
        <select {...register(`families.${index}.gender`)} {...describedBy(id("gender"), memberErrors?.gender?.message)}>
          <GenderOptions />
        </select>
      </FormField>
      <FormField id={id("passport")} label={<Trans>Passport number</Trans>}>
        <input {...register(`families.${index}.passport`)} id={id("passport")} className="upper-case" maxLength={PASSPORT_MAX_LENGTH} />
      </FormField>
      <FormField id={id("passport_country")} label={<Trans>Passport country</Trans>}>
        <select {...register(`families.${index}.passport_country`)} id={id("passport_country")}>
          <CountryOptions />
        </select>
      </FormField>
      <button type="button" className="button secondary remove-member" onClick={onRemove}>
        <Trans>Remove family member {number}</Trans>
      </button>
    </fieldset>
  );
}
