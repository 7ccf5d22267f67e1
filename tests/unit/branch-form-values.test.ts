import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { BranchForm, toBranchFormValues } from "../../src/features/establishment/branch-form-values.ts";

const empty = toBranchFormValues(undefined);

describe("the branch form's values", () => {
  it("starts empty with the default visit duration", () => {
    expect(empty).toEqual({ name: "", branch: "", label: "", address: "", visit_minutes: "120", latitude: "", longitude: "" });
  });

  it("reads numbers with commas removed and empty boxes as no number", () => {
    const result = v.safeParse(BranchForm, { ...empty, name: " Deli ", visit_minutes: "1,440", latitude: "15.2", longitude: "145.7" });
    expect(result.output).toEqual({ name: "Deli", branch: "", label: "", address: "", visit_minutes: 1440, latitude: 15.2, longitude: 145.7 });
    expect(v.parse(BranchForm, { ...empty, name: "Deli", visit_minutes: "" }).visit_minutes).toBe(120);
  });

  it("names the field of each mistake with the shared schema's message", () => {
    const issues = (values: Partial<typeof empty>) =>
      (v.safeParse(BranchForm, { ...empty, ...values }).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);
    expect(issues({ name: "" })).toEqual([["name", "The name is required."]]);
    expect(issues({ name: "Deli", visit_minutes: "ninety" })).toEqual([["visit_minutes", "The visit duration must be 5 to 1440 minutes."]]);
    expect(issues({ name: "Deli", latitude: "14.9" })).toEqual([["longitude", "Give both latitude and longitude, or neither."]]);
  });

  it("fills the form from a saved branch", () => {
    const saved = {
      name: "Deli",
      branch: "San Jose",
      label: "",
      logo: "",
      address: "",
      visit_minutes: 90,
      latitude: 14.96,
      longitude: null,
      qr_type: "ESTABLISHMENT",
      visitors_today: 3,
    };
    expect(toBranchFormValues(saved)).toEqual({ ...empty, name: "Deli", branch: "San Jose", visit_minutes: "90", latitude: "14.96" });
  });
});
