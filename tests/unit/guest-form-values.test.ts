import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { toGuestCheckIn } from "../../machines/guest-logbook.machine.ts";
import { GuestCheckIn } from "../../src/domain/logbook.ts";
import {
  emptyGuestForm,
  type GuestFormValues,
  guestFormSchema,
  toGuestFormValues,
} from "../../src/features/logbook/guest/guest-form-values.ts";

const messages = { required: "Required", invalidAge: "Enter the age in whole years.", invalidPhone: "Mobile Phones is Invalid", invalidEmail: "Invalid Email" };
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
    const payload = toGuestCheckIn({ uuid: "0b9f4a4e-4a43-4d1e-9a4e-2f1d6c8b7a10" }, details, ["NONE_OF_THE_ABOVE"]);
    expect(v.safeParse(GuestCheckIn, payload).issues).toBeUndefined();
    // Edit shows the remembered details as they were typed, the phone in its region.
    expect(toGuestFormValues(details)).toEqual({ ...typed, name: "ANA", last_name: "DELA CRUZ", email: "ana@example.com" });
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
