import { Trans } from "@lingui/react/macro";
import type { Visit } from "../../../api/my-logbook.ts";
import type { MyVisits } from "./use-my-visits.ts";
import { placeOf } from "./visit-place.ts";
import { useVisitTime } from "./visit-time.ts";
import "./logbook-home.css";

/**
 * The open visit's place and times with its Check out, on the logbook home and on the home's
 * logbook card alike; the button is the main way on only where the page says so.
 */
export function OpenVisitDetails({ visit, visits, primary }: { visit: Visit; visits: MyVisits; primary: boolean }) {
  const { time } = useVisitTime();
  const since = time(visit.attributes.started_at);
  const endsAt = time(visit.attributes.ends_at);
  return (
    <>
      <p className="open-visit-place">{placeOf(visit)}</p>
      <p className="logbook-muted">
        <Trans>
          Since {since}, ends at {endsAt}
        </Trans>
      </p>
      {visits.checkOutFailed && (
        <p className="error-text">
          <Trans>Check-out failed. You are still checked in.</Trans>
        </p>
      )}
      <button type="button" className={`button ${primary ? "primary" : "secondary"}`} onClick={visits.checkOut} disabled={visits.checkingOut}>
        {visits.checkingOut ? <Trans>Checking out...</Trans> : <Trans>Check out</Trans>}
      </button>
    </>
  );
}

/** The visits could not be loaded, with the way to ask again (both homes). */
export function VisitsLoadFailed({ visits }: { visits: MyVisits }) {
  return (
    <p className="error-text">
      <Trans>Your visits could not be loaded.</Trans>{" "}
      <button type="button" className="link-button" onClick={visits.reloadVisits}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}
