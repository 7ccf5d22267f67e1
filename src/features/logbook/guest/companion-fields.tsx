import { Trans, useLingui } from "@lingui/react/macro";
import { type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from "react-hook-form";
import { INPUT_MAX_LENGTH } from "#domain/constants.ts";
import { MAX_COMPANIONS } from "#domain/logbook.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { GenderOptions } from "../../../ui/forms/gender-options.tsx";
import { NamesInOrder } from "../../../ui/forms/name-fields.tsx";
import { emptyCompanion } from "../companion-form-values.ts";
import type { GuestFormControl, GuestFormValues } from "./guest-form-values.ts";
import { AGE_MAX_LENGTH } from "../../../ui/forms/person-values.ts";

interface CompanionFieldsProps {
  control: GuestFormControl;
  register: UseFormRegister<GuestFormValues>;
  errors: FieldErrors<GuestFormValues>;
}

/**
 * "People with me" (decision 034): a family or a carer's charges check in on the holder's phone, each
 * with the spec's required fields; the holder's number reaches them. A new person starts with the
 * holder's last name, which a family most often shares.
 */
export function CompanionFields({ control, register, errors }: CompanionFieldsProps) {
  const { i18n } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name: "companions" });
  const holderLastName = useWatch({ control, name: "last_name" });
  const groupError = errors.companions?.root?.message ?? errors.companions?.message;
  return (
    <fieldset className="form-group companions">
      <legend>
        <Trans>People with me</Trans>
      </legend>
      <p className="field-hint">
        <Trans>Checking in children or others without a phone? Add them here: each is checked in as a person of their own.</Trans>
      </p>
      {fields.map((field, index) => {
        const id = (name: string) => `companions.${index}.${name}`;
        const error = errors.companions?.[index];
        const text = (name: "name" | "last_name") => ({
          ...register(`companions.${index}.${name}`),
          ...describedBy(id(name), error?.[name]?.message),
          maxLength: INPUT_MAX_LENGTH,
          className: "upper-case",
        });
        const position = index + 2;
        return (
          <div key={field.id} className="companion" role="group" aria-labelledby={id("title")}>
            <p className="companion-title" id={id("title")}>
              <Trans>Person {position}</Trans>
            </p>
            <NamesInOrder
              first={
                <FormField id={id("name")} label={<Trans>First name</Trans>} required error={error?.name?.message}>
                  <input {...text("name")} autoComplete="off" />
                </FormField>
              }
              middle={null}
              last={
                <FormField id={id("last_name")} label={<Trans>Last name</Trans>} required error={error?.last_name?.message}>
                  <input {...text("last_name")} autoComplete="off" />
                </FormField>
              }
            />
            <div className="companion-row">
              <FormField id={id("age")} label={<Trans>Age</Trans>} required error={error?.age?.message}>
                <input
                  {...register(`companions.${index}.age`)}
                  {...describedBy(id("age"), error?.age?.message)}
                  inputMode="numeric"
                  maxLength={AGE_MAX_LENGTH}
                  autoComplete="off"
                />
              </FormField>
              <FormField id={id("gender")} label={<Trans>Gender</Trans>} required error={error?.gender?.message}>
                <select {...register(`companions.${index}.gender`)} {...describedBy(id("gender"), error?.gender?.message)}>
                  <GenderOptions />
                </select>
              </FormField>
            </div>
            <button type="button" className="button link remove-companion" onClick={() => remove(index)}>
              <Trans>Remove person {position}</Trans>
            </button>
          </div>
        );
      })}
      {groupError && (
        <p className="field-error" role="alert">
          {i18n._(groupError)}
        </p>
      )}
      {fields.length < MAX_COMPANIONS && (
        <button type="button" className="button secondary add-companion" onClick={() => append(emptyCompanion(holderLastName.trim().toUpperCase()))}>
          <Trans>Add a person</Trans>
        </button>
      )}
    </fieldset>
  );
}
