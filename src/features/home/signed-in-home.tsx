import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { useHomeWelcome } from "../../app/session/use-profile.ts";
import { StatusBadge } from "../health-status/status-badge.tsx";
import { tourSeen } from "../public/tour-seen.ts";
import { AccountMenu } from "./account-menu.tsx";
import { ExposureWarning } from "./exposure-warning.tsx";
import "./home.css";

// The trip and logbook areas bring their machines and calls: not part of the home's first paint.
const TripHomeArea = lazy(() => import("../trips/trip-home-area.tsx").then((module) => ({ default: module.TripHomeArea })));
const HomeLogbookArea = lazy(() => import("./home-logbook-area.tsx").then((module) => ({ default: module.HomeLogbookArea })));

function Loading() {
  return (
    <p role="status">
      <Trans>Loading...</Trans>
    </p>
  );
}

/**
 * /app signed in: an exposure warning when there is one, then what the traveller came for, the trip
 * first and the logbook next, and the account's ways (profile, records, language, sign-out) last.
 */
export function SignedInHome() {
  const { t } = useLingui();
  const { waiting, firstName, status, incomplete } = useHomeWelcome();
  const shownName = firstName ?? t`Guest`;

  if (waiting) {
    return (
      <div className="page-message">
        <Loading />
      </div>
    );
  }

  return (
    <div className="signed-in-home">
      <ExposureWarning />
      <div className="home-welcome">
        <h2 className="home-greeting">
          <Trans>Hello, {shownName}!</Trans>
        </h2>
        {status && (
          <p className="home-status">
            <Trans>Status:</Trans> <StatusBadge status={status} />
          </p>
        )}
        {incomplete && (
          <p>
            <Link to="/app/profile">
              <Trans>Please complete your profile!</Trans>
            </Link>
          </p>
        )}
        {!tourSeen() && (
          <p>
            <Link to="/tour">
              <Trans>New here? Take the tour</Trans>
            </Link>
          </p>
        )}
      </div>
      <section className="card home-trip" aria-labelledby="trips-title">
        <h2 id="trips-title" className="card-title">
          <Trans>Trips</Trans>
        </h2>
        <Suspense fallback={<Loading />}>
          <TripHomeArea />
        </Suspense>
      </section>
      <section className="card home-logbook" aria-labelledby="logbook-title">
        <h2 id="logbook-title" className="card-title">
          <Trans>Digital Logbook</Trans>
        </h2>
        <Suspense fallback={<Loading />}>
          <HomeLogbookArea />
        </Suspense>
      </section>
      <AccountMenu />
    </div>
  );
}
