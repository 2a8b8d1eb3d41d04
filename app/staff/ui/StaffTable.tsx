import type { Key, ReactNode } from "react";

/** One column of a staff list. */
export interface StaffColumn<Row> {
  /** The column's heading; on a phone, the label above each of its values. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a link to it, usually): a row header, no phone label. */
  rowHeader?: boolean;
  className?: string;
  /** Columns whose header differs only by data (a language each) need their own key. */
  key?: string;
}

/**
 * A staff list as a table: a caption, a header row, one row per record.
 * Below 768 px each row becomes a card with each value under its column's
 * name (staff.css), so a list works at 375 px without scrolling sideways.
 * Every staff list has this shape (issue 43); what differs is said by its
 * columns.
 */
export function StaffTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowClassName,
  className,
  testId,
}: {
  caption: ReactNode;
  /** The caption for screen readers only, where a heading above says the same. */
  captionHidden?: boolean;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowClassName?: (row: Row) => string | undefined;
  /** The list's own class, for its few rules (e.g. "staff-leads-table"). */
  className?: string;
  testId?: string;
}) {
  return (
    <div className="table-scroll staff-table-wrap">
      <table
        className={`data-table staff-table${className ? ` ${className}` : ""}`}
        data-testid={testId}
      >
        <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column.key ?? column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th scope="row" key={column.key ?? column.header} className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key ?? column.header}
                    data-label={column.header}
                    className={column.className}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
