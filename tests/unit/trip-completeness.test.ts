import { describe, expect, it } from "vitest";
import { isTripComplete, SUBMITTED, tripForms } from "#domain/trips.ts";

type Status = typeof SUBMITTED | null;
const STATUSES: Status[] = [SUBMITTED, null];

/** Every combination of the four statuses, for a domestic and a non-domestic trip, in and out of pandemic mode. */
const combinations = STATUSES.flatMap((survey) =>
  STATUSES.flatMap((customs) =>
    STATUSES.flatMap((health) =>
      STATUSES.flatMap((attestation) =>
        [true, false].flatMap((isDomestic) =>
          [true, false].map((pandemicMode) => ({
            trip: {
              is_domestic: isDomestic,
              survey_status: survey,
              customs_status: customs,
              health_declaration_status: health,
              attestation_status: attestation,
            },
            pandemicMode,
          })),
        ),
      ),
    ),
  ),
);

describe("trip completeness (docs/product-spec.md, part 4)", () => {
  it("covers all 64 combinations", () => {
    expect(combinations).toHaveLength(64);
  });

  it.each(combinations)("%o", ({ trip, pandemicMode }) => {
    const declared = trip.survey_status === SUBMITTED && trip.customs_status === SUBMITTED;
    const healthPart = trip.health_declaration_status === SUBMITTED || trip.attestation_status === SUBMITTED;
    const expected = trip.is_domestic || !pandemicMode ? declared : declared && healthPart;
    expect(isTripComplete(trip, pandemicMode)).toBe(expected);
  });

  it("states the rule in plain cases", () => {
    const none = { survey_status: null, customs_status: null, health_declaration_status: null, attestation_status: null } as const;
    const declared = { ...none, survey_status: SUBMITTED, customs_status: SUBMITTED } as const;
    expect(isTripComplete({ ...declared, is_domestic: true }, true)).toBe(true);
    expect(isTripComplete({ ...declared, is_domestic: false }, true)).toBe(false);
    expect(isTripComplete({ ...declared, is_domestic: false, attestation_status: SUBMITTED }, true)).toBe(true);
    expect(isTripComplete({ ...declared, is_domestic: false, health_declaration_status: SUBMITTED }, true)).toBe(true);
    expect(isTripComplete({ ...declared, is_domestic: false }, false)).toBe(true);
    expect(
      isTripComplete({ ...none, survey_status: SUBMITTED, health_declaration_status: SUBMITTED, attestation_status: SUBMITTED, is_domestic: false }, true),
    ).toBe(false);
  });

  it("asks the health parts only of a non-domestic trip in pandemic mode", () => {
    expect(tripForms(false, true)).toEqual(["survey", "customs", "health_declaration", "attestation"]);
    expect(tripForms(true, true)).toEqual(["survey", "customs"]);
    expect(tripForms(false, false)).toEqual(["survey", "customs"]);
  });
});
