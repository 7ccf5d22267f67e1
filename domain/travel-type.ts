import type { TravelType } from "./declarations/enumerations.ts";

/**
 * The travel type (docs/product-spec.md, part 2's four) asked as two plain questions rather than named: whether the
 * traveller is a US citizen or a resident of the commonwealth, and where the trip comes from.
 */
export const CITIZENSHIP_ANSWERS = ["CITIZEN_OR_RESIDENT", "VISITOR"] as const;
export type CitizenshipAnswer = (typeof CITIZENSHIP_ANSWERS)[number];

export const TRIP_ORIGINS = ["COMMONWEALTH", "UNITED_STATES", "ABROAD"] as const;
export type TripOrigin = (typeof TRIP_ORIGINS)[number];

/**
 * A trip between the islands is domestic and one from another country international, whoever
 * makes it; from Guam or elsewhere in the United States, citizenship tells a US citizen (or
 * resident) from a foreign citizen, the one case where it changes what the border asks.
 */
export function travelTypeOf(citizenship: CitizenshipAnswer | undefined, origin: TripOrigin): TravelType {
  if (origin === "COMMONWEALTH") return "DOMESTIC";
  if (origin === "ABROAD") return "INTERNATIONAL";
  return citizenship === "CITIZEN_OR_RESIDENT" ? "US_CITIZEN" : "FOREIGN_CITIZEN";
}

/** Only a trip from the United States needs the citizenship answer to tell its type. */
export const needsCitizenship = (origin: TripOrigin | undefined): boolean => origin === "UNITED_STATES";

/** The answers that give a travel type, to ask about a trip already made; a domestic or international one says nothing of citizenship. */
export function travelTypeAnswers(travelType: TravelType): { citizenship?: CitizenshipAnswer; origin: TripOrigin } {
  switch (travelType) {
    case "DOMESTIC":
      return { origin: "COMMONWEALTH" };
    case "INTERNATIONAL":
      return { origin: "ABROAD" };
    case "US_CITIZEN":
      return { citizenship: "CITIZEN_OR_RESIDENT", origin: "UNITED_STATES" };
    case "FOREIGN_CITIZEN":
      return { citizenship: "VISITOR", origin: "UNITED_STATES" };
  }
}
