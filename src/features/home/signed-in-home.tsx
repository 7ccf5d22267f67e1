import { Trans, useLingui } from "@lingui/react/macro";
import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { profileActor } from "../../app/session/profile-actor.ts";
import { displayedStatus } from "../../domain/health-status.ts";
import { StatusBadge } from "../health-status/status-badge.tsx";
import { tourSeen } from "../public/tour-seen.ts";
import { ExposureWarning } from "./exposure-warning.tsx";
import { NotificationsLink } from "../notifications/notifications-link.tsx";
import { LogoutLink } from "./logout-link.tsx";

// The trip area brings the trip machine and its calls: not part of the home's first paint.
const TripHomeArea = lazy(() => import("../trips/trip-home-area.tsx").then((module) => ({ default: module.TripHomeArea })));

/** /app signed in: an exposure warning when there is one, greeting, status, the ways on, and the trip area. */
export function SignedInHome() {
  const { t } = useLingui();
  const profile = useSelector(profileActor, (state) => state.context.profile);
  const loading = useSelector(profileActor, (state) => state.matches("loading") || state.matches("checking"));
  const incomplete = useSelector(profileActor, (state) => state.matches({ ready: { profile: "incomplete" } }));
  const shownName = (profile?.is_guest ? undefined : profile?.first_name) ?? t`Guest`;
  const status = profile ? displayedStatus(profile) : undefined;

  if (!profile && loading) {
    return (
      <div className="page-message">
        <p>
          <Trans>Loading...</Trans>
        </p>
      </div>
    );
  }

  return (
    <div className="signed-in-home">
      <ExposureWarning />
      <section className="home-card">
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
      </section>
      <nav className="home-links" aria-label={t`Menu`}>
        <Link className="button secondary" to="/app/profile">
          <Trans>Profile</Trans>
        </Link>
        <Link className="button secondary" to="/digital-logbook">
          <Trans>Digital Logbook</Trans>
        </Link>
        <Link className="button secondary" to="/app/medical-records">
          <Trans>Medical records</Trans>
        </Link>
        <NotificationsLink />
        <LogoutLink />
      </nav>
      <section className="home-card" aria-labelledby="trips-title">
        <h2 id="trips-title">
          <Trans>Trips</Trans>
        </h2>
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading...</Trans>
            </p>
          }
        >
          <TripHomeArea />
        </Suspense>
      </section>
    </div>
  );
}
