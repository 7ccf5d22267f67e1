import type { FamilyMember, Profile } from "#domain/accounts.ts";
import { MAX_PASSENGERS } from "#domain/constants.ts";
import { ISO_COUNTRY_CODES } from "#domain/iso-countries.ts";
import type { CustomsFormInput } from "#domain/declarations/customs.ts";
import { DECLARATION_LIMITS, type LimitedQuantity } from "#domain/declarations/declaration-limits.ts";
import type { CustomsItem } from "#domain/declarations/enumerations.ts";
import type { VisitHistoryAttributes } from "#domain/trips.ts";
import { today } from "../../../ui/forms/person-values.ts";
import { unsignedSignature } from "./signature-values.ts";

export type PassengerInput = CustomsFormInput["passengers"][number];

/** The quantities a yes to these items asks for; the other items ask for none. */
export const QUANTITIES_BY_ITEM: Partial<Record<CustomsItem, LimitedQuantity[]>> = {
  has_alcohol: ["alcohol_distilled_floz", "alcohol_beer_floz", "alcohol_wine_floz"],
  has_tobacco: ["tobacco_pounds"],
  has_cigarettes: ["cigarette_packs_us", "cigarette_packs_noncompliant"],
};

export const NO_QUANTITIES = Object.fromEntries(Object.keys(DECLARATION_LIMITS).map((key) => [key, null])) as Record<LimitedQuantity, null>;

/** Whole years from a birth date (YYYY-MM-DD) to a day; undefined while the birth date is not a date. */
export function ageOn(birthDate: string, day: string): number | undefined {
  const born = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const on = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!born || !on) return undefined;
  const years = Number(on[1]) - Number(born[1]);
  const beforeBirthday = on[2]! + on[3]! < born[2]! + born[3]!;
  const age = beforeBirthday ? years - 1 : years;
  return age >= 0 ? age : undefined;
}

const countryOf = (code: string | null | undefined) => ISO_COUNTRY_CODES.find((country) => country === code?.toUpperCase());

/**
 * A passenger not typed yet. Choices not made yet (gender, issuing country) are left out; the
 * schema asks for them on submit.
 */
export function blankPassenger(): PassengerInput {
  return { passport_number: "", first_name: "", middle_name: "", last_name: "", birth_date: "" } as PassengerInput;
}

/** A passenger typed from this family member: the same names (in any case) and birth date. */
export function isPassengerOf(member: FamilyMember, passenger: Partial<PassengerInput> | undefined): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? "").trim().toUpperCase() === (b ?? "").trim().toUpperCase();
  return same(member.first_name, passenger?.first_name) && same(member.last_name, passenger?.last_name) && member.birth_date === passenger?.birth_date;
}

export function passengerFrom(member: FamilyMember, arrival: string): PassengerInput {
  return {
    ...blankPassenger(),
    passport_number: member.passport ?? "",
    issuing_country: countryOf(member.passport_country),
    first_name: member.first_name,
    middle_name: member.middle_name ?? "",
    last_name: member.last_name,
    birth_date: member.birth_date,
    gender: member.gender,
    age: ageOn(member.birth_date, arrival),
  } as PassengerInput;
}

const noPhone = () => ({ number: "", confirm: "" });

/** What the declaration holds before anything is typed: no passenger, no quantity, no currency. */
export function blankCustoms(): Partial<CustomsFormInput> {
  return { passengers: [], quantities: { ...NO_QUANTITIES }, currency: null };
}

/**
 * The declaration's prefill (docs/product-spec.md, part 3): the declarant from the profile, the profile's family as
 * the passengers (at most 7), the phone and e-mail the account proved, the trip's arrival date and
 * origin. The choices (transport, purpose, person type, the ten items) are left for the traveller.
 * A draft leaves choices unanswered, which the input type cannot say: hence the one cast at the end.
 */
export function customsDefaults(profile: Profile | undefined, trip: VisitHistoryAttributes): Partial<CustomsFormInput> {
  const arrival = trip.date_of_arrival.slice(0, 10);
  const passengers = (profile?.families ?? []).slice(0, MAX_PASSENGERS).map((member) => passengerFrom(member, arrival || today()));
  const firstName = profile?.first_name ?? profile?.name ?? "";
  const lastName = profile?.last_name ?? "";
  const mobile = profile?.mobile_number ?? "";
  const email = profile?.email ?? "";
  const defaults = {
    ...blankCustoms(),
    trip: { date_of_arrival: arrival, flight_type: null, airline: "", flight_number: "", vessel_name: "", origin_country: trip.origin_country },
    declarant: {
      first_name: firstName,
      middle_name: profile?.middle_name ?? "",
      last_name: lastName,
      birth_date: profile?.birth_date ?? "",
      passport_number: profile?.passport ?? "",
      passport_country: countryOf(profile?.passport_country),
      address_in_commonwealth: "",
      family_count: passengers.length + 1,
      occupation: "",
      residence_country: "",
    },
    contact: {
      phones: { mobile: { number: mobile, confirm: mobile }, home: noPhone(), work: noPhone(), international: noPhone() },
      email,
      confirm_email: email,
    },
    passengers,
    signature: unsignedSignature([firstName, lastName].filter(Boolean).join(" ")),
  };
  return defaults as Partial<CustomsFormInput>;
}
