import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { resumeStep } from "../../../machines/trip.machine.ts";
import type { VisitHistory } from "#domain/trips.ts";
import { formatDay } from "../../lib/dates.ts";
import { REVIEW_STATUS_LABELS, TRAVEL_TYPE_LABELS } from "./flow/trip-labels.ts";
import { pathOf } from "./flow/trip-pages.ts";

/** Which trip a line or a card is about: its travel type and arrival day. */
export function TripName({ trip }: { trip: VisitHistory }) {
  const { i18n } = useLingui();
  const type = i18n._(TRAVEL_TYPE_LABELS[trip.attributes.travel_type]);
  const day = formatDay(trip.attributes.date_of_arrival, i18n.locale);
  return (
    <Trans>
      {type}, arriving {day}
    </Trans>
  );
}

/** The home's other current trips (issue 29.3): each with its status and its way on, the QR of a complete one or resuming a draft. */
export function OtherTrips({ trips, pandemicMode }: { trips: readonly VisitHistory[]; pandemicMode: boolean }) {
  const { i18n } = useLingui();
  if (trips.length === 0) return null;
  return (
    <section className="home-other-trips" aria-labelledby="other-trips-title">
      <h3 id="other-trips-title">
        <Trans>Your other trips</Trans>
      </h3>
      <ul>
        {trips.map((trip) => (
          <li key={trip.id}>
            <span className="home-other-trip-name">
              <TripName trip={trip} />
            </span>
            {trip.attributes.is_completed ? (
              <>
                <span className="home-other-trip-status">
                  <Trans>Complete · {i18n._(REVIEW_STATUS_LABELS[trip.attributes.status])}</Trans>
                </span>
                <Link to={pathOf({ name: "step", tripId: trip.id, step: "qr" })}>
                  <Trans>Show trip QR</Trans>
                </Link>
              </>
            ) : (
              <>
                <span className="home-other-trip-status">
                  <Trans>Not complete yet</Trans>
                </span>
                <Link to={pathOf({ name: "step", tripId: trip.id, step: resumeStep(trip, pandemicMode) })}>
                  <Trans>Resume trip</Trans>
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
