import { Trans, useLingui } from "@lingui/react/macro";
import type { ChangeEvent } from "react";
import { PHONE_TYPES, type PhoneType } from "#domain/declarations/enumerations.ts";
import { describedBy, FormField } from "../../../ui/forms/form-field.tsx";
import { type CustomsPath, type CustomsSectionProps, fieldId, TextField } from "./customs-fields.tsx";
import { PHONE_TYPE_LABELS } from "./customs-labels.ts";
import { GroupField } from "./group-field.tsx";

/** The longest number there is (E.164). */
const PHONE_MAX_DIGITS = 15;

/**
 * docs/product-spec.md, part 5 "Phone input": digits only (a + allowed as the first character), no more than the
 * maximum. Spaces, dashes and brackets of a pasted number are dropped rather than cutting it short.
 */
function keepPhoneCharacters(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
  return value.trimStart().startsWith("+") ? `+${digits}` : digits;
}

function PhoneInput({ form, errorOf, path, label }: CustomsSectionProps & { path: CustomsPath; label: string }) {
  const id = fieldId(path);
  const error = errorOf(path);
  const field = form.register(path);
  return (
    <FormField id={id} label={label} error={error}>
      <input
        {...field}
        {...describedBy(id, error)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          event.target.value = keepPhoneCharacters(event.target.value);
          return field.onChange(event);
        }}
        type="tel"
        inputMode="tel"
        autoComplete={path === "contact.phones.mobile.number" ? "tel" : "off"}
      />
    </FormField>
  );
}

function PhonePair(props: CustomsSectionProps & { type: PhoneType }) {
  const { t, i18n } = useLingui();
  const label = i18n._(PHONE_TYPE_LABELS[props.type]);
  return (
    <div className="field-pair">
      <PhoneInput {...props} path={`contact.phones.${props.type}.number`} label={label} />
      <PhoneInput {...props} path={`contact.phones.${props.type}.confirm`} label={t`Confirm ${label}`} />
    </div>
  );
}

/** docs/product-spec.md, part 3 "Contact": each phone typed twice, at least one of the four; the e-mail address typed twice. */
export function ContactSection(props: CustomsSectionProps) {
  return (
    <div className="form-group">
      <GroupField
        id="contact-phones"
        legend={<Trans>Phone numbers</Trans>}
        required
        hint={<Trans>At least one. Type each number twice, digits only, with the country code (a leading + is allowed).</Trans>}
      >
        {PHONE_TYPES.map((type) => (
          <PhonePair key={type} {...props} type={type} />
        ))}
      </GroupField>
      <div className="field-pair">
        <TextField {...props} path="contact.email" label={<Trans>Email</Trans>} required type="email" maxLength={254} autoComplete="email" />
        <TextField {...props} path="contact.confirm_email" label={<Trans>Confirm Email</Trans>} required type="email" maxLength={254} />
      </div>
    </div>
  );
}
