import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { resumeStep } from "../../../machines/trip.machine.ts";
import { tripQrValue } from "#domain/trips.ts";
import { formatDay } from "../../lib/dates.ts";
import { ReviewStatus } from "./flow/review-status.tsx";
import { TripCodeLine } from "./qr/trip-code-line.tsx";
import { TRAVEL_TYPE_LABELS } from "./flow/trip-labels.ts";
import { pathOf } from "./flow/trip-pages.ts";
import { tripMachineWith } from "./trip-effects.ts";
import { OtherTrips, TripName } from "./other-trips.tsx";
import { useTrip } from "./use-trip.ts";
import "./trips.css";

const HOME = { name: "home" } as const;

/**
 * The signed-in home's trip area (docs/product-spec.md, part 4): create, resume, or the status and QR of
 * the trip that matters now (domain/trips-in-view.ts), with the other current trips listed below it.
 */
export function TripHomeArea() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [machine] = useState(() => tripMachineWith(navigate));
  const trip = useTrip(useActorRef(machine), HOME);
  const latest = trip.latest;

  switch (trip.screen) {
    case "homeNoTrip":
      return (
        <>
          <p>
            <Trans>You have no trip declared. Declare your trip before you travel to receive your trip QR code.</Trans>
          </p>
          <Link className="button primary" to={pathOf({ name: "new" })}>
            <Trans>Declare a trip</Trans>
          </Link>
        </>
      );
    case "homeIncomplete":
      return latest ? (
        <>
          <p>
            <Trans>
              Your trip ({i18n._(TRAVEL_TYPE_LABELS[latest.attributes.travel_type])}, arriving {formatDay(latest.attributes.date_of_arrival, i18n.locale)}) is
              not complete yet.
            </Trans>
          </p>
          <div className="button-row">
            <Link className="button primary" to={pathOf({ name: "step", tripId: latest.id, step: resumeStep(latest, trip.pandemicMode) })}>
              <Trans>Resume trip</Trans>
            </Link>
            <Link className="button secondary" to={pathOf({ name: "trip", tripId: latest.id })}>
              <Trans>View trip</Trans>
            </Link>
          </div>
          <OtherTrips trips={trip.others} pandemicMode={trip.pandemicMode} />
        </>
      ) : null;
    case "homeComplete":
      return latest ? (
        <>
          {trip.others.length > 0 && (
            <p className="home-trip-name">
              <TripName trip={latest} />
            </p>
          )}
          <ReviewStatus trip={latest} nested />
          {latest.attributes.qr_id && (
            <Link className="home-trip-qr" to={pathOf({ name: "step", tripId: latest.id, step: "qr" })} aria-label={t`Show trip QR`}>
              <QRCodeSVG value={tripQrValue(window.location.origin, latest.attributes.qr_id)} size={128} marginSize={2} />
            </Link>
          )}
          {latest.attributes.qr_id && <TripCodeLine qrId={latest.attributes.qr_id} compact />}
          <div className="button-row">
            <Link className="button primary" to={pathOf({ name: "step", tripId: latest.id, step: "qr" })}>
              <Trans>Show trip QR</Trans>
            </Link>
            <Link className="button secondary" to={pathOf({ name: "trip", tripId: latest.id })}>
              <Trans>View trip</Trans>
            </Link>
          </div>
          <OtherTrips trips={trip.others} pandemicMode={trip.pandemicMode} />
          <Link className="home-more" to={pathOf({ name: "new" })}>
            <Trans>Declare another trip</Trans>
          </Link>
        </>
      ) : null;
    case "loadFailed":
      return (
        <>
          <p role="alert">{t`Your trips could not be loaded.`}</p>
          <button type="button" className="button secondary" onClick={trip.retry}>
            <Trans>Try again</Trans>
          </button>
        </>
      );
    default:
      return (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      );
  }
}
