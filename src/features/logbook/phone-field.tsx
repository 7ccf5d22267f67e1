import { Trans, useLingui } from "@lingui/react/macro";
import { COUNTRY_CODES, type CountryCode } from "../../domain/countries.ts";
import { dialCode, isValidPhone, keepPhoneDigits, maskedMaxLength, maskPhoneDigits, type PhoneParts } from "../../domain/phone.ts";
import { countryName } from "../profile/countries.ts";

interface PhoneFieldProps {
  id: string;
  value: PhoneParts;
  onChange: (value: PhoneParts) => void;
  onBlur?: () => void;
  /** The field's error, when it has one: ties the input to its text. */
  error?: string;
}

/**
 * Spec part 5 "Phone input": a region (US by default) and the national number, digits only and no
 * more than the maximum, shown in the region's mask (PH: ...-...-....); INVALID while the digits do
 * not fit the region.
 */
export function PhoneField({ id, value, onChange, onBlur, error }: PhoneFieldProps) {
  const { t, i18n } = useLingui();
  const invalid = value.digits !== "" && !isValidPhone(value);
  return (
    <div className="phone-field">
      <select
        id={`${id}-region`}
        aria-label={t`Country code`}
        value={value.region}
        onChange={(event) => onChange({ region: event.target.value as CountryCode, digits: value.digits })}
        onBlur={onBlur}
      >
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {`+${dialCode(code)} ${countryName(code, i18n.locale)}`}
          </option>
        ))}
      </select>
      <input
        id={id}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={maskedMaxLength(value.region)}
        value={maskPhoneDigits(value)}
        onChange={(event) => onChange({ region: value.region, digits: keepPhoneDigits(event.target.value) })}
        onBlur={onBlur}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={error ? `${id}-error` : invalid ? `${id}-invalid` : undefined}
      />
      {invalid && !error && (
        <span className="phone-invalid" id={`${id}-invalid`}>
          <Trans>INVALID</Trans>
        </span>
      )}
    </div>
  );
}
