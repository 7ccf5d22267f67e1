import * as v from "valibot";
import type { GuestDetails } from "../../../../machines/guest-logbook.machine.ts";
import { GuestCheckIn } from "../../../domain/logbook.ts";
import { LOCAL_KEYS, localStore } from "../../../lib/storage.ts";

/** The details a successful guest check-in leaves on this device (never the symptoms). */
const RememberedGuest = v.pick(GuestCheckIn, [
  "name",
  "middle_name",
  "last_name",
  "age",
  "gender",
  "mobile_number",
  "email",
  "company_name",
  "region_code",
  "province_code",
  "municipality_code",
  "barangay_code",
  "purpose",
]);

/** The remembered guest, if one is stored and still reads as valid details. */
export function readRememberedGuest(): GuestDetails | undefined {
  const stored = localStore.get(LOCAL_KEYS.guestDetails);
  if (!stored) return undefined;
  try {
    const result = v.safeParse(RememberedGuest, JSON.parse(stored));
    return result.success ? result.output : undefined;
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
