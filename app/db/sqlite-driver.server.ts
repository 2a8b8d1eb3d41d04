import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from "kysely";
import { DatabaseBusyError } from "~/lib/database-busy";
import { siteMetrics } from "~/lib/metrics/registry.server";

/**
 * SQLite for a server that must keep answering while another process holds
 * the write lock (ADR 35). better-sqlite3 is synchronous: with a busy timeout
 * of seconds, one write waiting for the lock froze the whole process, cached
 * pages and /healthz included. So:
 *
 * - Two connections to the one file. Reads run on their own connection, which
 *   in WAL mode never waits for a writer, so pages that only read are never
 *   held up by a lock, ours or another process's.
 * - Writes (and every statement of a transaction) run on the other, one
 *   connection at a time in this process (a queue), with no busy timeout of
 *   SQLite's own. When the lock is taken, the write is tried again after a
 *   growing pause on a timer, so the event loop stays free; past the wait
 *   allowed it fails with DatabaseBusyError, which a request answers with 503
 *   and Retry-After. Time spent queued behind another write counts too, so a
 *   queue never grows past the wait allowed.
 * - Transactions begin IMMEDIATE, taking the write lock up front: a
 *   read-then-write transaction cannot then fail half-way with SQLITE_BUSY
 *   when another process wrote in between (a busy timeout cannot help there).
 */
export interface LockWait {
  /** Longest a write waits for the lock (queue included) before DatabaseBusyError. */
  writeWaitMs: number;
  /**
   * SQLite's own busy timeout per try. It sleeps on the event loop: 2 ms kept
   * the loop 10% busy while a lock was held, 0 ms about 1% (ADR 35).
   */
  tryMs: number;
  /** Longest pause between tries; pauses double from 1 ms up to this. */
  maxPauseMs: number;
}

export const DEFAULT_LOCK_WAIT: LockWait = { writeWaitMs: 1_000, tryMs: 0, maxPauseMs: 50 };

export class LockAwareSqliteDialect extends SqliteDialect {
  readonly #file: string;
  readonly #wait: LockWait;
  constructor(file: string, wait: LockWait = DEFAULT_LOCK_WAIT) {
    // The parent's own driver is never made (createDriver below); it only
    // lends the adapter, compiler and introspector.
    super({ database: () => Promise.reject(new Error("unused")) });
    this.#file = file;
    this.#wait = wait;
  }
  override createDriver(): Driver {
    return new LockAwareSqliteDriver(this.#file, this.#wait);
  }
}

/** One use of the database as Kysely sees it: a query, a transaction or `db.connection()`. */
class Lease implements DatabaseConnection {
  /** Whether this lease holds the writer (from its first write or BEGIN until released). */
  holdsWriter = false;
  constructor(private readonly driver: LockAwareSqliteDriver) {}
  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }
  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream<R>(this, query);
  }
}

export class LockAwareSqliteDriver implements Driver {
  readonly #file: string;
  readonly #wait: LockWait;
  #writer: SQLite.Database | undefined;
  #reader: SQLite.Database | undefined;
  readonly #turn = new WriterTurn();

  constructor(file: string, wait: LockWait) {
    this.#file = file;
    this.#wait = wait;
  }

  async init(): Promise<void> {
    const writer = new SQLite(this.#file);
    // WAL first (switching a new file to it needs the file to itself, so it
    // may wait for another process once, on the first query), then the reader.
    writer.pragma(`busy_timeout = ${this.#wait.writeWaitMs}`);
    writer.pragma("journal_mode = WAL");
    writer.pragma(`busy_timeout = ${this.#wait.tryMs}`);
    writer.pragma("foreign_keys = ON");
    writer.pragma("synchronous = NORMAL");
    const reader = new SQLite(this.#file);
    reader.pragma(`busy_timeout = ${this.#wait.tryMs}`);
    // Whatever is routed here by mistake cannot write.
    reader.pragma("query_only = ON");
    this.#writer = writer;
    this.#reader = reader;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    const deadline = performance.now() + this.#wait.writeWaitMs;
    await this.#takeWriter(lease, deadline);
    await this.#retrying(() => this.#openWriter().exec("begin immediate"), deadline);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.execute(connection as Lease, CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.execute(connection as Lease, CompiledQuery.raw("rollback"));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.execute(connection as Lease, CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.execute(connection as Lease, CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await this.execute(connection as Lease, CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (!lease.holdsWriter) return;
    // A transaction left open (raw BEGIN without COMMIT) must not keep the lock.
    if (this.#writer?.open && this.#writer.inTransaction) this.#writer.exec("rollback");
    lease.holdsWriter = false;
    this.#turn.give();
  }

  async destroy(): Promise<void> {
    this.#reader?.close();
    this.#writer?.close();
  }

  /** Runs one statement on the reader when it only reads and the lease holds no writer, else on the writer. */
  async execute<R>(lease: Lease, { sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    const started = performance.now();
    if (!lease.holdsWriter && !isPragma(sql)) {
      const reader = this.#openReader();
      const statement = reader.prepare(sql);
      if (statement.readonly)
        return this.#retrying(
          () => run<R>(statement, parameters),
          started + this.#wait.writeWaitMs,
        );
      await this.#takeWriter(lease, started + this.#wait.writeWaitMs);
    } else if (!lease.holdsWriter) {
      await this.#takeWriter(lease, started + this.#wait.writeWaitMs);
    }
    const statement = this.#openWriter().prepare(sql);
    return this.#retrying(() => run<R>(statement, parameters), started + this.#wait.writeWaitMs);
  }

  async *stream<R>(
    lease: Lease,
    { sql, parameters }: CompiledQuery,
  ): AsyncIterableIterator<QueryResult<R>> {
    const statement = (lease.holdsWriter ? this.#openWriter() : this.#openReader()).prepare(sql);
    if (!statement.reader) throw new Error("only statements that return rows can be streamed");
    for (const row of statement.iterate(parameters as unknown[])) yield { rows: [row as R] };
  }

  async #takeWriter(lease: Lease, deadline: number): Promise<void> {
    if (lease.holdsWriter) return;
    await this.#turn.take(deadline);
    lease.holdsWriter = true;
  }

  /**
   * Tries `attempt` until SQLite stops answering SQLITE_BUSY or the deadline
   * passes, pausing on a timer in between (1, 2, 4 … maxPauseMs). A statement
   * refused with SQLITE_BUSY did nothing, so trying it again is safe.
   */
  async #retrying<T>(attempt: () => T, deadline: number): Promise<T> {
    const started = performance.now();
    for (let pause = 1; ; pause = Math.min(pause * 2, this.#wait.maxPauseMs)) {
      try {
        return attempt();
      } catch (error) {
        if (!isSqliteBusy(error)) throw error;
        const left = deadline - performance.now();
        if (left <= 0) throw gaveUp(started);
        siteMetrics().sqliteBusyRetries.inc();
        await sleep(Math.min(pause, left));
      }
    }
  }

  #openWriter(): SQLite.Database {
    if (!this.#writer) throw new Error("the database is not open");
    return this.#writer;
  }

  #openReader(): SQLite.Database {
    if (!this.#reader) throw new Error("the database is not open");
    return this.#reader;
  }
}

/**
 * The writer connection, one lease at a time, first come first served. A
 * lease that cannot have it by its deadline gives up with DatabaseBusyError,
 * so callers queued behind a stuck lock fail when their own time is up rather
 * than one after another.
 */
class WriterTurn {
  #held = false;
  readonly #queue: Array<{ grant: () => void }> = [];

  take(deadline: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          const at = this.#queue.indexOf(waiter);
          if (at !== -1) this.#queue.splice(at, 1);
          reject(gaveUp(started));
        },
        Math.max(0, deadline - started),
      );
      this.#queue.push(waiter);
    });
  }

  give(): void {
    const next = this.#queue.shift();
    if (next) next.grant();
    else this.#held = false;
  }
}

/** The busy error, counted (kamo_db_sqlite_busy_timeouts_total). */
function gaveUp(started: number): DatabaseBusyError {
  siteMetrics().sqliteBusyGaveUp.inc();
  return new DatabaseBusyError(performance.now() - started);
}

function run<R>(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: BigInt(changes),
    insertId: BigInt(lastInsertRowid),
    rows: [],
  };
}

/** PRAGMAs set up a connection (or report on it): they belong to the writer, which writes. */
function isPragma(sql: string): boolean {
  return /^\s*pragma\b/i.test(sql);
}

function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
