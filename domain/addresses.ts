import * as v from "valibot";

/**
 * The address hierarchy of the commonwealth, as the profile and the logbook store it:
 * region (the commonwealth) → province (an island) → municipality → barangay (a village).
 * The names of the levels are the payload's field names (region_code … barangay_code).
 */
export const ADDRESS_LEVELS = ["region", "province", "municipality", "barangay"] as const;
export type AddressLevel = (typeof ADDRESS_LEVELS)[number];

/** The profile field that holds a code of each level, top first. */
export const ADDRESS_FIELDS = {
  region: "region_code",
  province: "province_code",
  municipality: "municipality_code",
  barangay: "barangay_code",
} as const satisfies Record<AddressLevel, string>;

export const ADDRESS_LEVEL_NAMES: Record<AddressLevel, string> = {
  region: "region",
  province: "island",
  municipality: "municipality",
  barangay: "village",
};

export function parentLevel(level: AddressLevel): AddressLevel | undefined {
  return ADDRESS_LEVELS[ADDRESS_LEVELS.indexOf(level) - 1];
}

export const AddressAttributes = v.object({
  code: v.string(),
  name: v.string(),
  level: v.picklist(ADDRESS_LEVELS),
  parent_code: v.nullable(v.string()),
});
export type AddressAttributes = v.InferOutput<typeof AddressAttributes>;

/** GET /api/v1/addresses: the addresses of one level, optionally only the children of one parent. */
const CHOOSE_LEVEL = "Choose a level: region, province, municipality or barangay.";
export const AddressQuery = v.object(
  {
    level: v.picklist(ADDRESS_LEVELS, CHOOSE_LEVEL),
    parent: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, "Give a parent code or leave it out."), v.maxLength(20, "No address has this code."))),
  },
  CHOOSE_LEVEL,
);
export type AddressQuery = v.InferOutput<typeof AddressQuery>;

/** "Garapan, Saipan, Northern Mariana Islands": village first, a name repeated by the level above is said once. */
export function fullAddress(namesTopFirst: readonly string[]): string | null {
  const names = namesTopFirst.filter((name, index) => name !== namesTopFirst[index - 1]);
  return names.length ? names.reverse().join(", ") : null;
}
