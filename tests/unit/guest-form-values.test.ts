import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { toGuestCheckIn } from "../../machines/guest-logbook.machine.ts";
import { GuestCheckIn } from "#domain/logbook.ts";
import { emptyGuestForm, type GuestFormValues, guestFormSchema, toGuestFormValues } from "../../src/features/logbook/guest/guest-form-values.ts";

const messages = {
  required: "Required",
  invalidAge: "Enter the age in whole years.",
  invalidPhone: "Mobile Phones is Invalid",
  invalidEmail: "Invalid Email",
  samePersonTwice: "Each person checks in once: two people here have the same name.",
};
const schema = guestFormSchema(messages);

const typed: GuestFormValues = {
  ...emptyGuestForm(),
  name: " ana ",
  last_name: "dela cruz",
  age: "34",
  gender: "FEMALE",
  phone: { region: "PH", digits: "9171234567" },
  email: " ana@example.com ",
  municipality_code: "69110",
  purpose: "Business",
};

/** Each field's message as the form's resolver shows it (the first check that fails). */
function firstIssues(input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  return Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));
}

describe("guest form", () => {
  it("turns what was typed into the check-in details: names upper-case, the number with its country code, empty fields null", () => {
    const details = v.parse(schema, typed);
    expect(details).toEqual({
      name: "ANA",
      middle_name: null,
      last_name: "DELA CRUZ",
      age: 34,
      gender: "FEMALE",
      mobile_number: "+639171234567",
      email: "ana@example.com",
      company_name: null,
      region_code: null,
      province_code: null,
      municipality_code: "69110",
      barangay_code: null,
      purpose: "Business",
    });
    // What the form gives is a check-in the API accepts.
    const payload = toGuestCheckIn({ uuid: "0b9f4a4e-4a43-4d1e-9a4e-2f1d6c8b7a10" }, details, [[]]);
    expect(v.safeParse(GuestCheckIn, payload).issues).toBeUndefined();
    // Edit shows the remembered details as they were typed, the phone in its region.
    expect(toGuestFormValues(details)).toEqual({ ...typed, name: "ANA", last_name: "DELA CRUZ", email: "ana@example.com" });
  });

  it("checks people in with the holder: their own required fields, never the same person twice, their details kept for Edit", () => {
    const family: GuestFormValues = {
      ...typed,
      companions: [
        { name: " tito ", last_name: "dela cruz", age: "7", gender: "MALE" },
        { name: "lola", last_name: "dela cruz", age: "81", gender: "FEMALE" },
      ],
    };
    const details = v.parse(schema, family);
    expect(details.companions).toEqual([
      { name: "TITO", middle_name: null, last_name: "DELA CRUZ", age: 7, gender: "MALE" },
      { name: "LOLA", middle_name: null, last_name: "DELA CRUZ", age: 81, gender: "FEMALE" },
    ]);
    const payload = toGuestCheckIn({ uuid: "0b9f4a4e-4a43-4d1e-9a4e-2f1d6c8b7a10" }, details, [[], ["FEVER"], null]);
    expect(v.safeParse(GuestCheckIn, payload).issues).toBeUndefined();
    expect(payload.companions?.map((companion) => companion.symptoms)).toEqual([["FEVER"], ["NONE_OF_THE_ABOVE"]]);
    expect(toGuestFormValues(details).companions).toEqual([
      { name: "TITO", last_name: "DELA CRUZ", age: "7", gender: "MALE" },
      { name: "LOLA", last_name: "DELA CRUZ", age: "81", gender: "FEMALE" },
    ]);
    expect(firstIssues({ ...typed, companions: [{ name: "", last_name: "", age: "x", gender: "" }] })).toEqual({
      "companions.0.name": "Required",
      "companions.0.last_name": "Required",
      "companions.0.age": "Enter the age in whole years.",
      "companions.0.gender": "Required",
    });
    expect(firstIssues({ ...typed, companions: [{ name: "Aña", last_name: " Dela  Cruz", age: "5", gender: "FEMALE" }] })).toEqual({
      companions: "Each person checks in once: two people here have the same name.",
    });
  });

  it("names every missing required field", () => {
    expect(firstIssues(emptyGuestForm())).toEqual({
      name: "Required",
      last_name: "Required",
      age: "Required",
      gender: "Required",
      "phone.digits": "Required",
    });
  });

  it("refuses an age that is not a whole number, a number that does not fit its region and a malformed e-mail address", () => {
    expect(firstIssues({ ...typed, age: "3.5", phone: { region: "US", digits: "12345" }, email: "ana@example" })).toEqual({
      age: "Enter the age in whole years.",
      phone: "Mobile Phones is Invalid",
      email: "Invalid Email",
    });
    expect(firstIssues({ ...typed, age: "131" })).toEqual({ age: "Enter the age in whole years." });
  });
});
