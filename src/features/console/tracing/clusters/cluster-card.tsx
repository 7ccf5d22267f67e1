import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { Link } from "react-router-dom";
import type { ClusterAlert } from "#domain/tracing/clusters.ts";
import { FailureNotice } from "../../failure-notice.tsx";
import { formatDay } from "../tracing-format.ts";
import type { ClusterAlertsView } from "./use-cluster-alerts.ts";

function DismissForm({ alert, view }: { alert: ClusterAlert; view: ClusterAlertsView }) {
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  if (!asking) {
    return (
      <button type="button" className="button" disabled={!view.canAct} onClick={() => setAsking(true)}>
        <Trans>Dismiss…</Trans>
      </button>
    );
  }
  return (
    <form
      className="cluster-dismiss"
      onSubmit={(event) => {
        event.preventDefault();
        view.dismiss({ id: alert.id, reason });
      }}
    >
      <label className="tracing-field" htmlFor={reasonId}>
        <Trans>Why is this not a cluster?</Trans>
        <input id={reasonId} value={reason} maxLength={300} minLength={3} required onChange={(event) => setReason(event.target.value)} />
      </label>
      <div className="tracing-actions">
        <button type="submit" className="button primary" disabled={!view.canAct || reason.trim().length < 3} aria-busy={view.dismissing === alert.id}>
          <Trans>Dismiss the alert</Trans>
        </button>
        <button type="button" className="button" onClick={() => setAsking(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

/** One cluster alert: where, who, on which days, and what to do with it. */
export function ClusterCard({ alert, view }: { alert: ClusterAlert; view: ClusterAlertsView }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const cluster = alert.attributes;
  const day = (value: string) => formatDay(i18n.locale, value);
  const people = cluster.cases.length + cluster.flagged.length;
  const dayCount = cluster.days.length;
  return (
    <li className="tracing-card cluster-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="cluster-place">
        {cluster.place}
      </h3>
      <p className="tracing-muted">
        <Trans>
          People: {people} · Days: {dayCount}
        </Trans>
      </p>
      <dl className="tracing-facts">
        <dt>
          <Trans>Cases</Trans>
        </dt>
        <dd>
          <ul className="cluster-members">
            {cluster.cases.map((member) => {
              const from = day(member.window_from);
              const to = day(member.window_to);
              return (
                <li key={member.case_id}>
                  <Link to={`/console/tracing/cases/${member.case_id}`}>{member.full_name}</Link>{" "}
                  <span className="tracing-muted">
                    <Trans>
                      infectious {from} – {to}
                    </Trans>
                  </span>
                </li>
              );
            })}
          </ul>
        </dd>
        {cluster.flagged.length > 0 && (
          <>
            <dt>
              <Trans>Reported symptoms</Trans>
            </dt>
            <dd>
              <ul className="cluster-members">
                {cluster.flagged.map((member) => (
                  <li key={`${member.full_name} ${member.days.join()}`}>
                    {member.full_name} <span className="tracing-muted">{member.days.map(day).join(", ")}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>
          <Trans>Days there</Trans>
        </dt>
        <dd>{cluster.days.map(day).join(", ")}</dd>
      </dl>
      {view.dismissFailure?.id === alert.id && <FailureNotice failure={view.dismissFailure.failure} />}
      <div className="tracing-actions">
        <button
          type="button"
          className="button primary"
          disabled={!view.canAct}
          aria-busy={view.opening && view.openedId === alert.id}
          aria-expanded={view.openedId === alert.id}
          onClick={() => view.open(alert.id)}
        >
          <Trans>Open the combined contact list</Trans>
        </button>
        <DismissForm alert={alert} view={view} />
      </div>
    </li>
  );
}
