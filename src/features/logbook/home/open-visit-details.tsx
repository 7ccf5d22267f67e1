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

/**
 * A check-in the door refused, still running (issue 29.5): said as refused with what to do, on both
 * homes, and never with a Check out, since the person never went in.
 */
export function RefusedVisit({ visit, className }: { visit: Visit; className: string }) {
  return (
    <section className={`${className} refused-visit`} aria-labelledby="refused-visit-title">
      <h2 id="refused-visit-title">
        <Trans>Entry not allowed</Trans>
      </h2>
      <p className="open-visit-place">{placeOf(visit)}</p>
      <p>
        <Trans>
          Your health status or the symptoms you reported do not allow entry right now. Please do not go in: speak to the staff at the door, go home, and call
          your health provider or the health hotline if you feel unwell.
        </Trans>
      </p>
      <p className="logbook-muted">
        <Trans>Your check-in has been recorded for contact tracing.</Trans>
      </p>
    </section>
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
