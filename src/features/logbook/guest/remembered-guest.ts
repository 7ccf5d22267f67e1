import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { GENDERS } from "#domain/genders.ts";
import type { CompanionDetails } from "#domain/logbook.ts";
import { LOCAL_KEYS, localStore } from "../../../lib/storage.ts";

/** The details a successful guest check-in leaves on this device (never the symptoms). */
const REQUIRED_TEXTS = ["name", "last_name", "mobile_number"] as const;
const OPTIONAL_TEXTS = ["middle_name", "email", "company_name", "region_code", "province_code", "municipality_code", "barangay_code", "purpose"] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isGender = (value: unknown): value is GuestDetails["gender"] => GENDERS.some((gender) => gender === value);

const MOST_COMPANIONS = 9;

/** The people remembered with the holder; anything that does not read as people makes the whole record unreadable. */
function toCompanions(stored: unknown): CompanionDetails[] | undefined {
  if (stored === undefined) return [];
  if (!Array.isArray(stored) || stored.length > MOST_COMPANIONS) return undefined;
  const companions: CompanionDetails[] = [];
  for (const person of stored) {
    if (!isObject(person) || typeof person.name !== "string" || typeof person.last_name !== "string") return undefined;
    if (!isGender(person.gender) || !Number.isInteger(person.age)) return undefined;
    companions.push({ name: person.name, middle_name: null, last_name: person.last_name, age: person.age as number, gender: person.gender });
  }
  return companions;
}

/**
 * Read on the first screen, so checked by hand rather than with the GuestCheckIn schema (valibot
 * is not on that screen): only what this device wrote after a check-in the server accepted is
 * stored, and the server validates the check-in made from it again.
 */
function toRememberedGuest(stored: unknown): GuestDetails | undefined {
  if (!isObject(stored) || !isGender(stored.gender) || !Number.isInteger(stored.age)) return undefined;
  const details: Record<string, unknown> = { age: stored.age, gender: stored.gender };
  for (const field of REQUIRED_TEXTS) {
    if (typeof stored[field] !== "string") return undefined;
    details[field] = stored[field];
  }
  for (const field of OPTIONAL_TEXTS) {
    const value = stored[field];
    if (value !== undefined && value !== null && typeof value !== "string") return undefined;
    if (value !== undefined) details[field] = value;
  }
  const companions = toCompanions(stored.companions);
  if (companions === undefined) return undefined;
  if (companions.length > 0) details.companions = companions;
  return details as GuestDetails;
}

/** The remembered guest, if one is stored and still reads as details. */
export function readRememberedGuest(): GuestDetails | undefined {
  const stored = localStore.get(LOCAL_KEYS.guestDetails);
  if (!stored) return undefined;
  try {
    return toRememberedGuest(JSON.parse(stored));
  } catch {
    return undefined;
  }
}

export function rememberGuest(details: GuestDetails): void {
  localStore.set(LOCAL_KEYS.guestDetails, JSON.stringify(details));
}

export function forgetGuest(): void {
  localStore.remove(LOCAL_KEYS.guestDetails);
}
