import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { type ChartPoint, type ChartSeries, chartHasGaps, chartSeries, chartShape } from "#domain/tourism-chart.ts";
import type { Arrivals } from "#domain/tourism-dashboard.ts";

/** Distinct on white and for the common colour blindnesses (Okabe-Ito), then repeated dashed. */
const COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442"];
const HEIGHT = 320;

const plotted = (point: ChartPoint | undefined) => (typeof point === "number" ? point : null);

/** One period: a bar per answer with its count written beside it; a withheld count is an empty bar that says so. */
function PeriodBars({ series, labelOf }: { series: ChartSeries[]; labelOf: (value: string) => string }) {
  const largest = Math.max(5, ...series.map((line) => plotted(line.points[0]) ?? 0));
  return (
    <ul className="tourism-bars">
      {series.map((line, index) => {
        const point = line.points[0];
        return (
          <li key={line.value}>
            <span className="tourism-bar-label">{labelOf(line.value)}</span>
            <span className="tourism-bar-track">
              {typeof point === "number" && (
                <span className="tourism-bar" style={{ width: `${(point / largest) * 100}%`, background: COLOURS[index % COLOURS.length] }} />
              )}
            </span>
            <span className={typeof point === "number" ? "tourism-bar-count" : "tourism-bar-count tourism-suppressed"}>
              {typeof point === "number" ? point : point === "later" ? <Trans>not yet</Trans> : <Trans>withheld</Trans>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function PeriodLines({
  arrivals,
  series,
  lastYear,
  labelOf,
}: {
  arrivals: Arrivals;
  series: ChartSeries[];
  lastYear: ChartSeries[] | undefined;
  labelOf: (value: string) => string;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const arrivalsAxis = t`Arrivals`;
  const yearBefore = t`a year before`;
  const withheld = t`withheld`;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = lastYear ?? [];
    const data: uPlot.AlignedData = [
      arrivals.periods.map((_, index) => index),
      ...series.map((line) => line.points.map(plotted)),
      ...before.map((line) => arrivals.periods.map((_, index) => plotted(line.points[index]))),
    ];
    const line = (label: string, index: number, dashed: boolean) => ({
      label,
      stroke: COLOURS[index % COLOURS.length],
      dash: dashed || index >= COLOURS.length ? [6, 4] : undefined,
      width: 2,
      points: { show: true },
      // A withheld or future count is a gap, never a fall to 0.
      spanGaps: false,
      value: (_plot: uPlot, count: number | null, _series: number, at: number | null) => (at === null ? "" : count === null ? withheld : String(count)),
    });
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        padding: [12, 40, 0, 0],
        scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(5, max)] } },
        axes: [
          { space: 90, incrs: [1, 2, 3, 4, 6, 12, 13, 26, 52], values: (_plot, splits) => splits.map((index) => arrivals.periods[index] ?? "") },
          { label: arrivalsAxis },
        ],
        series: [
          { label: arrivals.by === "week" ? t`Week of` : t`Month`, value: (_plot, index) => (index === null ? "" : (arrivals.periods[index] ?? "")) },
          ...series.map((found, index) => line(labelOf(found.value), index, false)),
          ...before.map((found) =>
            line(
              `${labelOf(found.value)} (${yearBefore})`,
              series.findIndex((current) => current.value === found.value),
              true,
            ),
          ),
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [arrivals, series, lastYear, labelOf, arrivalsAxis, yearBefore, withheld, t]);
  return <div ref={box} className="tourism-chart" aria-hidden="true" />;
}

/**
 * Arrivals per period, a line per answer (dashed: the same days a year before); a single period as bars.
 * A withheld count is a gap, and a note under the chart says why.
 */
export function ArrivalsChart({
  arrivals,
  lastYear,
  today,
  labelOf,
}: {
  arrivals: Arrivals;
  lastYear: Arrivals | undefined;
  today: string;
  labelOf: (value: string) => string;
}) {
  const series = chartSeries(arrivals, today);
  const before = lastYear ? chartSeries({ ...lastYear, values: arrivals.values }, today) : undefined;
  return (
    <figure className="tourism-figure">
      {chartShape(arrivals) === "bars" ? (
        <PeriodBars series={series} labelOf={labelOf} />
      ) : (
        <PeriodLines arrivals={arrivals} series={series} lastYear={before} labelOf={labelOf} />
      )}
      {chartHasGaps(series) && (
        <figcaption className="tourism-note">
          <Trans>
            A gap is a withheld count: fewer than 5 travellers, or withheld so that a smaller count cannot be worked out from it. Periods that have not begun
            are left empty. Published counts may differ from the exact count by up to 2.
          </Trans>
        </figcaption>
      )}
    </figure>
  );
}
