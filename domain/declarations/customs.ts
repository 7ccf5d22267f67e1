import * as v from "valibot";
import { MAX_PASSENGERS } from "../constants.ts";
import { ISO_COUNTRY_CODES } from "../iso-countries.ts";
import { EMAIL_PATTERN, IsoDate } from "../fields.ts";
import { COMMONWEALTH_PHONE_REGION, toE164 } from "../phone.ts";
import { GENDERS } from "../genders.ts";
import { DECLARATION_LIMITS, isDeclarableCurrency } from "./declaration-limits.ts";
import { EnglishName, OptionalEnglishName, optionalEnglishText, requiredEnglishText } from "./english-text.ts";
import { CUSTOMS_ITEMS, DECLARANT_PERSON_TYPES, FLIGHT_TYPES, PHONE_TYPES, type PhoneType, TRANSPORT_TYPES, TRIP_PURPOSES } from "./enumerations.ts";
import { Signature } from "./signature.ts";
import { CHOOSE_ONE_MESSAGE } from "./survey.ts";

/** docs/product-spec.md, part 5's messages, exactly. */
export const PHONE_LABELS: Record<PhoneType, string> = { mobile: "Mobile", home: "Home", work: "Work", international: "International" };
export const phoneInvalidMessage = (type: PhoneType) => `${PHONE_LABELS[type]} Phones is Invalid`;
export const phonesDontMatchMessage = (type: PhoneType) => `${PHONE_LABELS[type]} Phones don't match`;
export const INVALID_EMAIL_MESSAGE = "Invalid Email";
export const EMAILS_DONT_MATCH_MESSAGE = "Email Address don't match";
export const PHONE_REQUIRED_MESSAGE = "Enter at least one phone number.";
export const CONSENT_REQUIRED_MESSAGE = "You must declare that your answers are true and complete.";
export const FAMILY_COUNT_MESSAGE = "The family count is you plus the passengers listed.";
export const CURRENCY_MESSAGE = "Enter the amount and currency you carry (over USD 10,000).";
export const FLIGHT_REQUIRED_MESSAGE = "Enter the airline and flight number.";
export const VESSEL_REQUIRED_MESSAGE = "Enter the vessel name.";
export const AGE_MESSAGE = "Enter an age from 0 to 130.";
export const QUANTITY_MESSAGE = "Enter a quantity from 0 to 100,000.";
export const MERCHANDISE_MESSAGE = "Describe the merchandise: what it is, how much, and what it is worth.";

/**
 * A contact phone of any country as the phone library's numbering plans take it (decision 019):
 * with its country code (the field's hint), a US number without it, or a commonwealth number in
 * its 7-digit local form ("234-5588"). Kept as typed: contact data, not an identity.
 */
const isPhoneNumber = (value: string) => (toE164(value) ?? toE164(value, COMMONWEALTH_PHONE_REGION)) !== undefined;

/** A phone typed twice; both empty means the traveller has no phone of that type. */
const PhonePair = (type: PhoneType) =>
  v.pipe(
    v.object({
      number: v.pipe(
        v.string(),
        v.trim(),
        v.check((value) => value === "" || isPhoneNumber(value), phoneInvalidMessage(type)),
      ),
      confirm: v.pipe(v.string(), v.trim()),
    }),
    v.forward(
      v.check((pair) => pair.number === pair.confirm, phonesDontMatchMessage(type)),
      ["confirm"],
    ),
  );

const Phones = v.pipe(
  v.object({ mobile: PhonePair("mobile"), home: PhonePair("home"), work: PhonePair("work"), international: PhonePair("international") }),
  v.forward(
    v.check((phones) => PHONE_TYPES.some((type) => phones[type].number !== ""), PHONE_REQUIRED_MESSAGE),
    ["mobile", "number"],
  ),
);

export const Contact = v.pipe(
  v.object({
    phones: Phones,
    email: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.nonEmpty("Required"),
      v.maxLength(254, INVALID_EMAIL_MESSAGE),
      v.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
    ),
    confirm_email: v.pipe(v.string(), v.trim(), v.toLowerCase()),
  }),
  v.forward(
    v.check((contact) => contact.email === contact.confirm_email, EMAILS_DONT_MATCH_MESSAGE),
    ["confirm_email"],
  ),
);

const Country = v.picklist(ISO_COUNTRY_CODES, CHOOSE_ONE_MESSAGE);
const Gender = v.picklist(GENDERS, "Select MALE or FEMALE.");
const Passport = v.pipe(requiredEnglishText(20), v.toUpperCase(), v.regex(/^[A-Z0-9]{5,20}$/, "Enter the passport number as printed."));

export const CustomsTrip = v.pipe(
  v.object({
    date_of_arrival: IsoDate,
    transport_type: v.picklist(TRANSPORT_TYPES, CHOOSE_ONE_MESSAGE),
    flight_type: v.optional(v.nullable(v.picklist(FLIGHT_TYPES, CHOOSE_ONE_MESSAGE))),
    airline: optionalEnglishText(60),
    flight_number: optionalEnglishText(10),
    vessel_name: optionalEnglishText(60),
    origin_country: requiredEnglishText(60),
    purpose_of_trip: v.picklist(TRIP_PURPOSES, CHOOSE_ONE_MESSAGE),
  }),
  v.forward(
    v.check((trip) => trip.transport_type !== "AIR" || Boolean(trip.flight_type), CHOOSE_ONE_MESSAGE),
    ["flight_type"],
  ),
  v.forward(
    v.check((trip) => trip.transport_type !== "AIR" || Boolean(trip.airline && trip.flight_number), FLIGHT_REQUIRED_MESSAGE),
    ["flight_number"],
  ),
  v.forward(
    v.check((trip) => trip.transport_type !== "SEA" || Boolean(trip.vessel_name), VESSEL_REQUIRED_MESSAGE),
    ["vessel_name"],
  ),
);

export const Declarant = v.object({
  first_name: EnglishName,
  middle_name: OptionalEnglishName,
  last_name: EnglishName,
  birth_date: IsoDate,
  passport_number: Passport,
  passport_country: Country,
  address_in_commonwealth: requiredEnglishText(200),
  family_count: v.pipe(
    v.number("Enter a number."),
    v.integer("Enter a whole number."),
    v.minValue(1, FAMILY_COUNT_MESSAGE),
    v.maxValue(MAX_PASSENGERS + 1, FAMILY_COUNT_MESSAGE),
  ),
  occupation: requiredEnglishText(),
  residence_country: requiredEnglishText(60),
  person_type: v.picklist(DECLARANT_PERSON_TYPES, CHOOSE_ONE_MESSAGE),
});

export const Passenger = v.object({
  passport_number: Passport,
  issuing_country: Country,
  first_name: EnglishName,
  middle_name: OptionalEnglishName,
  last_name: EnglishName,
  birth_date: IsoDate,
  gender: Gender,
  age: v.pipe(v.number("Enter a number."), v.integer("Enter a whole number."), v.minValue(0, AGE_MESSAGE), v.maxValue(130, AGE_MESSAGE)),
});
export type Passenger = v.InferOutput<typeof Passenger>;

const Quantity = v.optional(v.nullable(v.pipe(v.number("Enter a number."), v.minValue(0, QUANTITY_MESSAGE), v.maxValue(100_000, QUANTITY_MESSAGE))));
export const Quantities = v.object(
  Object.fromEntries(Object.keys(DECLARATION_LIMITS).map((key) => [key, Quantity])) as Record<keyof typeof DECLARATION_LIMITS, typeof Quantity>,
);

const Items = v.object(
  Object.fromEntries(CUSTOMS_ITEMS.map((item) => [item, v.boolean("Answer yes or no.")])) as Record<(typeof CUSTOMS_ITEMS)[number], v.BooleanSchema<string>>,
);

export const Currency = v.object({
  amount: v.pipe(v.number(CURRENCY_MESSAGE), v.minValue(0.01, CURRENCY_MESSAGE), v.maxValue(1_000_000_000, CURRENCY_MESSAGE)),
  code: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, "Enter a three-letter currency code such as USD.")),
});

/** The customs biosecurity declaration: one per family, up to 7 passengers; kept in the customs store. */
export const CustomsForm = v.pipe(
  v.object({
    trip: CustomsTrip,
    declarant: Declarant,
    contact: Contact,
    passengers: v.pipe(v.array(Passenger), v.maxLength(MAX_PASSENGERS, `At most ${MAX_PASSENGERS} passengers.`)),
    items: Items,
    quantities: Quantities,
    currency: v.optional(v.nullable(Currency)),
    /** What the commercial merchandise is, how much and its worth, in the traveller's words (decision 036). */
    merchandise_description: optionalEnglishText(200),
    truthful_consent: v.literal(true, CONSENT_REQUIRED_MESSAGE),
    signature: Signature,
  }),
  v.forward(
    v.check((form) => form.declarant.family_count === form.passengers.length + 1, FAMILY_COUNT_MESSAGE),
    ["declarant", "family_count"],
  ),
  v.forward(
    v.check(
      (form) => !form.items.has_excess_currency || Boolean(form.currency && isDeclarableCurrency(form.currency.amount, form.currency.code)),
      CURRENCY_MESSAGE,
    ),
    ["currency", "amount"],
  ),
  v.forward(
    v.check((form) => !form.items.has_merchandise || Boolean(form.merchandise_description), MERCHANDISE_MESSAGE),
    ["merchandise_description"],
  ),
);
export type CustomsForm = v.InferOutput<typeof CustomsForm>;
export type CustomsFormInput = v.InferInput<typeof CustomsForm>;
