import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { usePageHeader } from "../../app/shell/page-header.ts";
import { CreateTripForm } from "./flow/create-trip-form.tsx";
import { FormStep } from "./flow/form-step.tsx";
import { RecordsStep } from "./flow/records-step.tsx";
import { pageOf } from "./flow/trip-pages.ts";
import { TripView } from "./flow/trip-view.tsx";
import { TripQrView } from "./qr/trip-qr-view.tsx";
import { tripMachineWith } from "./trip-effects.ts";
import { type TripScreen, useTrip } from "./use-trip.ts";
import "./trips.css";

const TITLES: Partial<Record<TripScreen, MessageDescriptor>> = {
  creating: msg`New trip`,
  records: msg`Medical records`,
  missingResult: msg`Medical records`,
  qr: msg`Trip QR`,
};

/** /app/trips/new, /app/trips/{id} and /app/trips/{id}/{step}: one machine while the traveller moves through them. */
export function TripsPage() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [machine] = useState(() => tripMachineWith(navigate));
  // The address decides the page, also on the browser's back and forward buttons.
  const page = useMemo(() => pageOf(location.pathname, new URLSearchParams(location.search)), [location.pathname, location.search]);
  const trip = useTrip(useActorRef(machine), page);
  usePageHeader({ title: TITLES[trip.screen] });

  switch (trip.screen) {
    case "loadFailed":
      return (
        <div className="page-message">
          <p role="alert">{trip.offline ? t`You seem to be offline. Please try again once you are back online.` : t`The trip could not be loaded.`}</p>
          <button type="button" className="button secondary" onClick={trip.retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    case "creating":
      return (
        <div className="trip-step">
          <p className="trip-note">
            <Trans>Declare your trip: choose how you travel and when you arrive. The survey and the customs declaration follow.</Trans>
          </p>
          {trip.offline && (
            <p className="trip-alert warning" role="alert">
              <Trans>You seem to be offline. Please try again once you are back online.</Trans>
            </p>
          )}
          <CreateTripForm creating={trip.creating} serverErrors={trip.serverErrors} lastTrip={trip.lastTrip} onCreate={trip.createTrip} />
        </div>
      );
    case "viewing":
      return trip.trip ? (
        <TripView
          trip={trip.trip}
          pandemicMode={trip.pandemicMode}
          canDelete={trip.canDelete}
          deleting={trip.deleting}
          failed={trip.failure !== undefined}
          onDelete={trip.deleteTrip}
        />
      ) : null;
    case "form":
      return trip.trip && trip.form ? (
        <FormStep
          trip={trip.trip}
          form={trip.form}
          pandemicMode={trip.pandemicMode}
          draft={trip.draft}
          submitted={trip.submitted}
          submitting={trip.submitting}
          failure={trip.failure}
          serverErrors={trip.serverErrors}
          onChange={trip.changeForm}
          onSubmit={trip.submitForm}
        />
      ) : null;
    case "records":
    case "missingResult":
      return trip.trip ? (
        <RecordsStep
          trip={trip.trip}
          pandemicMode={trip.pandemicMode}
          missingResult={trip.screen === "missingResult"}
          onContinue={trip.continueFromRecords}
          onContinueWithoutResult={trip.continueWithoutResult}
          onUploadResult={trip.uploadResult}
        />
      ) : null;
    case "qr":
      return trip.trip ? (
        <TripQrView
          trip={trip.trip}
          justCompleted={trip.justCompleted}
          isCurrentTrip={trip.isCurrentTrip}
          canDownload={trip.canDownload}
          downloading={trip.downloading}
          canEmail={trip.canEmail}
          sendingEmail={trip.sendingEmail}
          emailError={trip.serverErrors.email?.[0]}
          onDownload={trip.downloadQr}
          onEmail={trip.emailQr}
          onCopyLink={trip.copyLink}
        />
      ) : null;
    default:
      return (
        <p className="page-message" role="status">
          <Trans>Loading...</Trans>
        </p>
      );
  }
}
