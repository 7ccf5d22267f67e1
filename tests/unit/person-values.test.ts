import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { age, birthDate, type PersonValues, personEntries, toPersonPayload, toPersonValues } from "../../src/ui/forms/person-values.ts";

const messages = {
  required: "Required",
  invalidAge: "Enter the age in whole years.",
  invalidDate: "Enter a valid date.",
  futureDate: "The date cannot be in the future.",
};

const typed: PersonValues = {
  ...toPersonValues({}),
  name: " ana ",
  last_name: "dela cruz",
  gender: "FEMALE",
  company_name: "  ",
  region_code: "CNMI",
  municipality_code: "69110",
};

/** The message of the first check that fails. */
const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input, { abortPipeEarly: true }).issues?.[0].message;

/** Each field's message as a form's resolver shows it (the first check that fails). */
function firstIssues(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
}

describe("person values", () => {
  it("turn what was typed into the payloads' person: names upper-case, empty fields null", () => {
    expect(toPersonPayload(typed)).toEqual({
      name: "ANA",
      middle_name: null,
      last_name: "DELA CRUZ",
      gender: "FEMALE",
      company_name: null,
      region_code: "CNMI",
      province_code: null,
      municipality_code: "69110",
      barangay_code: null,
    });
  });

  it("show a saved person as typed, a missing or null field empty", () => {
    expect(toPersonValues({ name: "ANA", middle_name: null, last_name: "DELA CRUZ", gender: "FEMALE", municipality_code: "69110" })).toEqual({
      name: "ANA",
      middle_name: "",
      last_name: "DELA CRUZ",
      gender: "FEMALE",
      company_name: "",
      region_code: "",
      province_code: "",
      municipality_code: "69110",
      barangay_code: "",
    });
  });

  it("require the first and last name and the gender", () => {
    expect(firstIssues(v.object(personEntries(messages)), { ...typed, name: " ", last_name: "", gender: "" })).toEqual({
      name: "Required",
      last_name: "Required",
      gender: "Required",
    });
  });

  it("take an age in whole years up to the oldest there is, and a birth date that is past", () => {
    expect(firstMessage(age(messages), "")).toBe("Required");
    expect(firstMessage(age(messages), "3.5")).toBe("Enter the age in whole years.");
    expect(firstMessage(age(messages), "131")).toBe("Enter the age in whole years.");
    expect(v.is(age(messages), "34")).toBe(true);
    expect(firstMessage(birthDate(messages), "")).toBe("Required");
    expect(firstMessage(birthDate(messages), "2999-01-01")).toBe("The date cannot be in the future.");
    expect(v.is(birthDate(messages), "1990-04-01")).toBe(true);
  });
});
