import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { Link, Navigate } from "react-router-dom";
import type { Visit } from "../../../api/my-logbook.ts";
import { wasLetIn } from "#domain/door-answer.ts";
import { useSession } from "../../auth/use-auth.ts";
import { SiteFooter } from "../../site-footer/site-footer.tsx";
import { MyQr } from "./my-qr.tsx";
import { myVisitsWithQr } from "./my-visits-effects.ts";
import { OpenVisitDetails, RefusedVisit, VisitsLoadFailed } from "./open-visit-details.tsx";
import { type MyVisits, useMyVisits } from "./use-my-visits.ts";
import { placeOf } from "./visit-place.ts";
import { useVisitTime } from "./visit-time.ts";
import "./logbook-home.css";

function OpenVisit({ visit, visits }: { visit: Visit; visits: MyVisits }) {
  return (
    <section className="logbook-card open-visit" aria-labelledby="open-visit-title">
      <h2 id="open-visit-title">
        <Trans>You are checked in</Trans>
      </h2>
      <OpenVisitDetails visit={visit} visits={visits} primary />
    </section>
  );
}

function RecentVisits({ visits }: { visits: MyVisits }) {
  const { dateTime, time } = useVisitTime();
  return (
    <section className="logbook-card" aria-labelledby="recent-visits-title">
      <h2 id="recent-visits-title">
        <Trans>Recent visits</Trans>
      </h2>
      <p className="logbook-muted">
        <Trans>The last 30 days</Trans>
      </p>
      {visits.visits === "loading" && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {visits.visits === "failed" && <VisitsLoadFailed visits={visits} />}
      {visits.visits === "ready" && visits.recent.length === 0 && (
        // Beside an open visit, "no visits" would contradict the card above it.
        <p>{visits.open || visits.refused ? <Trans>No earlier visits.</Trans> : <Trans>No visits yet.</Trans>}</p>
      )}
      {visits.visits === "ready" && visits.recent.length > 0 && (
        <ul className="visit-list">
          {visits.recent.map((visit) => {
            const from = dateTime(visit.attributes.started_at);
            const to = time(visit.attributes.ends_at);
            return (
              <li key={visit.id}>
                <span className="visit-place">{placeOf(visit)}</span>
                {!wasLetIn(visit.attributes) && (
                  <span className="visit-refused">
                    <Trans>Entry not allowed</Trans>
                  </span>
                )}
                <span className="logbook-muted">
                  <Trans>
                    {from} to {to}
                  </Trans>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function LogbookHome() {
  const { t } = useLingui();
  const visits = useMyVisits(useActorRef(myVisitsWithQr));
  return (
    <div className="logbook-home">
      {visits.refused && <RefusedVisit visit={visits.refused} className="logbook-card" />}
      {visits.open && <OpenVisit visit={visits.open} visits={visits} />}
      <nav className="logbook-actions" aria-label={t`Digital Logbook`}>
        {/* One primary way on: checking out while a visit is open, scanning otherwise. */}
        <Link className={visits.open ? "button secondary" : "button primary"} to="/digital-logbook/scan">
          <Trans>Scan QR Code</Trans>
        </Link>
        <Link className="button secondary" to="/digital-logbook/symptoms">
          <Trans>Report symptoms</Trans>
        </Link>
      </nav>
      <RecentVisits visits={visits} />
      <MyQr visits={visits} />
      <SiteFooter />
    </div>
  );
}

/** /digital-logbook: the open visit with its check-out, recent visits, the ways to scan and report symptoms, and My QR. */
export function LogbookHomePage() {
  const { signedIn } = useSession();
  return signedIn ? <LogbookHome /> : <Navigate to="/app" replace />;
}
