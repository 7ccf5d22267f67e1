import * as v from "valibot";
import { Contact, type CustomsFormInput, CustomsTrip, Declarant, Passenger } from "#domain/declarations/customs.ts";
import { TRIP_COUNTS } from "#domain/declarations/enumerations.ts";
import { SurveyForm, type SurveyFormInput } from "#domain/declarations/survey.ts";
import { ageOn, blankCustoms } from "./customs-defaults.ts";
import { unsignedSignature } from "./signature-values.ts";

/**
 * A new trip's survey from the last trip's answers (issue 29, item 2): the same visitor, market, reasons,
 * stay and arrangement, one trip more. Undefined when what was sent no longer reads as a survey.
 */
export function repeatSurvey(last: unknown): Partial<SurveyFormInput> | undefined {
  const read = v.safeParse(SurveyForm, last);
  if (!read.success) return undefined;
  const tripCount = TRIP_COUNTS.find((count) => count === read.output.trip_count + 1) ?? read.output.trip_count;
  return { ...read.output, trip_count: tripCount };
}

/** The parts of a sent declaration a new trip takes again (how the signature was stored does not matter). */
const REPEATED_CUSTOMS = v.object({
  trip: CustomsTrip,
  declarant: Declarant,
  contact: Contact,
  passengers: v.array(Passenger),
  signature: v.object({ printed_name: v.string() }),
});

/**
 * A new trip's customs declaration from the last trip's: how and from where the family travels, who
 * declares, the address here, the contacts and the same passengers, their ages on the new arrival day.
 * What belongs to one journey is asked again: the ten items and their quantities, the consent and the
 * signature. Undefined when what was sent no longer reads as a declaration.
 */
export function repeatCustoms(last: unknown, arrival: string): Partial<CustomsFormInput> | undefined {
  const read = v.safeParse(REPEATED_CUSTOMS, last);
  if (!read.success) return undefined;
  const { trip, declarant, contact, passengers, signature } = read.output;
  const travelling = passengers.map((passenger) => ({ ...passenger, age: ageOn(passenger.birth_date, arrival) ?? passenger.age }));
  return {
    ...blankCustoms(),
    trip: { ...trip, date_of_arrival: arrival },
    declarant: { ...declarant, family_count: travelling.length + 1 },
    contact,
    passengers: travelling,
    signature: unsignedSignature(signature.printed_name),
  };
}
