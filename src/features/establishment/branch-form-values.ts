import * as v from "valibot";
import { type BranchAttributes, BranchInput, VISIT_MINUTES } from "#domain/establishments.ts";

type BranchInputValues = v.InferInput<typeof BranchInput>;

/** What the branch form's inputs hold: text, numbers included. */
export interface BranchFormValues {
  name: string;
  branch: string;
  label: string;
  address: string;
  visit_minutes: string;
  latitude: string;
  longitude: string;
}

/** docs/product-spec.md, part 5: numbers parse by removing commas; an empty box is no number. */
function numberOrNull(text: string): number | null {
  const bare = text.trim().replaceAll(",", "");
  return bare === "" ? null : Number(bare);
}

/** The form's text, read as the shared BranchInput contract; its errors name the form's fields. */
export const BranchForm = v.pipe(
  v.object({
    name: v.string(),
    branch: v.string(),
    label: v.string(),
    address: v.string(),
    visit_minutes: v.string(),
    latitude: v.string(),
    longitude: v.string(),
  }),
  v.transform(
    (values): BranchInputValues => ({
      ...values,
      visit_minutes: numberOrNull(values.visit_minutes) ?? VISIT_MINUTES.default,
      latitude: numberOrNull(values.latitude),
      longitude: numberOrNull(values.longitude),
    }),
  ),
  BranchInput,
);

export function toBranchFormValues(branch: BranchAttributes | undefined): BranchFormValues {
  return {
    name: branch?.name ?? "",
    branch: branch?.branch ?? "",
    label: branch?.label ?? "",
    address: branch?.address ?? "",
    visit_minutes: String(branch?.visit_minutes ?? VISIT_MINUTES.default),
    latitude: branch?.latitude === null || branch?.latitude === undefined ? "" : String(branch.latitude),
    longitude: branch?.longitude === null || branch?.longitude === undefined ? "" : String(branch.longitude),
  };
}
