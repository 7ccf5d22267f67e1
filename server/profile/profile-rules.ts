import type { FamilyMember, SaveProfile } from "#domain/accounts.ts";
import { ADDRESS_FIELDS, ADDRESS_LEVEL_NAMES, ADDRESS_LEVELS } from "#domain/addresses.ts";
import { uploadIdOf } from "#domain/uploads.ts";
import { findAddresses } from "../reference-data/address-queries.ts";
import type { Db } from "../db/connection.ts";
import type { UserRow } from "./profile-queries.ts";
import { findOwnUpload } from "../uploads/upload-queries.ts";
import type { FieldError } from "../http/field-errors.ts";

type AddressCodes = Pick<SaveProfile, (typeof ADDRESS_FIELDS)[keyof typeof ADDRESS_FIELDS]>;

/**
 * Each code must name an address of its level, and belong to the code above it; a lower level
 * needs the levels above it (a village without its municipality says nothing certain).
 */
export async function addressErrors(db: Db, codes: AddressCodes): Promise<FieldError[]> {
  const chain = ADDRESS_LEVELS.map((level) => ({ level, field: ADDRESS_FIELDS[level], code: codes[ADDRESS_FIELDS[level]] ?? null }));
  const found = await findAddresses(
    db,
    chain.flatMap((link) => (link.code ? [link.code] : [])),
  );
  const errors: FieldError[] = [];
  let parent: (typeof chain)[number] | undefined;
  let parentValid = true;
  for (const link of chain) {
    const name = ADDRESS_LEVEL_NAMES[link.level];
    const address = link.code ? found.get(link.code) : undefined;
    const valid = address !== undefined && address.level === link.level;
    if (link.code && !valid) errors.push([link.field, `Select a valid ${name}.`]);
    if (link.code && parent && !parent.code) errors.push([parent.field, `Select the ${ADDRESS_LEVEL_NAMES[parent.level]} of this ${name}.`]);
    if (valid && parent?.code && parentValid && address.parent_code !== parent.code) {
      errors.push([link.field, `This ${name} is not in the selected ${ADDRESS_LEVEL_NAMES[parent.level]}.`]);
    }
    parent = link;
    parentValid = !link.code || valid;
  }
  return errors;
}

/**
 * Sign-in finds the account by its e-mail address or mobile number, so writing one that no code
 * proved would let a stranger's later sign-in land in this account. The form may repeat the
 * account's own; anything else gets one answer, whether or not another account holds it.
 */
const IDENTITY_MESSAGES = {
  email: "The sign-in e-mail address cannot be changed here.",
  mobile_number: "The sign-in mobile number cannot be changed here.",
} as const;

export function identityErrors(account: Pick<UserRow, "email" | "mobile_number">, profile: Pick<SaveProfile, "email" | "mobile_number">): FieldError[] {
  return (["email", "mobile_number"] as const).flatMap((column): FieldError[] => {
    const value = profile[column];
    return value && value !== account[column] ? [[column, IDENTITY_MESSAGES[column]]] : [];
  });
}

/** A profile photo must be an image this account uploaded ('name::url' from POST /api/v1/uploads). */
export async function photoErrors(db: Db, userId: string, photoUrl: string | null | undefined): Promise<FieldError[]> {
  if (!photoUrl) return [];
  const id = uploadIdOf(photoUrl);
  const upload = id && (await findOwnUpload(db, userId, id));
  return upload ? [] : [["photo_url", "Upload the photo first, then save the profile."]];
}

export function birthDateErrors(field: string, birthDate: string, today: Date): FieldError[] {
  return birthDate > today.toISOString().slice(0, 10) ? [[field, "The birth date cannot be in the future."]] : [];
}

export function familyErrors(members: readonly FamilyMember[], today: Date): FieldError[] {
  return members.flatMap((member, index) => birthDateErrors(`families.${index}.birth_date`, member.birth_date, today));
}
