import { Trans, useLingui } from "@lingui/react/macro";
import { RetryNotice } from "../../failure-notice.tsx";
import { ClusterCard } from "./cluster-card.tsx";
import { CombinedContacts } from "./combined-contacts.tsx";
import { EpiCurve } from "./epi-curve.tsx";
import type { ClusterAlertsView } from "./use-cluster-alerts.ts";
import "./clusters.css";

/** The tracing home's clusters: the open alerts the detection job raised, and the curve of every open case. */
export function ClustersPanel({ view }: { view: ClusterAlertsView }) {
  const { t } = useLingui();
  const opened = view.alerts.find((alert) => alert.id === view.openedId);
  return (
    <section className="tracing-section clusters" aria-labelledby="clusters-heading">
      <h2 id="clusters-heading">
        <Trans>Clusters</Trans>
      </h2>
      {view.loading && (
        <p className="tracing-muted" aria-busy="true">
          <Trans>Loading...</Trans>
        </p>
      )}
      {view.failed && <RetryNotice failure={view.failure} onRetry={view.reload} />}
      {!view.loading && !view.failed && (
        <>
          {view.alerts.length === 0 ? (
            <p className="tracing-muted">
              <Trans>No cluster found: no two open cases were at one branch while infectious.</Trans>
            </p>
          ) : (
            <ul className="tracing-list cluster-list">
              {view.alerts.map((alert) => (
                <ClusterCard key={alert.id} alert={alert} view={view} />
              ))}
            </ul>
          )}
          {opened && <CombinedContacts key={opened.id} alert={opened} view={view} />}
          {view.curve && <EpiCurve curve={view.curve} title={t`Epi curve of all open cases`} />}
        </>
      )}
    </section>
  );
}
