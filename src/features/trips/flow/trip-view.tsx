import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import { resumeStep } from "../../../../machines/trip.machine.ts";
import { SUBMITTED, type TripForm, tripForms, type VisitHistory } from "#domain/trips.ts";
import { formatDateTime, formatDay } from "../../../lib/dates.ts";
import { TRAVEL_TYPE_LABELS, TRIP_FORM_LABELS } from "./trip-labels.ts";
import { ReviewStatus } from "./review-status.tsx";
import { TripEditForm } from "./trip-edit.tsx";
import { tripEditWithEffects } from "./trip-edit-effects.ts";
import { pathOf } from "./trip-pages.ts";
import { useTripEdit } from "./use-trip-edit.ts";

/** A reviewed trip says why it offers no edit and no delete, and what deleting health information does or, once done, when it was done (decision 059). */
function ReviewedNotice({ asksHealth, healthDeletedAt }: { asksHealth: boolean; healthDeletedAt: string | null }) {
  const { i18n } = useLingui();
  return (
    <div className="trip-reviewed" data-testid="trip-reviewed">
      <p>
        <Trans>A customs officer has reviewed this trip: what you declared can no longer be changed or deleted.</Trans>
      </p>
      {healthDeletedAt ? (
        <p>
          <Trans>
            You deleted your health information on {formatDateTime(healthDeletedAt, i18n.locale)}. This trip keeps its QR code and the customs decision; customs
            sees the day you deleted it.
          </Trans>
        </p>
      ) : (
        asksHealth && (
          <p>
            <Trans>
              You can still delete your health information. This trip keeps its QR code and the customs decision; customs will see that you deleted your health
              information, and on which day.
            </Trans>{" "}
            <Link to="/app/medical-records">
              <Trans>Delete my health information</Trans>
            </Link>
          </p>
        )
      )}
    </div>
  );
}

interface TripViewProps {
  trip: VisitHistory;
  pandemicMode: boolean;
  canDelete: boolean;
  deleting: boolean;
  failed: boolean;
  onDelete: () => void;
}

/** A trip: its travel type and arrival (changed here while pending), each part with its status (edit any), continue or its QR, delete. */
export function TripView({ trip: loaded, pandemicMode, canDelete, deleting, failed, onDelete }: TripViewProps) {
  const { t, i18n } = useLingui();
  const edit = useTripEdit(useActorRef(tripEditWithEffects, { input: { trip: loaded } }), loaded);
  const { trip } = edit;
  const { attributes } = trip;
  const forms = tripForms(attributes.is_domestic, pandemicMode);
  const stepPath = (step: TripForm | "records" | "qr") => pathOf({ name: "step", tripId: trip.id, step });
  const asksHealth = forms.includes("attestation");
  // What the officer judged stays as judged: no edit, no delete (the server refuses them too).
  const reviewed = attributes.status !== "PENDING";
  return (
    <div className="trip-view">
      <section className="home-card">
        <h2>
          <Trans>Your trip</Trans>
        </h2>
        {edit.editing ? (
          <TripEditForm edit={edit} />
        ) : (
          <>
            <dl className="trip-facts">
              <dt>
                <Trans>Travel type</Trans>
              </dt>
              <dd>{i18n._(TRAVEL_TYPE_LABELS[attributes.travel_type])}</dd>
              <dt>
                <Trans>Date of arrival</Trans>
              </dt>
              <dd>
                <time dateTime={attributes.date_of_arrival}>{formatDay(attributes.date_of_arrival, i18n.locale)}</time>
              </dd>
            </dl>
            {edit.canEdit && (
              <button type="button" className="button secondary small trip-edit-open" onClick={edit.open}>
                <Trans>Change travel type or date</Trans>
              </button>
            )}
          </>
        )}
      </section>
      {attributes.is_completed && <ReviewStatus trip={trip} />}
      <section className="home-card" aria-labelledby="trip-parts-title">
        <h2 id="trip-parts-title">
          <Trans>Parts</Trans>
        </h2>
        <ul className="trip-parts">
          {forms.map((form) => {
            const sent = attributes[`${form}_status`] === SUBMITTED;
            return (
              <li key={form} className={sent ? "sent" : undefined}>
                <span className="trip-part-name" id={`trip-part-${form}`}>
                  {i18n._(TRIP_FORM_LABELS[form])}
                </span>
                <span className="trip-part-status">{sent ? t`Submitted` : t`Not yet submitted`}</span>
                {!reviewed && (
                  <Link className="button secondary small" to={stepPath(form)} aria-describedby={`trip-part-${form}`}>
                    {sent ? t`Edit` : t`Fill in`}
                  </Link>
                )}
              </li>
            );
          })}
          {asksHealth && (
            <li>
              <span className="trip-part-name">{t`Medical records`}</span>
              <span className="trip-part-status" />
              <Link className="button secondary small" to={stepPath("records")}>
                {t`Open`}
              </Link>
            </li>
          )}
        </ul>
      </section>
      {/* While the trip is being changed, its form's Save is the one main action. */}
      {!edit.editing && (
        <div className="trip-actions">
          {attributes.is_completed ? (
            <Link className="button primary" to={stepPath("qr")}>
              <Trans>Show trip QR</Trans>
            </Link>
          ) : (
            <Link className="button primary" to={stepPath(resumeStep(trip, pandemicMode))}>
              <Trans>Continue</Trans>
            </Link>
          )}
          {failed && (
            <p className="trip-alert error" role="alert">
              <Trans>The trip could not be deleted. Please try again.</Trans>
            </p>
          )}
          {reviewed ? (
            <ReviewedNotice asksHealth={asksHealth} healthDeletedAt={trip.attributes.health_deleted_at} />
          ) : (
            <button type="button" className="button destructive" disabled={!canDelete} onClick={onDelete}>
              {deleting ? <Trans>Deleting…</Trans> : <Trans>Delete trip</Trans>}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
