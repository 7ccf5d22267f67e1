import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { familyFormSchema } from "../../src/features/profile/family-form-values.ts";
import { type ProfileFormValues, profileFormSchema } from "../../src/features/profile/profile-form-values.ts";

const messages = { required: "Required", invalidDate: "Enter a valid date.", futureDate: "The date cannot be in the future." };

const filled: ProfileFormValues = {
  photo_url: "",
  passport_country: "JP",
  passport: " tk1234567 ",
  name: " ana ",
  middle_name: "",
  last_name: "cruz",
  gender: "FEMALE",
  birth_date: "1990-04-01",
  region_code: "CNMI",
  province_code: "SPN",
  municipality_code: "69110",
  barangay_code: "",
  company_name: "  ",
};

/** Each field's message as the form's resolver shows it (the first check that fails). */
function firstIssues(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
}

describe("profile form", () => {
  it("turns what was typed into docs/product-spec.md, part 3's save payload: names and passport upper-case, empty fields null", () => {
    expect(v.parse(profileFormSchema(messages), filled)).toEqual({
      photo_url: null,
      passport_country: "JP",
      passport: "TK1234567",
      name: "ANA",
      middle_name: null,
      last_name: "CRUZ",
      gender: "FEMALE",
      birth_date: "1990-04-01",
      region_code: "CNMI",
      province_code: "SPN",
      municipality_code: "69110",
      barangay_code: null,
      company_name: null,
    });
  });

  it("requires the first and last name, the gender and a past birth date", () => {
    const empty = { ...filled, name: " ", last_name: "", gender: "", birth_date: "" };
    expect(firstIssues(profileFormSchema(messages), empty)).toEqual({
      name: "Required",
      last_name: "Required",
      gender: "Required",
      birth_date: "Required",
    });
    expect(firstIssues(profileFormSchema(messages), { ...filled, birth_date: "2999-01-01" })).toEqual({
      birth_date: "The date cannot be in the future.",
    });
  });
});

describe("family form", () => {
  const member = { first_name: "leo", middle_name: "", last_name: "cruz", birth_date: "2015-06-30", gender: "MALE", passport: "", passport_country: "" };

  it("sends each member upper-case with empty fields null", () => {
    expect(v.parse(familyFormSchema(messages), { families: [member] })).toEqual({
      families: [{ first_name: "LEO", middle_name: null, last_name: "CRUZ", birth_date: "2015-06-30", gender: "MALE", passport: null, passport_country: null }],
    });
  });

  it("takes at most 7 members and names the field of a member that is missing", () => {
    expect(v.is(familyFormSchema(messages), { families: Array.from({ length: 7 }, () => member) })).toBe(true);
    expect(v.is(familyFormSchema(messages), { families: Array.from({ length: 8 }, () => member) })).toBe(false);
    expect(firstIssues(familyFormSchema(messages), { families: [member, { ...member, gender: "" }] })).toEqual({ "families.1.gender": "Required" });
  });
});
