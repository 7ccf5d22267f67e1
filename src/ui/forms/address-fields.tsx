import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type Control, type ControllerRenderProps, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { listAddresses } from "../../api/addresses.ts";
import { ADDRESS_LEVELS, type AddressAttributes, type AddressLevel, parentLevel } from "#domain/addresses.ts";
import { FormField } from "./form-field.tsx";

const LEVEL_LABELS: Record<AddressLevel, MessageDescriptor> = {
  region: msg`Region`,
  province: msg`Island`,
  municipality: msg`Municipality`,
  barangay: msg`Village`,
};

/** A list's field: its value is the chosen place's code, "" when none. */
type AddressField<T extends FieldValues> = ControllerRenderProps<T, FieldPathByValue<T, string>>;

interface AddressProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** Each list's field in the form: the forms hold them as ADDRESS_FIELDS names them. */
  names: Record<AddressLevel, FieldPathByValue<T, string>>;
}

/** Region → island → municipality → village: each list holds the places within the choice above it. */
export function AddressFields<T extends FieldValues, TOut>({ control, names }: AddressProps<T, TOut>) {
  const fields: Record<AddressLevel, AddressField<T>> = {
    region: useController({ control, name: names.region }).field,
    province: useController({ control, name: names.province }).field,
    municipality: useController({ control, name: names.municipality }).field,
    barangay: useController({ control, name: names.barangay }).field,
  };
  return (
    <fieldset className="form-group">
      <legend>
        <Trans>Address</Trans>
      </legend>
      {ADDRESS_LEVELS.map((level) => {
        const parent = parentLevel(level);
        const lowerLevels = ADDRESS_LEVELS.slice(ADDRESS_LEVELS.indexOf(level) + 1);
        return (
          <AddressSelect
            key={level}
            level={level}
            field={fields[level]}
            parentCode={parent && fields[parent].value}
            onChosen={() => {
              for (const lower of lowerLevels) fields[lower].onChange("");
            }}
          />
        );
      })}
    </fieldset>
  );
}

function useAddressOptions(level: AddressLevel, parent: string | undefined, needsParent: boolean) {
  const [options, setOptions] = useState<AddressAttributes[]>([]);
  useEffect(() => {
    setOptions([]);
    if (needsParent && !parent) return;
    let current = true;
    listAddresses(level, parent).then(
      (list) => current && setOptions(list),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [level, parent, needsParent]);
  return options;
}

interface AddressSelectProps<T extends FieldValues> {
  level: AddressLevel;
  field: AddressField<T>;
  /** The choice of the list above, "" when none; undefined for the top list. */
  parentCode: string | undefined;
  /** A new choice empties the lists below it. */
  onChosen: () => void;
}

function AddressSelect<T extends FieldValues>({ level, field, parentCode, onChosen }: AddressSelectProps<T>) {
  const { t, i18n } = useLingui();
  const needsParent = parentCode !== undefined;
  const options = useAddressOptions(level, parentCode, needsParent);
  const value: string = field.value;

  return (
    <FormField id={field.name} label={i18n._(LEVEL_LABELS[level])}>
      <select
        id={field.name}
        ref={field.ref}
        name={field.name}
        value={value}
        disabled={needsParent && !parentCode}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          onChosen();
        }}
      >
        <option value="">{t`Select…`}</option>
        {/* Until its list arrives, the saved choice still shows. */}
        {value && !options.some((option) => option.code === value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
