import type { BranchResource } from "#domain/establishments.ts";

/** A branch's attributes as the API answers them for one added with a name only (no logo, no place, the usual 120-minute visit), but for what `attributes` says. */
export function branchAttributes(attributes: Partial<BranchResource["attributes"]> = {}): BranchResource["attributes"] {
  return {
    name: "",
    branch: "",
    label: "",
    logo: "",
    address: "",
    visit_minutes: 120,
    latitude: null,
    longitude: null,
    qr_type: "ESTABLISHMENT",
    visitors_today: 0,
    ...attributes,
  };
}

/** A branch as the API answers it: see `branchAttributes`. */
export const branchResource = (id: string, attributes: Partial<BranchResource["attributes"]> = {}): BranchResource => ({
  id,
  type: "establishment",
  attributes: branchAttributes(attributes),
});
