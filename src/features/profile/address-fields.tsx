import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { type UseFormSetValue, useController, useWatch } from "react-hook-form";
import { listAddresses } from "../../api/addresses.ts";
import { ADDRESS_FIELDS, ADDRESS_LEVELS, type AddressAttributes, type AddressLevel, parentLevel } from "#domain/addresses.ts";
import { FormField } from "./form-field.tsx";
import type { ProfileFormControl, ProfileFormValues } from "./profile-form-values.ts";

const LEVEL_LABELS: Record<AddressLevel, MessageDescriptor> = {
  region: msg`Region`,
  province: msg`Island`,
  municipality: msg`Municipality`,
  barangay: msg`Village`,
};

interface AddressProps {
  control: ProfileFormControl;
  setValue: UseFormSetValue<ProfileFormValues>;
}

/** Region → island → municipality → village: each list holds the places within the choice above it. */
export function AddressFields(props: AddressProps) {
  return (
    <fieldset className="form-group">
      <legend>
        <Trans>Address</Trans>
      </legend>
      {ADDRESS_LEVELS.map((level) => (
        <AddressSelect key={level} level={level} {...props} />
      ))}
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

function AddressSelect({ level, control, setValue }: AddressProps & { level: AddressLevel }) {
  const { t, i18n } = useLingui();
  const parent = parentLevel(level);
  const parentCode = useWatch({ control, name: ADDRESS_FIELDS[parent ?? level] });
  const options = useAddressOptions(level, parent ? parentCode : undefined, parent !== undefined);
  const { field } = useController({ control, name: ADDRESS_FIELDS[level] });
  const lowerLevels = ADDRESS_LEVELS.slice(ADDRESS_LEVELS.indexOf(level) + 1);

  return (
    <FormField id={field.name} label={i18n._(LEVEL_LABELS[level])}>
      <select
        id={field.name}
        ref={field.ref}
        name={field.name}
        value={field.value}
        disabled={parent !== undefined && !parentCode}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          for (const lower of lowerLevels) setValue(ADDRESS_FIELDS[lower], "", { shouldDirty: true });
        }}
      >
        <option value="">{t`Select…`}</option>
        {/* Until its list arrives, the saved choice still shows. */}
        {field.value && !options.some((option) => option.code === field.value) && <option value={field.value}>{field.value}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
