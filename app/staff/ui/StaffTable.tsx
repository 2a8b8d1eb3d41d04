import type { Key, ReactNode } from "react";

/** One column of a staff list. */
export interface StaffColumn<Row> {
  /** The column's heading; on a phone, the label above each of its values. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a link to it, usually): a row header, no phone label. */
  rowHeader?: boolean;
  className?: string;
  headerClassName?: string;
  /** Columns whose header differs only by data (a language each) need their own key. */
  key?: string;
  /** The header for screen readers only (a column of buttons, e.g. "Actions"). */
  headerHidden?: boolean;
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
  rowId,
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
  /** A row's element id, where a change redirects back to it (`#row-12`). */
  rowId?: (row: Row) => string;
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
              <th scope="col" key={column.key ?? column.header} className={column.headerClassName}>
                {column.headerHidden ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} id={rowId?.(row)} className={rowClassName?.(row)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th scope="row" key={column.key ?? column.header} className={column.className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.key ?? column.header}
                    data-label={column.headerHidden ? undefined : column.header}
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
