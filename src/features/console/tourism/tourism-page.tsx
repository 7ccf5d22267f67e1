import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef } from "@xstate/react";
import { useCallback } from "react";
import { commonwealthWallClock } from "#domain/commonwealth-time.ts";
import type { ArrivalDimension } from "#domain/tourism-dashboard.ts";
import { ArrivalFilterForm } from "./arrival-filters.tsx";
import { DIMENSION_LABELS, valueLabel } from "./arrival-labels.ts";
import { ArrivalsChart } from "./arrivals-chart.tsx";
import { ArrivalsTable } from "./arrivals-table.tsx";
import { CrossTabTable } from "./cross-tab-table.tsx";
import { CsvDownload } from "./csv-download.tsx";
import { firstFilters, tourismMachine } from "./tourism-effects.ts";
import { type TourismActor, type TourismDashboardView, useTourismDashboard } from "./use-tourism-dashboard.ts";
import "./tourism.css";
import { RetryNotice } from "../failure-notice.tsx";

function Results({ dashboard }: { dashboard: TourismDashboardView }) {
  const { i18n } = useLingui();
  const data = dashboard.data;
  const labelIn = useCallback(
    (dimension: ArrivalDimension, value: string) => {
      const label = valueLabel(dimension, value);
      return typeof label === "string" ? label : i18n._(label);
    },
    [i18n],
  );
  const dimension = data?.arrivals.dimension;
  const labelOf = useCallback((value: string) => (dimension ? labelIn(dimension, value) : value), [dimension, labelIn]);
  if (dashboard.loading) {
    return (
      <p className="tourism-muted" aria-busy="true">
        <Trans>Loading...</Trans>
      </p>
    );
  }
  if (dashboard.failed) {
    return <RetryNotice failure={dashboard.failure} onRetry={dashboard.reload} />;
  }
  if (!data) return null;
  const { arrivals, crossTab, lastYear } = data;
  if (arrivals.cells.length === 0) {
    return (
      <p className="tourism-muted">
        <Trans>No surveyed arrivals in this period.</Trans>
      </p>
    );
  }
  const dimensionLabel = i18n._(DIMENSION_LABELS[arrivals.dimension]);
  return (
    <>
      <ArrivalsChart
        arrivals={arrivals}
        lastYear={lastYear}
        today={commonwealthWallClock(new Date().toISOString()).toISOString().slice(0, 10)}
        labelOf={labelOf}
      />
      <ArrivalsTable arrivals={arrivals} labelOf={labelOf} dimensionLabel={dimensionLabel} />
      {crossTab && (
        <CrossTabTable
          table={crossTab}
          rowLabel={i18n._(DIMENSION_LABELS[crossTab.rows])}
          columnLabel={i18n._(DIMENSION_LABELS[crossTab.columns])}
          labelOf={labelIn}
        />
      )}
    </>
  );
}

function Dashboard({ actor }: { actor: TourismActor }) {
  const dashboard = useTourismDashboard(actor);
  return (
    <div className="tourism-page">
      <h1 className="tourism-title">
        <Trans>Tourism arrivals</Trans>
      </h1>
      <p className="tourism-muted">
        <Trans>
          Surveyed arrivals by the date of arrival. Only totals are shown, protected: a group of fewer than 5 travellers is withheld, with another count where
          needed so it cannot be worked out, and every count may differ from the exact one by up to 2.
        </Trans>
      </p>
      <ArrivalFilterForm dashboard={dashboard} />
      <section className="tourism-results" aria-labelledby="tourism-results-heading">
        <h2 id="tourism-results-heading">
          <Trans>Arrivals</Trans>
        </h2>
        <Results dashboard={dashboard} />
        <CsvDownload dashboard={dashboard} />
      </section>
    </div>
  );
}

/** The tourism analyst's dashboard: surveyed arrivals over a period by one answer, filtered, as a chart, a table and a cross-tab. */
export function TourismPage() {
  const actor = useActorRef(tourismMachine, { input: { filters: firstFilters(new Date()) } });
  return <Dashboard actor={actor} />;
}
