import { describe, expect, it } from "vitest";
import { TRAVEL_TYPES } from "#domain/declarations/enumerations.ts";
import { CITIZENSHIP_ANSWERS, needsCitizenship, TRIP_ORIGINS, travelTypeAnswers, travelTypeOf } from "#domain/travel-type.ts";

describe("the travel type from the two questions", () => {
  it("is domestic for a trip between the islands, whoever makes it", () => {
    expect(travelTypeOf("CITIZEN_OR_RESIDENT", "COMMONWEALTH")).toBe("DOMESTIC");
    expect(travelTypeOf("VISITOR", "COMMONWEALTH")).toBe("DOMESTIC");
  });

  it("is international for a trip from another country, whoever makes it", () => {
    expect(travelTypeOf("CITIZEN_OR_RESIDENT", "ABROAD")).toBe("INTERNATIONAL");
    expect(travelTypeOf("VISITOR", "ABROAD")).toBe("INTERNATIONAL");
  });

  it("tells a US citizen or resident from a foreign citizen on a trip from Guam or elsewhere in the United States", () => {
    expect(travelTypeOf("CITIZEN_OR_RESIDENT", "UNITED_STATES")).toBe("US_CITIZEN");
    expect(travelTypeOf("VISITOR", "UNITED_STATES")).toBe("FOREIGN_CITIZEN");
  });

  it("reaches each of the spec's four types", () => {
    const reached = new Set(CITIZENSHIP_ANSWERS.flatMap((citizenship) => TRIP_ORIGINS.map((origin) => travelTypeOf(citizenship, origin))));
    expect([...reached].sort()).toEqual([...TRAVEL_TYPES].sort());
  });

  it("gives back answers that make the same type again, for a trip being changed", () => {
    for (const travelType of TRAVEL_TYPES) {
      const { citizenship, origin } = travelTypeAnswers(travelType);
      for (const answer of citizenship ? [citizenship] : CITIZENSHIP_ANSWERS) expect(travelTypeOf(answer, origin)).toBe(travelType);
    }
    expect(travelTypeAnswers("DOMESTIC").citizenship).toBeUndefined();
    expect(travelTypeAnswers("INTERNATIONAL").citizenship).toBeUndefined();
  });

  it("needs the citizenship answer only for a trip from the United States", () => {
    expect(TRIP_ORIGINS.filter(needsCitizenship)).toEqual(["UNITED_STATES"]);
    expect(travelTypeOf(undefined, "COMMONWEALTH")).toBe("DOMESTIC");
    expect(travelTypeOf(undefined, "ABROAD")).toBe("INTERNATIONAL");
  });
});
