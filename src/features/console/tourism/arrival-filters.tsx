import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import type { ArrivalFilters } from "../../../../machines/console/tourism-dashboard.machine.ts";
import { commonwealthWallClock } from "#domain/commonwealth-time.ts";
import {
  ARRIVAL_DIMENSIONS,
  ARRIVAL_PERIODS,
  type ArrivalDimension,
  type ArrivalPeriod,
  CROSS_TAB_DIMENSIONS,
  type CrossTabDimension,
  DIMENSION_VALUES,
  MAX_RANGE_DAYS,
  presetRange,
  RANGE_PRESETS,
  sameRangeLastYear,
} from "#domain/tourism-dashboard.ts";
import { DIMENSION_LABELS, PERIOD_LABELS, PRESET_LABELS, valueLabel } from "./arrival-labels.ts";
import type { TourismDashboardView } from "./use-tourism-dashboard.ts";

type RangeProblem = "missing" | "order" | "length" | undefined;

function rangeProblem({ from, to }: ArrivalFilters): RangeProblem {
  if (!from || !to) return "missing";
  if (from > to) return "order";
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_RANGE_DAYS ? "length" : undefined;
}

const today = () => commonwealthWallClock(new Date().toISOString()).toISOString().slice(0, 10);

/** The period (or a preset), week or month, the answer to group by and to cross it with, and the answers kept. */
export function ArrivalFilterForm({ dashboard }: { dashboard: TourismDashboardView }) {
  const { t, i18n } = useLingui();
  const [fields, setFields] = useState<ArrivalFilters>(dashboard.filters);
  const [problem, setProblem] = useState<RangeProblem>(undefined);
  const set = (change: Partial<ArrivalFilters>) => setFields((current) => ({ ...current, ...change }));
  const keep = (dimension: ArrivalDimension, value: string) =>
    setFields((current) => {
      const { [dimension]: _dropped, ...others } = current.answers;
      return { ...current, answers: value ? { ...others, [dimension]: [value] } : others };
    });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(fields);
    setProblem(found);
    if (!found) dashboard.change(fields);
  };
  const crossable = CROSS_TAB_DIMENSIONS.filter((dimension) => dimension !== fields.dimension);
  return (
    <form className="tourism-filters" onSubmit={apply} noValidate aria-label={t`Choose the arrivals to show`}>
      <fieldset className="tourism-presets">
        <legend>
          <Trans>Period</Trans>
        </legend>
        {RANGE_PRESETS.map((preset) => (
          <button key={preset} type="button" className="button secondary" onClick={() => set(presetRange(preset, today()))}>
            {i18n._(PRESET_LABELS[preset])}
          </button>
        ))}
        <button type="button" className="button secondary" onClick={() => set(sameRangeLastYear(fields))}>
          <Trans>Same period last year</Trans>
        </button>
      </fieldset>
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
        <select
          id="tourism-dimension"
          value={fields.dimension}
          onChange={(event) => {
            const dimension = event.target.value as ArrivalDimension;
            set({ dimension, crossWith: fields.crossWith === dimension ? undefined : fields.crossWith });
          }}
        >
          {ARRIVAL_DIMENSIONS.map((dimension) => (
            <option key={dimension} value={dimension}>
              {i18n._(DIMENSION_LABELS[dimension])}
            </option>
          ))}
        </select>
      </div>
      <div className="tourism-field">
        <label htmlFor="tourism-cross">
          <Trans>Cross-tab with</Trans>
        </label>
        <select
          id="tourism-cross"
          value={fields.crossWith ?? ""}
          disabled={fields.dimension === "reasons_for_travel"}
          aria-describedby={fields.dimension === "reasons_for_travel" ? "tourism-cross-hint" : undefined}
          onChange={(event) => set({ crossWith: (event.target.value || undefined) as CrossTabDimension | undefined })}
        >
          <option value="">{t`No cross-tab`}</option>
          {crossable.map((dimension) => (
            <option key={dimension} value={dimension}>
              {i18n._(DIMENSION_LABELS[dimension])}
            </option>
          ))}
        </select>
        {fields.dimension === "reasons_for_travel" && (
          <p id="tourism-cross-hint" className="field-hint">
            <Trans>A traveller may give several reasons, so reasons cannot be crossed with another answer.</Trans>
          </p>
        )}
      </div>
      <label className="tourism-compare">
        <input type="checkbox" checked={fields.compare} onChange={(event) => set({ compare: event.target.checked })} />{" "}
        <Trans>Compare with the same period a year before</Trans>
      </label>
      <fieldset className="tourism-answers">
        <legend>
          <Trans>Only travellers who answered</Trans>
        </legend>
        {ARRIVAL_DIMENSIONS.map((dimension) => (
          <div className="tourism-field" key={dimension}>
            <label htmlFor={`tourism-keep-${dimension}`}>{i18n._(DIMENSION_LABELS[dimension])}</label>
            <select id={`tourism-keep-${dimension}`} value={fields.answers[dimension]?.[0] ?? ""} onChange={(event) => keep(dimension, event.target.value)}>
              <option value="">{t`Any answer`}</option>
              {DIMENSION_VALUES[dimension].map((value) => {
                const label = valueLabel(dimension, value);
                return (
                  <option key={value} value={value}>
                    {typeof label === "string" ? label : i18n._(label)}
                  </option>
                );
              })}
            </select>
          </div>
        ))}
      </fieldset>
      <div className="tourism-actions">
        <button type="submit" className="button primary" disabled={!dashboard.canChange}>
          <Trans>Show arrivals</Trans>
        </button>
      </div>
    </form>
  );
}
