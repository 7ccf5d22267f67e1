import { Trans } from "@lingui/react/macro";
import type { CrossTab, ProtectedCount } from "#domain/tourism-dashboard.ts";

function Count({ cell }: { cell: ProtectedCount | undefined }) {
  if (cell?.suppressed) {
    return (
      <td className="tourism-suppressed">
        <Trans>withheld</Trans>
      </td>
    );
  }
  return <td>{cell?.count ?? 0}</td>;
}

/** Rows × columns with each line's total; totals count every traveller of the line, withheld ones too, each protected on its own. */
export function CrossTabTable({
  table,
  rowLabel,
  columnLabel,
  labelOf,
}: {
  table: CrossTab;
  rowLabel: string;
  columnLabel: string;
  labelOf: (dimension: CrossTab["rows"], value: string) => string;
}) {
  const cellOf = new Map(table.cells.map((cell) => [`${cell.row}|${cell.column}`, cell]));
  const { from, to } = table;
  return (
    <div className="tourism-cross-tab-box">
      {/* Above the scrolling box, not a caption in it: a phone shows the whole title however wide the table. */}
      <p id="tourism-cross-tab-title" className="tourism-table-title">
        <Trans>
          {rowLabel} by {columnLabel}, {from} to {to}
        </Trans>
      </p>
      <div className="tourism-table-scroll">
        <table className="tourism-table tourism-cross-tab" aria-labelledby="tourism-cross-tab-title">
          <thead>
            <tr>
              <th scope="col">{rowLabel}</th>
              {table.column_values.map((value) => (
                <th key={value} scope="col">
                  {labelOf(table.columns, value)}
                </th>
              ))}
              <th scope="col">
                <Trans>Total</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.row_values.map((row, index) => (
              <tr key={row}>
                <th scope="row">{labelOf(table.rows, row)}</th>
                {table.column_values.map((column) => (
                  <Count key={column} cell={cellOf.get(`${row}|${column}`)} />
                ))}
                <Count cell={table.row_totals[index]} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <Trans>Total</Trans>
              </th>
              {table.column_totals.map((total) => (
                <Count key={total.value} cell={total} />
              ))}
              <Count cell={table.total} />
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}
