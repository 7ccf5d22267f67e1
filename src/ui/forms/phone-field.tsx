import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { dialCode, isPhoneRegion, isValidPhone, keepPhoneDigits, maskedMaxLength, maskPhoneDigits, type PhoneParts } from "#domain/phone.ts";
import { phoneRegionsIn } from "./phone-regions.ts";

interface PhoneFieldProps {
  id: string;
  value: PhoneParts;
  onChange: (value: PhoneParts) => void;
  onBlur?: () => void;
  /** The field's error, when it has one: ties the input to its text. */
  error?: string;
}

/**
 * Some 245 options: made once per language and group labels, not again at every digit typed.
 * Two groups, so that a phone's picker shows the short list first and says where the long one starts.
 */
const RegionOptions = memo(function RegionOptions({ locale, frequentLabel, restLabel }: { locale: string; frequentLabel: string; restLabel: string }) {
  const { frequent, rest } = phoneRegionsIn(locale);
  return (
    <>
      <optgroup label={frequentLabel}>
        {frequent.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
      <optgroup label={restLabel}>
        {rest.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
    </>
  );
});

/**
 * docs/product-spec.md, part 5 "Phone input": a region (US by default; every region with a numbering plan, the
 * Northern Mariana Islands first: decision 019) and the national number, digits only and no more
 * than the maximum, shown in the region's mask (PH: ...-...-....); INVALID while the digits do not
 * fit the region. The region's name takes the first row and its country code stands before the
 * digits, so neither is cut short on a phone.
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
        onChange={(event) => {
          const region = event.target.value;
          if (isPhoneRegion(region)) onChange({ region, digits: value.digits });
        }}
        onBlur={onBlur}
      >
        <RegionOptions locale={i18n.locale} frequentLabel={t`Frequently used`} restLabel={t`All countries and regions`} />
      </select>
      <div className="phone-number">
        <span className="phone-dial-code" aria-hidden="true">{`+${dialCode(value.region)}`}</span>
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
      </div>
      {invalid && !error && (
        <span className="phone-invalid" id={`${id}-invalid`}>
          <Trans>INVALID</Trans>
        </span>
      )}
    </div>
  );
}
