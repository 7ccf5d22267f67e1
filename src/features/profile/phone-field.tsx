import { Trans, useLingui } from "@lingui/react/macro";
import { useController } from "react-hook-form";
import { COUNTRIES, type CountryCode, countryName } from "./countries.ts";
import { describedBy, FormField } from "./form-field.tsx";
import { acceptTyped, formatDigits, isValidPhone, PHONE_REGIONS } from "./phone-number.ts";
import type { ProfileFormControl } from "./profile-form-values.ts";

/** Spec part 5 "Phone input": a region (US by default) and the number's digits, shown in the region's mask. */
export function PhoneField({ control }: { control: ProfileFormControl }) {
  const { t, i18n } = useLingui();
  const region = useController({ control, name: "mobile_region" });
  const digits = useController({ control, name: "mobile_digits" });
  const code = region.field.value;
  const invalid = digits.field.value !== "" && !isValidPhone({ region: code, digits: digits.field.value });
  const error = digits.fieldState.error?.message;

  return (
    <FormField id="mobile_digits" label={<Trans>Mobile number</Trans>} error={error}>
      <div className="phone-input">
        <select
          aria-label={t`Phone region`}
          value={code}
          onChange={(event) => region.field.onChange(event.target.value as CountryCode)}
          onBlur={region.field.onBlur}
        >
          {COUNTRIES.map((country) => (
            <option key={country.iso2} value={country.iso2}>
              {countryName(country.iso2, i18n.locale)} +{PHONE_REGIONS[country.iso2].dialCode}
            </option>
          ))}
        </select>
        <input
          {...describedBy("mobile_digits", error)}
          ref={digits.field.ref}
          name={digits.field.name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={formatDigits(code, "0".repeat(PHONE_REGIONS[code].maxLength)).length}
          value={formatDigits(code, digits.field.value)}
          onChange={(event) => {
            const accepted = acceptTyped(code, event.target.value);
            if (accepted !== undefined) digits.field.onChange(accepted);
          }}
          onBlur={digits.field.onBlur}
        />
        {invalid && !error && (
          <span className="phone-invalid" aria-live="polite">
            <Trans>INVALID</Trans>
          </span>
        )}
      </div>
    </FormField>
  );
}
