import { type ComponentType, lazy } from "react";
import type { FormValues } from "../../../../machines/trip.machine.ts";
import type { Profile } from "#domain/accounts.ts";
import type { TripForm, VisitHistoryAttributes } from "#domain/trips.ts";
import type { DeclarationFormProps } from "../forms/declaration-form-props.ts";

/** What the flow holds for a form step; the form picks its starting values from it. */
export interface StepFormProps extends Omit<DeclarationFormProps<FormValues, FormValues>, "initialValues" | "family"> {
  draft: FormValues | undefined;
  submitted: FormValues | undefined;
  profile: Profile | undefined;
  trip: VisitHistoryAttributes;
}

interface FormModule {
  Form: ComponentType<DeclarationFormProps<FormValues, FormValues>>;
  defaults: (profile: Profile | undefined, trip: VisitHistoryAttributes) => FormValues;
}

/**
 * Each form's code loads with its step. The flow keeps values as plain records and each form's own
 * schema checks them, hence the one widening here.
 */
function stepForm(load: () => Promise<FormModule>) {
  return lazy(async () => {
    const { Form, defaults } = await load();
    function StepForm({ draft, submitted, profile, trip, ...props }: StepFormProps) {
      return <Form {...props} family={profile?.families ?? []} initialValues={draft ?? submitted ?? defaults(profile, trip)} />;
    }
    return { default: StepForm };
  });
}

/** Checks that a form and its defaults agree on the form's values, then widens them for the flow. */
function formModule<Input, Output>(
  Form: ComponentType<DeclarationFormProps<Input, Output>>,
  defaults: (profile: Profile | undefined, trip: VisitHistoryAttributes) => Partial<Input>,
): FormModule {
  return { Form, defaults } as unknown as FormModule;
}

export const STEP_FORMS: Record<TripForm, ComponentType<StepFormProps>> = {
  survey: stepForm(() => import("../forms/survey-form.tsx").then((module) => formModule(module.SurveyForm, module.surveyDefaults))),
  customs: stepForm(() => import("../forms/customs-form.tsx").then((module) => formModule(module.CustomsForm, module.customsDefaults))),
  health_declaration: stepForm(() =>
    import("../health/health-declaration-form.tsx").then((module) => formModule(module.HealthDeclarationForm, module.healthDeclarationDefaults)),
  ),
  attestation: stepForm(() => import("../health/attestation-form.tsx").then((module) => formModule(module.AttestationForm, module.attestationDefaults))),
};
