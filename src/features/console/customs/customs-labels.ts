import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import type { CustomsItem, TRANSPORT_TYPES, TRIP_PURPOSES } from "#domain/declarations/enumerations.ts";
import type { GENDERS } from "#domain/genders.ts";
import type { TripReviewStatus } from "#domain/trips.ts";
import type { CustomsEntryKind } from "#domain/customs-check.ts";
import type { TravellerMessageCode } from "#domain/customs-messages.ts";
import type { RESTRICTED_ITEMS } from "#domain/customs-risk.ts";

/** Short labels for an officer reading at a glance; the console keeps its own catalog, so they live here. */

export const ITEM_LABELS: Record<CustomsItem, MessageDescriptor> = {
  has_harmful_objects: msg`Firearms, drugs or other harmful objects`,
  has_wildlife: msg`Wildlife or wildlife products`,
  has_plants: msg`Plants, seeds, fruit or vegetables`,
  has_soil: msg`Soil, or items with soil on them`,
  has_animal: msg`Live animals or animal products`,
  has_alcohol: msg`Alcoholic beverages`,
  has_tobacco: msg`Loose tobacco`,
  has_cigarettes: msg`Cigarettes`,
  has_merchandise: msg`Commercial merchandise`,
  has_excess_currency: msg`Currency over USD 10,000`,
};

export const QUANTITY_LABELS: Record<LimitedQuantity, MessageDescriptor> = {
  alcohol_distilled_floz: msg`Distilled spirits`,
  alcohol_beer_floz: msg`Beer or malt beverages`,
  alcohol_wine_floz: msg`Wine or sake`,
  cigarette_packs_us: msg`Cigarettes, US brand`,
  cigarette_packs_noncompliant: msg`Cigarettes, non-compliant brand`,
  tobacco_pounds: msg`Loose tobacco`,
};

const flOz = (amount: number) => msg`${amount} fl oz`;
const packs = (amount: number) => msg`${amount} packs`;
const pounds = (amount: number) => msg`${amount} lb`;
export const QUANTITY_UNITS: Record<LimitedQuantity, (amount: number) => MessageDescriptor> = {
  alcohol_distilled_floz: flOz,
  alcohol_beer_floz: flOz,
  alcohol_wine_floz: flOz,
  cigarette_packs_us: packs,
  cigarette_packs_noncompliant: packs,
  tobacco_pounds: pounds,
};

export const STATUS_LABELS: Record<TripReviewStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  CLEARED: msg`Cleared`,
  FOR_INSPECTION: msg`For inspection`,
  SECONDARY: msg`Secondary inspection`,
};

export const TRANSPORT_LABELS: Record<(typeof TRANSPORT_TYPES)[number], MessageDescriptor> = { AIR: msg`Flight`, SEA: msg`Vessel` };
export const PURPOSE_LABELS: Record<(typeof TRIP_PURPOSES)[number], MessageDescriptor> = { BUSINESS: msg`Business`, PLEASURE: msg`Pleasure` };
export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = { MALE: msg`Male`, FEMALE: msg`Female` };

/** The standard messages to the traveller, as the officer chooses them (the traveller's app words them in their language). */
export const TRAVELLER_MESSAGE_LABELS: Record<TravellerMessageCode, (desk: string) => MessageDescriptor> = {
  go_to_inspection_desk: () => msg`Please go to the inspection desk.`,
  declare_currency_at_desk: (desk) => msg`Please declare your currency at desk ${desk}.`,
  pay_duty_at_desk: (desk) => msg`Please pay the duty at desk ${desk}.`,
  agriculture_inspection: () => msg`Please take your plants, food or animals to the agriculture inspection.`,
  wait_for_officer: () => msg`Please wait here for an officer.`,
  keep_bags_closed: () => msg`Please keep your bags closed until an officer opens them.`,
};

export const ENTRY_KIND_LABELS: Record<CustomsEntryKind, MessageDescriptor> = {
  decision: msg`Decided`,
  amendment: msg`Amended`,
  override: msg({ message: "Overridden", context: "a supervisor changed the decision" }),
};

export const RESTRICTED_LABELS: Record<(typeof RESTRICTED_ITEMS)[number], MessageDescriptor> = {
  has_harmful_objects: msg`Firearms, drugs or other harmful objects declared`,
  has_wildlife: msg`Wildlife or wildlife products declared`,
  has_plants: msg`Plants, seeds, fruit or vegetables declared`,
  has_soil: msg`Soil, or items with soil on them, declared`,
  has_animal: msg`Live animals or animal products declared`,
};
