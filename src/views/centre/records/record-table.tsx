/**
 * A record list's table, presentational: one row per record, the first column the row's header,
 * every cell naming its column through `data-label` so that the shared table pattern
 * (common/data-table.css) turns each row into a card of label and value pairs on a phone. The member's records and the agent's team reports each give
 * their columns; a column they share (a bet's figures, an account entry's) is written once.
 */
import type { ReactNode } from 'react';
import { TableScroll } from '../../common/table-scroll';

export interface RecordColumn<Row> {
  /** the column's header, and each cell's label on a phone */
  label: string;
  cell: (row: Row) => ReactNode;
  /** a figure: aligned to the end, in tabular digits */
  amount?: boolean;
  /** a signed figure's tone (records__gain, records__loss) */
  tone?: (row: Row) => string | undefined;
}

function cellClass<Row>(column: RecordColumn<Row>, row: Row): string | undefined {
  if (!column.amount) return undefined;
  return `records__amount ${column.tone?.(row) ?? ''}`;
}

export function RecordTable<Row>(props: {
  /** read by screen readers only: what the rows are and in which order; also names the table's box */
  caption: string;
  /** the first is each row's header */
  columns: readonly RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowTestId?: (row: Row) => string;
}) {
  const [first, ...rest] = props.columns;
  if (!props.rows.length || !first) return null;
  return (
    <TableScroll label={props.caption}>
      <table className="data-table data-table--cards">
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.label} scope="col" className={column.amount ? 'records__amount' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} data-testid={props.rowTestId?.(row)}>
              <th scope="row" data-label={first.label} className={cellClass(first, row)}>
                {first.cell(row)}
              </th>
              {rest.map((column) => (
                <td key={column.label} data-label={column.label} className={cellClass(column, row)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
