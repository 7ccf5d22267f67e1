import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ArrivalFilters } from "../../../../machines/console/tourism-dashboard.machine.ts";
import { ARRIVAL_DIMENSIONS, ARRIVAL_PERIODS, type ArrivalDimension, type ArrivalPeriod, MAX_RANGE_DAYS } from "#domain/tourism-dashboard.ts";
import { DIMENSION_LABELS, PERIOD_LABELS } from "./arrival-labels.ts";
import type { TourismDashboardView } from "./use-tourism-dashboard.ts";

type RangeProblem = "missing" | "order" | "length" | undefined;

function rangeProblem({ from, to }: ArrivalFilters): RangeProblem {
  if (!from || !to) return "missing";
  if (from > to) return "order";
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_RANGE_DAYS ? "length" : undefined;
}

/** The period, week or month, and the survey answer to group by; shown when the analyst applies them. */
export function ArrivalFilterForm({ dashboard }: { dashboard: TourismDashboardView }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<ArrivalFilters>(dashboard.filters);
  const [problem, setProblem] = useState<RangeProblem>(undefined);
  const set = (change: Partial<ArrivalFilters>) => setFields((current) => ({ ...current, ...change }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(fields);
    setProblem(found);
    if (!found) dashboard.change(fields);
  };
  return (
    <form className="tourism-filters" onSubmit={apply} noValidate aria-label={t`Choose the arrivals to show`}>
      <div className="tourism-field">
        <label htmlFor="tourism-from">
          <Trans context="start of a date range">From</Trans>
        </label>
        <input id="tourism-from" type="date" value={fields.from} onChange={(event) => set({ from: event.target.value })} />
      </div>
      <div className="tourism-field">
        <label htmlFor="tourism-to">
          <Trans context="end of a date range">To</Trans>
        </label>
        <input id="tourism-to" type="date" value={fields.to} onChange={(event) => set({ to: event.target.value })} aria-invalid={problem ? true : undefined} />
        {problem && (
          <p className="tourism-error" role="alert">
            {problem === "missing" && <Trans>Choose the first and the last day.</Trans>}
            {problem === "order" && <Trans>The last day comes on or after the first.</Trans>}
            {problem === "length" && <Trans>Choose a period of at most two years.</Trans>}
          </p>
        )}
      </div>
      <fieldset className="tourism-field tourism-periods">
        <legend>
          <Trans>Arrivals counted</Trans>
        </legend>
        {ARRIVAL_PERIODS.map((period: ArrivalPeriod) => (
          <label key={period}>
            <input type="radio" name="tourism-by" value={period} checked={fields.by === period} onChange={() => set({ by: period })} />{" "}
            {i18n._(PERIOD_LABELS[period])}
          </label>
        ))}
      </fieldset>
      <div className="tourism-field">
        <label htmlFor="tourism-dimension">
          <Trans>Grouped by</Trans>
        </label>
        <select id="tourism-dimension" value={fields.dimension} onChange={(event) => set({ dimension: event.target.value as ArrivalDimension })}>
          {ARRIVAL_DIMENSIONS.map((dimension) => (
            <option key={dimension} value={dimension}>
              {i18n._(DIMENSION_LABELS[dimension])}
            </option>
          ))}
        </select>
      </div>
      <div className="tourism-actions">
        <button type="submit" className="button primary" disabled={!dashboard.canChange}>
          <Trans>Show arrivals</Trans>
        </button>
      </div>
    </form>
  );
}
