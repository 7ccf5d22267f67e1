import type * as v from "valibot";
import type { Profile } from "#domain/accounts.ts";
import type { VACCINATION_EXCEPTIONS } from "#domain/declarations/enumerations.ts";
import type { AttestationForm } from "#domain/declarations/health-declaration.ts";
import type { VisitHistoryAttributes } from "#domain/trips.ts";
import { profileSignature } from "./health-declaration-values.ts";

export type AttestationInput = v.InferInput<typeof AttestationForm>;
export type VaccinationException = (typeof VACCINATION_EXCEPTIONS)[number];

/** No status chosen, nothing ticked, the privacy statement not yet agreed to. */
export function attestationDefaults(profile: Profile | undefined, _trip: VisitHistoryAttributes): Partial<AttestationInput> {
  return { exceptions: [], signature: profileSignature(profile) };
}

/** docs/product-spec.md, part 5: only one exception box may be ticked; ticking one unticks the others. */
export function toggleException(ticked: readonly VaccinationException[], exception: VaccinationException): VaccinationException[] {
  return ticked.includes(exception) ? [] : [exception];
}

/** A fully vaccinated traveller claims no exception. */
export function exceptionsForStatus(status: string, ticked: readonly VaccinationException[]): VaccinationException[] {
  return status === "FULLY_VACCINATED" ? [] : [...ticked];
}
