import { Trans } from "@lingui/react/macro";
import { DECLARANT_PERSON_TYPES } from "#domain/declarations/enumerations.ts";
import { PASSPORT_MAX_LENGTH, today } from "../../../ui/forms/person-values.ts";
import { type CustomsSectionProps, CountryField, DateField, RadioField, TextField } from "./customs-fields.tsx";
import { PERSON_TYPE_LABELS } from "./customs-labels.ts";

/** docs/product-spec.md, part 3 "Declarant": the person who signs for the family (the family count is on the passengers' page). */
export function DeclarantSection(props: CustomsSectionProps) {
  return (
    <div className="form-group">
      <TextField {...props} path="declarant.first_name" label={<Trans>First name</Trans>} required upperCase autoComplete="given-name" />
      <TextField {...props} path="declarant.middle_name" label={<Trans>Middle name</Trans>} upperCase autoComplete="additional-name" />
      <TextField {...props} path="declarant.last_name" label={<Trans>Last name</Trans>} required upperCase autoComplete="family-name" />
      <DateField {...props} path="declarant.birth_date" label={<Trans>Birth date</Trans>} required max={today()} />
      <TextField {...props} path="declarant.passport_number" label={<Trans>Passport number</Trans>} required upperCase maxLength={PASSPORT_MAX_LENGTH} />
      <CountryField {...props} path="declarant.passport_country" label={<Trans>Passport country</Trans>} required />
      <TextField {...props} path="declarant.address_in_commonwealth" label={<Trans>Address in the Commonwealth</Trans>} required maxLength={200} />
      <TextField {...props} path="declarant.occupation" label={<Trans>Occupation</Trans>} required autoComplete="organization-title" />
      <TextField {...props} path="declarant.residence_country" label={<Trans>Country or region of residence</Trans>} required maxLength={60} />
      <RadioField {...props} path="declarant.person_type" legend={<Trans>I am a</Trans>} options={DECLARANT_PERSON_TYPES} labels={PERSON_TYPE_LABELS} />
    </div>
  );
}
