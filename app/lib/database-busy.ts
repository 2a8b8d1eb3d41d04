/**
 * "The database is busy": another process (an operator's `sqlite3`, a backup,
 * another server process) held SQLite's write lock for longer than a write
 * may wait (ADR 35). Nothing was written; the same write may simply be tried
 * again in a few seconds, so a request answers 503 with Retry-After.
 */
export const DATABASE_BUSY = "DATABASE_BUSY";

/** Seconds a visitor is asked to wait after a busy answer: a held lock is usually brief. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export class DatabaseBusyError extends Error {
  readonly code = DATABASE_BUSY;
  constructor(readonly waitedMs: number) {
    super(`the database is locked by another writer (waited ${Math.round(waitedMs)} ms)`);
    this.name = "DatabaseBusyError";
  }
}

/**
 * True for our busy error and for SQLite's own (SQLITE_BUSY, SQLITE_LOCKED and
 * their extended codes). By code, not `instanceof`: the HTTP server and the
 * React Router bundle each carry their own copy of this module.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === "string" &&
    (code === DATABASE_BUSY || code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))
  );
}
