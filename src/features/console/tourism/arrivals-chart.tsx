import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { Arrivals } from "#domain/tourism-dashboard.ts";

/** Distinct on white and for the common colour blindnesses (Okabe-Ito), then repeated dashed. */
const COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442"];
const HEIGHT = 320;

/**
 * Arrivals per period, a line per answer. A suppressed cell is a gap, never a number: the table
 * beside it says "fewer than 5".
 */
export function ArrivalsChart({ arrivals, labelOf }: { arrivals: Arrivals; labelOf: (value: string) => string }) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const arrivalsAxis = t`Arrivals`;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const countOf = new Map(arrivals.cells.map((cell) => [`${cell.period}|${cell.value}`, cell.count]));
    const data: uPlot.AlignedData = [
      arrivals.periods.map((_, index) => index),
      ...arrivals.values.map((value) => arrivals.periods.map((period) => countOf.get(`${period}|${value}`) ?? (countOf.has(`${period}|${value}`) ? null : 0))),
    ];
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        // Room on the right for half of the last period's label, centred on its tick.
        padding: [12, 40, 0, 0],
        scales: { x: { time: false }, y: { range: (_plot, _min, max) => [0, Math.max(5, max)] } },
        axes: [
          // A period's label is up to ten characters: room for each, so they never run together.
          { space: 90, incrs: [1, 2, 3, 4, 6, 12, 13, 26, 52], values: (_plot, splits) => splits.map((index) => arrivals.periods[index] ?? "") },
          { label: arrivalsAxis },
        ],
        series: [
          { label: arrivals.by === "week" ? t`Week of` : t`Month`, value: (_plot, index) => (index === null ? "" : (arrivals.periods[index] ?? "")) },
          ...arrivals.values.map((value, index) => ({
            label: labelOf(value),
            stroke: COLOURS[index % COLOURS.length],
            dash: index < COLOURS.length ? undefined : [6, 4],
            width: 2,
            points: { show: true },
            spanGaps: false,
            // The legend shows the hovered period's counts, and nothing while no period is hovered.
            value: (_plot: uPlot, count: number | null, _series: number, index: number | null) =>
              index === null ? "" : count === null ? t`fewer than 5` : String(count),
          })),
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
  }, [arrivals, labelOf, arrivalsAxis, t]);
  return <div ref={box} className="tourism-chart" aria-hidden="true" />;
}
