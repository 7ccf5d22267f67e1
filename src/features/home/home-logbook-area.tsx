import { Trans } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link } from "react-router-dom";
import { myVisitsWithoutQr } from "../logbook/home/my-visits-effects.ts";
import { useMyVisits } from "../logbook/home/use-my-visits.ts";
import { OpenVisitDetails, RefusedVisit, VisitsLoadFailed } from "../logbook/home/open-visit-details.tsx";

/** The home's logbook card body: the open visit with its check-out when there is one, the way to scan, and the logbook itself. */
export function HomeLogbookArea() {
  const visits = useMyVisits(useActorRef(myVisitsWithoutQr));
  const open = visits.open;
  return (
    <>
      {visits.refused && <RefusedVisit visit={visits.refused} className="home-open-visit" />}
      {open && (
        <div className="home-open-visit">
          <p className="home-open-visit-title">
            <Trans>You are checked in</Trans>
          </p>
          <OpenVisitDetails visit={open} visits={visits} primary={false} />
        </div>
      )}
      {visits.visits === "failed" && <VisitsLoadFailed visits={visits} />}
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
