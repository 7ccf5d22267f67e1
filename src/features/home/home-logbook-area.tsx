import { Trans } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import { useMyVisits } from "../logbook/home/use-my-visits.ts";
import { placeOf } from "../logbook/home/visit-place.ts";
import { useVisitTime } from "../logbook/home/visit-time.ts";

/** The home's logbook card body: the open visit with its check-out when there is one, the way to scan, and the logbook itself. */
export function HomeLogbookArea() {
  const visits = useMyVisits({ qr: false });
  const { time } = useVisitTime();
  const open = visits.open;
  const since = open && time(open.attributes.started_at);
  const endsAt = open && time(open.attributes.ends_at);
  return (
    <>
      {open && (
        <div className="home-open-visit">
          <p className="home-open-visit-title">
            <Trans>You are checked in</Trans>
          </p>
          <p className="home-open-visit-place">{placeOf(open)}</p>
          <p className="home-muted">
            <Trans>
              Since {since}, ends at {endsAt}
            </Trans>
          </p>
          {visits.checkOutFailed && (
            <p className="error-text">
              <Trans>Check-out failed. You are still checked in.</Trans>
            </p>
          )}
          <button type="button" className="button secondary" onClick={visits.checkOut} disabled={visits.checkingOut}>
            {visits.checkingOut ? <Trans>Checking out...</Trans> : <Trans>Check out</Trans>}
          </button>
        </div>
      )}
      {visits.visits === "failed" && (
        <p className="error-text">
          <Trans>Your visits could not be loaded.</Trans>{" "}
          <button type="button" className="link-button" onClick={visits.reloadVisits}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      <div className="button-row">
        <Link className="button secondary" to="/digital-logbook/scan">
          <Trans>Scan QR Code</Trans>
        </Link>
      </div>
      <Link className="home-more" to="/digital-logbook">
        <Trans>Recent visits and My QR</Trans>
      </Link>
    </>
  );
}
