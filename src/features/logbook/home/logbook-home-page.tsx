import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Navigate } from "react-router-dom";
import { showToast } from "../../../app/shell/notify.ts";
import type { Visit } from "../../../api/my-logbook.ts";
import { useSession } from "../../auth/use-auth.ts";
import { MyQr } from "./my-qr.tsx";
import { useVisits, type VisitsState } from "./use-visits.ts";
import { useVisitTime } from "./visit-time.ts";
import "./logbook-home.css";

function placeOf(visit: Visit): string {
  const { name, branch } = visit.attributes.establishment;
  return branch ? `${name} · ${branch}` : name;
}

function OpenVisit({ visit, checkingOut, onCheckOut }: { visit: Visit; checkingOut: boolean; onCheckOut: () => void }) {
  const { time } = useVisitTime();
  const since = time(visit.attributes.started_at);
  const endsAt = time(visit.attributes.ends_at);
  return (
    <section className="logbook-card open-visit" aria-labelledby="open-visit-title">
      <h2 id="open-visit-title">
        <Trans>You are checked in</Trans>
      </h2>
      <p className="open-visit-place">{placeOf(visit)}</p>
      <p className="logbook-muted">
        <Trans>
          Since {since}, ends at {endsAt}
        </Trans>
      </p>
      <button type="button" className="button primary" onClick={onCheckOut} disabled={checkingOut}>
        {checkingOut ? <Trans>Checking out...</Trans> : <Trans>Check out</Trans>}
      </button>
    </section>
  );
}

function RecentVisits({ state, onReload }: { state: VisitsState; onReload: () => void }) {
  const { dateTime, time } = useVisitTime();
  return (
    <section className="logbook-card" aria-labelledby="recent-visits-title">
      <h2 id="recent-visits-title">
        <Trans>Recent visits</Trans>
      </h2>
      <p className="logbook-muted">
        <Trans>The last 30 days</Trans>
      </p>
      {state.status === "loading" && (
        <p role="status">
          <Trans>Loading...</Trans>
        </p>
      )}
      {state.status === "failed" && (
        <p className="error-text">
          <Trans>Your visits could not be loaded.</Trans>{" "}
          <button type="button" className="link-button" onClick={onReload}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {state.status === "ready" && state.recent.length === 0 && (
        <p>
          <Trans>No visits yet.</Trans>
        </p>
      )}
      {state.status === "ready" && state.recent.length > 0 && (
        <ul className="visit-list">
          {state.recent.map((visit) => {
            const from = dateTime(visit.attributes.started_at);
            const to = time(visit.attributes.ends_at);
            return (
              <li key={visit.id}>
                <span className="visit-place">{placeOf(visit)}</span>
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
  const visits = useVisits();
  const checkOut = async () => {
    if (await visits.checkOutOpenVisit()) showToast("success", t`You have checked out.`);
  };
  const { state } = visits;
  return (
    <div className="logbook-home">
      {state.status === "ready" && state.open && <OpenVisit visit={state.open} checkingOut={state.checkingOut} onCheckOut={checkOut} />}
      <nav className="logbook-actions" aria-label={t`Digital Logbook`}>
        <Link className="button primary" to="/digital-logbook/scan">
          <Trans>Scan QR Code</Trans>
        </Link>
        <Link className="button secondary" to="/digital-logbook/symptoms">
          <Trans>Report symptoms</Trans>
        </Link>
      </nav>
      <RecentVisits state={state} onReload={visits.reload} />
      <MyQr />
    </div>
  );
}

/** /digital-logbook: the open visit with its check-out, recent visits, the ways to scan and report symptoms, and My QR. */
export function LogbookHomePage() {
  const { signedIn } = useSession();
  return signedIn ? <LogbookHome /> : <Navigate to="/app" replace />;
}
