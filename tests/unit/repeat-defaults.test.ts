import { describe, expect, it } from "vitest";
import { CustomsForm } from "#domain/declarations/customs.ts";
import { repeatCustoms, repeatSurvey } from "../../src/features/trips/forms/repeat-defaults.ts";
import { customsForm, surveyForm } from "../support/trip-fixtures.ts";
import * as v from "valibot";

// What the server keeps and answers for a sent part: the shared schema's output.
const sentCustoms = () => v.parse(CustomsForm, customsForm());

describe("a new trip started from the last one (issue 29, item 2)", () => {
  it("takes the survey's answers again, one trip more, and never past the last choice", () => {
    expect(repeatSurvey(surveyForm({ trip_count: 2 }))).toEqual(surveyForm({ trip_count: 3 }));
    expect(repeatSurvey(surveyForm({ trip_count: 6 }))?.trip_count).toBe(6);
    expect(repeatSurvey({ visitor_type: "SOMETHING_ELSE" })).toBeUndefined();
  });

  it("takes the journey, the declarant, the contacts and the passengers again, their ages on the new day, and asks the items, consent and signature again", () => {
    const repeated = repeatCustoms(sentCustoms(), "2027-06-01");
    const last = sentCustoms();
    expect(repeated?.trip).toEqual({ ...last.trip, date_of_arrival: "2027-06-01" });
    expect(repeated?.declarant).toEqual({ ...last.declarant, family_count: 2 });
    expect(repeated?.contact).toEqual(last.contact);
    // Ken, born 5 May 2015, is 12 on 1 June 2027.
    expect(repeated?.passengers).toEqual([{ ...last.passengers[0], age: 12 }]);
    expect(repeated?.items).toBeUndefined();
    expect(repeated?.truthful_consent).toBeUndefined();
    // The wine and spirits of the last journey are not this one's: every quantity waits for its item's answer.
    expect(Object.values(repeated?.quantities ?? {})).toEqual(Array(6).fill(null));
    expect(repeated?.signature).toMatchObject({ image: "", printed_name: "MARIA SANTOS" });
  });

  it("starts from nothing when what was sent no longer reads as a declaration", () => {
    expect(repeatCustoms({ trip: {} }, "2027-06-01")).toBeUndefined();
    expect(repeatCustoms(undefined, "2027-06-01")).toBeUndefined();
  });
});
