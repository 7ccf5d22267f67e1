import { Trans, useLingui } from "@lingui/react/macro";
import { DecisionTrail } from "./decision-trail.tsx";
import { StatusBadge } from "./trip-card.tsx";
import type { CustomsCheckView } from "./use-customs-check.ts";

/**
 * A decided trip: its status, who decided what and when (every decision kept, oldest first), and the
 * way to change it for whoever may: the deciding officer within the window, a supervisor after it.
 */
export function DecidedPanel({ check }: { check: CustomsCheckView }) {
  const { i18n } = useLingui();
  const trip = check.trip?.attributes;
  if (!trip) return null;
  const latest = trip.decisions.at(-1);
  const who = latest?.decided_by.name ?? "";
  const at = latest ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(latest.decided_at)) : "";
  const until = trip.amendable_until ? new Intl.DateTimeFormat(i18n.locale, { timeStyle: "short" }).format(new Date(trip.amendable_until)) : "";
  return (
    <section className="customs-decided" role="status" aria-labelledby="customs-decided-heading">
      <h3 id="customs-decided-heading">
        {check.cardStep === "decided" ? (
          <Trans>Decision recorded.</Trans>
        ) : latest ? (
          <Trans>
            A decision has already been recorded for this trip, by {who} at {at}.
          </Trans>
        ) : (
          <Trans>A decision has already been recorded for this trip.</Trans>
        )}
      </h3>
      <StatusBadge status={trip.status} />
      <DecisionTrail entries={trip.decisions} />
      {trip.correction === "amendment" && (
        <button type="button" className="customs-button secondary" onClick={check.openAmendment}>
          <Trans>Amend the decision (until {until})</Trans>
        </button>
      )}
      {trip.correction === "override" && (
        <button type="button" className="customs-button secondary" onClick={check.openAmendment}>
          <Trans>Override the decision (supervisor)</Trans>
        </button>
      )}
      <button type="button" className="customs-button primary" onClick={check.next}>
        <Trans>Next traveller</Trans>
      </button>
    </section>
  );
}
