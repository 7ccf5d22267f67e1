import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type EpiCurve as Curve, epiCurveDays } from "#domain/tracing/clusters.ts";
import { formatDay } from "../tracing-format.ts";

/** Okabe-Ito blue and orange: apart on white and for the common colour blindnesses. */
const CASE_COLOUR = "#0072B2";
const CONTACT_COLOUR = "#E69F00";
const HEIGHT = 160;
const DAY_WIDTH = 34;
const BAR_WIDTH = 14;
const AXIS = 20;
/** Room on the left for the count the tallest bar stands for. */
const GUTTER = 28;
/** Up to two weeks every day has its label; longer, one a week, so they never run together. */
const labelEvery = (days: number) => (days <= 14 ? 1 : 7);

/**
 * Cases by onset day beside contacts by exposure day, commonwealth days, as bars. The chart is
 * drawn for the eye; the table under it, hidden from view (a table's box ignores the clip), says
 * the same to a screen reader.
 */
export function EpiCurve({ curve, title }: { curve: Curve; title: string }) {
  const { i18n } = useLingui();
  const captionId = useId();
  const days = epiCurveDays(curve);
  if (!days.length) {
    return (
      <p className="tracing-muted">
        <Trans>No open case or contact to chart yet.</Trans>
      </p>
    );
  }
  const highest = Math.max(1, ...days.map((day) => Math.max(day.cases, day.contacts)));
  const width = GUTTER + days.length * DAY_WIDTH;
  const heightOf = (count: number) => (count / highest) * (HEIGHT - 8);
  return (
    <figure className="epi-curve" aria-labelledby={captionId}>
      <figcaption id={captionId} className="epi-caption">
        <span>{title}</span>
        <span className="epi-key">
          <span className="epi-swatch" style={{ background: CASE_COLOUR }} />
          <Trans>Cases by onset day</Trans>
        </span>
        <span className="epi-key">
          <span className="epi-swatch" style={{ background: CONTACT_COLOUR }} />
          <Trans>Contacts by exposure day</Trans>
        </span>
      </figcaption>
      <div className="epi-scroll">
        <svg className="epi-chart" viewBox={`0 0 ${width} ${HEIGHT + AXIS}`} width={width} height={HEIGHT + AXIS} aria-hidden="true">
          <text x={GUTTER - 4} y={12} fontSize={11} fill="#374151" textAnchor="end">
            {highest}
          </text>
          <text x={GUTTER - 4} y={HEIGHT} fontSize={11} fill="#374151" textAnchor="end">
            0
          </text>
          <line x1={GUTTER} x2={GUTTER} y1={8} y2={HEIGHT} stroke="#6b7280" />
          <line x1={GUTTER} x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#6b7280" />
          {days.map((day, index) => {
            const x = GUTTER + index * DAY_WIDTH + 2;
            return (
              <g key={day.day}>
                <rect x={x} y={HEIGHT - heightOf(day.cases)} width={BAR_WIDTH} height={heightOf(day.cases)} fill={CASE_COLOUR} />
                <rect x={x + BAR_WIDTH + 1} y={HEIGHT - heightOf(day.contacts)} width={BAR_WIDTH} height={heightOf(day.contacts)} fill={CONTACT_COLOUR} />
                {index % labelEvery(days.length) === 0 && (
                  <text x={x} y={HEIGHT + 14} fontSize={11} fill="#374151">
                    {day.day.slice(5)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="tracing-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Cases by onset day</Trans>
              </th>
              <th scope="col">
                <Trans>Contacts by exposure day</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(i18n.locale, day.day)}</th>
                <td>{day.cases}</td>
                <td>{day.contacts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
