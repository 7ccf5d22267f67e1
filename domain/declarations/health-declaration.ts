import * as v from "valibot";
import { SymptomAnswer } from "../logbook.ts";
import { CHOOSE_ONE_MESSAGE } from "./survey.ts";
import { Signature } from "./signature.ts";
import { VACCINATION_EXCEPTIONS, VACCINATION_STATUSES } from "./enumerations.ts";

export const EXCEPTION_REQUIRED_MESSAGE = "Tick exactly one exception.";
export const PRIVACY_ACT_REQUIRED_MESSAGE = "You must agree to the Privacy Act statement.";

/**
 * docs/product-spec.md, part 5: symptoms at present or in the past 14 days, or NONE_OF_THE_ABOVE; kept in the
 * health store.
 */
export const HealthDeclarationForm = v.object({
  symptoms: SymptomAnswer,
  signature: Signature,
});
export type HealthDeclarationForm = v.InferOutput<typeof HealthDeclarationForm>;

/** Fully vaccinated, or not with exactly one exception ticked; the privacy-act agreement is required. */
export const AttestationForm = v.pipe(
  v.object({
    vaccination_status: v.picklist(VACCINATION_STATUSES, CHOOSE_ONE_MESSAGE),
    exceptions: v.array(v.picklist(VACCINATION_EXCEPTIONS, CHOOSE_ONE_MESSAGE)),
    privacy_act_agreement: v.literal(true, PRIVACY_ACT_REQUIRED_MESSAGE),
    signature: Signature,
  }),
  v.forward(
    v.check(
      (form) => (form.vaccination_status === "FULLY_VACCINATED" ? form.exceptions.length === 0 : form.exceptions.length === 1),
      EXCEPTION_REQUIRED_MESSAGE,
    ),
    ["exceptions"],
  ),
);
export type AttestationForm = v.InferOutput<typeof AttestationForm>;
