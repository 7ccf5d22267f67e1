import type * as v from "valibot";
import type { Profile } from "#domain/accounts.ts";
import type { HealthDeclarationForm } from "#domain/declarations/health-declaration.ts";
import { NONE_OF_THE_ABOVE } from "#domain/symptom-codes.ts";
import type { VisitHistoryAttributes } from "#domain/trips.ts";
import { type SignatureInput, unsignedSignature } from "../forms/signature-field.tsx";

export type HealthDeclarationInput = v.InferInput<typeof HealthDeclarationForm>;

/** Not signed yet: today's date and the profile's full name, as on the passport. */
export function profileSignature(profile: Profile | undefined): SignatureInput {
  return unsignedSignature([profile?.first_name ?? profile?.name, profile?.middle_name, profile?.last_name].filter(Boolean).join(" "));
}

/** Nothing is ticked at first: the traveller answers the question themselves. The trip adds nothing here. */
export function healthDeclarationDefaults(profile: Profile | undefined, _trip: VisitHistoryAttributes): Partial<HealthDeclarationInput> {
  return { signature: profileSignature(profile) };
}

/** The checklist's selection for an answer: null when nothing is chosen, [] for none of the above. */
export function chosenSymptoms(answer: readonly string[] | undefined): string[] | null {
  if (!answer || answer.length === 0) return null;
  return answer.includes(NONE_OF_THE_ABOVE) ? [] : [...answer];
}
