import { Trans, useLingui } from "@lingui/react/macro";
import type { Arrivals } from "#domain/tourism-dashboard.ts";

/** The chart's numbers: a row per period, a column per answer; a withheld cell reads "withheld". */
export function ArrivalsTable({ arrivals, labelOf, dimensionLabel }: { arrivals: Arrivals; labelOf: (value: string) => string; dimensionLabel: string }) {
  const { t } = useLingui();
  const cellOf = new Map(arrivals.cells.map((cell) => [`${cell.period}|${cell.value}`, cell]));
  return (
    <div className="tourism-table-scroll">
      <table className="tourism-table">
        <caption>
          <Trans>Arrivals by {dimensionLabel}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{arrivals.by === "week" ? t`Week of` : t`Month`}</th>
            {arrivals.values.map((value) => (
              <th key={value} scope="col">
                {labelOf(value)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {arrivals.periods.map((period) => (
            <tr key={period}>
              <th scope="row">{period}</th>
              {arrivals.values.map((value) => {
                const cell = cellOf.get(`${period}|${value}`);
                if (cell?.suppressed) {
                  return (
                    <td key={value} className="tourism-suppressed">
                      <Trans>withheld</Trans>
                    </td>
                  );
                }
                return <td key={value}>{cell?.count ?? 0}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
