import { CsvError } from "csv-parse";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import {
  DEALER_CSV_COLUMNS,
  OPTIONAL_CSV_COLUMNS,
  dealerRowSchema,
  dealerToRow,
  placeDealer,
  type Dealer,
  type DealerCsvColumn,
} from "./dealer-record";
import { messages } from "./messages";
import type { PinDirectory } from "~/places/pin-data";

/**
 * Dealers to and from CSV: the committed sample file, the staff import and
 * export. Reading never stops at the first bad row: it returns the
 * dealers it could read and an error per bad cell, each with its line, so a
 * person can fix the file in one go (and an importer refuses the whole file
 * while any error remains).
 */

export interface DealerCsvError {
  /** Line of the file where the record starts; the header is line 1. */
  line: number;
  /** The column at fault, when one cell is. */
  column?: DealerCsvColumn;
  message: string;
}

export interface DealerCsvResult {
  dealers: Dealer[];
  errors: DealerCsvError[];
}

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula, so our export
 * writes such cells behind an apostrophe (csv-stringify's escape_formulas,
 * the same characters); reading takes it off again.
 */
const DEFUSED = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

function headerErrors(header: string[]): string[] {
  const known = new Set<string>(DEALER_CSV_COLUMNS);
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const column of header) {
    if (seen.has(column)) problems.push(messages.csvColumnTwice(column));
    seen.add(column);
  }
  const missing = DEALER_CSV_COLUMNS.filter(
    (column) => !seen.has(column) && !OPTIONAL_CSV_COLUMNS.includes(column),
  );
  if (missing.length) problems.push(messages.csvColumnsMissing(missing));
  const unknown = header.filter((column) => !known.has(column));
  if (unknown.length) problems.push(messages.csvColumnsUnknown(unknown));
  return problems;
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Every row read, then checked against the PIN directory and given its point
 * (placeDealer): its own coordinates, or its PIN's centre when they are empty.
 */
export function parseDealerCsv(
  text: string,
  directory: Pick<PinDirectory, "find">,
): DealerCsvResult {
  let records: ParsedRecord[];
  try {
    // With `info`, each record comes with where it ended; the typings do not say so.
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : 1;
    return { dealers: [], errors: [{ line, message: messages.csvUnreadable(error.message) }] };
  }
  const [head, ...rows] = records;
  if (!head)
    return {
      dealers: [],
      errors: [{ line: 1, message: messages.csvColumnsMissing(DEALER_CSV_COLUMNS) }],
    };
  const header = head.record.map((cell) => cell.trim().toLowerCase());
  const problems = headerErrors(header);
  if (problems.length)
    return { dealers: [], errors: problems.map((message) => ({ line: 1, message })) };

  const dealers: Dealer[] = [];
  const errors: DealerCsvError[] = [];
  const lineOfCode = new Map<string, number>();
  for (const { record, info } of rows) {
    // info.lines is where the record ends; a quoted cell may span lines.
    const line =
      info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
    if (record.length !== header.length) {
      errors.push({ line, message: messages.csvCellCount(record.length, header.length) });
      continue;
    }
    const cells = Object.fromEntries(
      header.map((column, i) => [column, record[i]!.replace(DEFUSED, "")]),
    );
    const parsed = dealerRowSchema.safeParse(cells);
    if (!parsed.success) {
      // One message per cell: the first rule it breaks says enough.
      const columns = new Set<DealerCsvColumn>();
      for (const issue of parsed.error.issues) {
        const column = issue.path[0] as DealerCsvColumn;
        if (!columns.has(column)) errors.push({ line, column, message: issue.message });
        columns.add(column);
      }
      continue;
    }
    const earlier = lineOfCode.get(parsed.data.code);
    if (earlier !== undefined) {
      errors.push({
        line,
        column: "code",
        message: messages.csvCodeTwice(parsed.data.code, earlier),
      });
      continue;
    }
    lineOfCode.set(parsed.data.code, line);
    const placed = placeDealer(parsed.data, directory);
    if (!placed.ok) {
      errors.push(...placed.problems.map((problem) => ({ line, ...problem })));
      continue;
    }
    dealers.push(placed.dealer);
  }
  return { dealers, errors };
}

/** UTF-8 CSV with a header row, LF line ends, formula-like cells defused. */
export function formatDealerCsv(dealers: readonly Dealer[]): string {
  return stringify(
    dealers.map((dealer) => {
      const row = dealerToRow(dealer);
      return DEALER_CSV_COLUMNS.map((column) => row[column]);
    }),
    { header: true, columns: [...DEALER_CSV_COLUMNS], escape_formulas: true },
  );
}
