import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import type { CallFailure } from "../../../../machines/call-failure.ts";
import type { FormValues } from "../../../../machines/trip.machine.ts";
import { useFailureText } from "../../../ui/use-failure-text.ts";
import { useFormProfile } from "../../../app/session/use-profile.ts";
import type { TripForm, VisitHistory } from "#domain/trips.ts";
import { FlowSteps } from "./flow-steps.tsx";
import { useLeaveGuard } from "./leave-guard.ts";
import { STEP_FORMS } from "./step-forms.tsx";
import { TRIP_FORM_LABELS } from "./trip-labels.ts";

interface FormStepProps {
  trip: VisitHistory;
  form: TripForm;
  pandemicMode: boolean;
  draft: FormValues | undefined;
  submitted: FormValues | undefined;
  submitting: boolean;
  failure: CallFailure | undefined;
  serverErrors: Record<string, string[]>;
  onChange: (values: FormValues) => void;
  onSubmit: (values: FormValues) => void;
}

/** One part of the trip: its form, what went wrong with the last submit, and the question before leaving it unsent. */
export function FormStep({ trip, form, pandemicMode, draft, submitted, submitting, failure, serverErrors, onChange, onSubmit }: FormStepProps) {
  const { t, i18n } = useLingui();
  const { profile } = useFormProfile();
  useLeaveGuard(draft !== undefined, t`What you typed has not been submitted. It stays on this device until you submit it. Leave this page?`);
  const Form = STEP_FORMS[form];
  return (
    <div className="trip-step">
      <FlowSteps trip={trip} pandemicMode={pandemicMode} current={form} />
      <h2 className="trip-step-title">{i18n._(TRIP_FORM_LABELS[form])}</h2>
      {submitted && !draft && (
        <p className="trip-note">
          <Trans>You sent this part before. Change what you need and submit it again.</Trans>
        </p>
      )}
      {failure && <SubmitFailure failure={failure} />}
      <Suspense
        fallback={
          <p className="page-message" role="status">
            <Trans>Loading...</Trans>
          </p>
        }
      >
        <Form
          key={`${trip.id}:${form}`}
          draft={draft}
          submitted={submitted}
          profile={profile}
          trip={trip.attributes}
          onChange={onChange}
          onSubmit={onSubmit}
          submitting={submitting}
          serverErrors={serverErrors}
        />
      </Suspense>
    </div>
  );
}

function SubmitFailure({ failure }: { failure: CallFailure }) {
  const { t } = useLingui();
  const failureText = useFailureText();
  if (failure.status === 0) {
    return (
      <p className="trip-alert warning" role="alert">
        <Trans>You seem to be offline. What you typed is kept on this device: submit again once you are back online.</Trans>
      </p>
    );
  }
  if (failure.status === 422) {
    // The fields' own messages are listed by the form's error summary.
    return Object.keys(failure.fieldErrors ?? {}).length > 0 ? null : (
      <p className="trip-alert error" role="alert">
        <Trans>Please check the fields marked below.</Trans>
      </p>
    );
  }
  return (
    <p className="trip-alert error" role="alert">
      {failureText(failure, t`Your form could not be sent. What you typed is kept: please try again.`)}
    </p>
  );
}
