import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DECLARATION_LIMITS, type LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import type { CUSTOMS_ITEMS, DECLARANT_PERSON_TYPES, FLIGHT_TYPES, PHONE_TYPES, TRANSPORT_TYPES, TRIP_PURPOSES } from "#domain/declarations/enumerations.ts";
import type { GENDERS } from "#domain/genders.ts";

/** What the customs declaration shows for each code the API stores (docs/product-spec.md, part 3 "Enumerations"). */
type Labels<T extends readonly (string | number | boolean)[]> = Record<`${T[number]}`, MessageDescriptor>;

export const YES_NO = [true, false] as const;
export const YES_NO_LABELS: Labels<typeof YES_NO> = { true: msg`Yes`, false: msg`No` };

export const TRANSPORT_TYPE_LABELS: Labels<typeof TRANSPORT_TYPES> = { AIR: msg`Air`, SEA: msg`Sea` };
export const FLIGHT_TYPE_LABELS: Labels<typeof FLIGHT_TYPES> = { COMMERCIAL: msg`Commercial`, PRIVATE: msg`Private` };
export const TRIP_PURPOSE_LABELS: Labels<typeof TRIP_PURPOSES> = { BUSINESS: msg`Business`, PLEASURE: msg`Pleasure` };
export const GENDER_LABELS: Labels<typeof GENDERS> = { MALE: msg`Male`, FEMALE: msg`Female` };

/** Worded as the survey's visitor types, so that the traveller answers the same question the same way twice. */
export const PERSON_TYPE_LABELS: Labels<typeof DECLARANT_PERSON_TYPES> = {
  VISITOR: msg`Visitor`,
  INTENDED_RESIDENT: msg`Intended Resident (staying over 30 days)`,
  RETURNING_RESIDENT: msg`Returning Resident`,
  FLIGHT_CREW_MEMBER: msg`Flight Crew Member`,
  OTHER: msg`Other`,
};

export const PHONE_TYPE_LABELS: Labels<typeof PHONE_TYPES> = {
  mobile: msg`Mobile phone`,
  home: msg`Home phone`,
  work: msg`Work phone`,
  international: msg`International phone`,
};

/** The ten questions, each asked of the declarant and every family member on the declaration. */
export const CUSTOMS_ITEM_QUESTIONS: Labels<typeof CUSTOMS_ITEMS> = {
  has_harmful_objects: msg`Firearms, ammunition, explosives, illegal drugs or other harmful objects?`,
  has_wildlife: msg`Wildlife or wildlife products (skins, shells, feathers, ivory, coral)?`,
  has_plants: msg`Plants, plant parts, seeds, fruits, vegetables or flowers?`,
  has_soil: msg`Soil, sand, or items with soil on them (boots, camping or sports gear)?`,
  has_animal: msg`Live animals, birds, insects, or animal products such as meat, eggs or dairy?`,
  has_alcohol: msg`Alcoholic beverages?`,
  has_tobacco: msg`Loose tobacco?`,
  has_cigarettes: msg`Cigarettes?`,
  has_merchandise: msg`Commercial merchandise, samples, or goods for sale or for someone else?`,
  has_excess_currency: msg`Currency or monetary instruments over USD 10,000 (or its equivalent in any currency)?`,
};

export const QUANTITY_LABELS: Record<LimitedQuantity, MessageDescriptor> = {
  alcohol_distilled_floz: msg`Distilled spirits (fl oz)`,
  alcohol_beer_floz: msg`Beer or malt beverages (fl oz)`,
  alcohol_wine_floz: msg`Wine or sake (fl oz)`,
  cigarette_packs_us: msg`Cigarettes, US brand (packs)`,
  cigarette_packs_noncompliant: msg`Cigarettes, non-compliant brand (packs)`,
  tobacco_pounds: msg`Loose tobacco (pounds)`,
};

const flOz = (limit: number) => msg`Duty-free up to ${limit} fl oz.`;
const packs = (limit: number) => msg`Duty-free up to ${limit} packs.`;
const pounds = (limit: number) => msg`Duty-free up to ${limit} pound.`;

/** docs/product-spec.md, part 5 "Declaration limits", shown beside each quantity. */
export const LIMIT_HINTS: Record<LimitedQuantity, MessageDescriptor> = {
  alcohol_distilled_floz: flOz(DECLARATION_LIMITS.alcohol_distilled_floz),
  alcohol_beer_floz: flOz(DECLARATION_LIMITS.alcohol_beer_floz),
  alcohol_wine_floz: flOz(DECLARATION_LIMITS.alcohol_wine_floz),
  cigarette_packs_us: packs(DECLARATION_LIMITS.cigarette_packs_us),
  cigarette_packs_noncompliant: packs(DECLARATION_LIMITS.cigarette_packs_noncompliant),
  tobacco_pounds: pounds(DECLARATION_LIMITS.tobacco_pounds),
};
