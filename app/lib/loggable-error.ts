/**
 * An error as one log line: its name, its code when it has one (a database
 * driver's SQLSTATE, a Node error's code) and its message, and nothing else.
 * A PostgreSQL error's `detail` (and `where`, `table`, the values of a failing
 * row) can quote what a visitor typed, and a whole error object printed by
 * console.error shows them all; personal data never goes in a log line.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error))
    return typeof error === "string" ? oneLine(error) : "unknown error";
  const code = (error as { code?: unknown }).code;
  const label =
    typeof code === "string" || typeof code === "number" ? `${error.name} ${code}` : error.name;
  return `${label}: ${oneLine(error.message)}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, 300);
}
