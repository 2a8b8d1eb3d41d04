import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { migrations } from "./migrations";

/**
 * Backups of a SQLite site, taken while it serves, and their restore
 * (`npm run db:backup` / `db:restore`, scripts/db.ts; ADR 68).
 *
 * A backup is ONE SQLite file: SQLite's online backup of the database (a
 * snapshot, whatever the server writes meanwhile), with two tables of its own
 * added to the copy: `backup_manifest` (when, from where, the migrations it
 * holds) and `backup_files` (each file of the local uploads folder, its bytes
 * and SHA-256). One file is simple to move, and `PRAGMA integrity_check`
 * covers the uploads too. The database is copied before the folder: an upload
 * is written to the folder before its row (stored-files.server.ts), so every
 * row in the copy finds its file; a file without a row is harmless.
 *
 * The data keys (DATA_KEYS or DATA_DIR/data-keys) are never in a backup: the
 * sealed fields in it are unreadable without them, and they are kept apart
 * (ADR 61, 64).
 */
export const BACKUP_TABLES = ["backup_manifest", "backup_files"] as const;

/** Where a running server says so: one file per process, named by its pid. */
export const RUNNING_DIR = "running";

export interface BackupResult {
  file: string;
  bytes: number;
  files: number;
  migrations: string[];
}

export interface BackupOptions {
  /** The live database, DATA_DIR/site.db. */
  database: string;
  /** The local uploads folder; undefined when uploads live in S3 (backed up there). */
  uploads: string | undefined;
  /** The backup file to write; refused if it exists. */
  target: string;
  now?: Date;
}

export async function backupSqlite(options: BackupOptions): Promise<BackupResult> {
  const target = path.resolve(options.target);
  if (fs.existsSync(target)) throw new BackupError(`${target} exists: name a new file`);
  if (!fs.existsSync(options.database)) throw new BackupError(`no database at ${options.database}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const source = new SQLite(options.database, { readonly: true, fileMustExist: true });
  try {
    // Every page in one step: a step reads one snapshot, so writes the server
    // makes meanwhile cannot restart the copy (which they would, between
    // steps of the default 100 pages, for ever under a steady load).
    await source.backup(partial, { progress: ({ totalPages }) => totalPages + 1_000 });
  } finally {
    source.close();
  }
  try {
    const copy = new SQLite(partial);
    try {
      // A file on its own: no -wal beside it to lose.
      copy.pragma("journal_mode = DELETE");
      const applied = appliedMigrations(copy);
      copy.exec(`create table backup_manifest (key text primary key, value text not null);
        create table backup_files (path text primary key, bytes blob not null, sha256 text not null);`);
      const files = options.uploads ? filesUnder(options.uploads) : [];
      const insert = copy.prepare(
        "insert into backup_files (path, bytes, sha256) values (?, ?, ?)",
      );
      copy.transaction(() => {
        for (const relative of files) {
          const bytes = fs.readFileSync(path.join(options.uploads!, relative));
          insert.run(relative, bytes, sha256(bytes));
        }
      })();
      const manifest = {
        format: "kamo-sqlite-backup 1",
        created_at: (options.now ?? new Date()).toISOString(),
        migrations: JSON.stringify(applied),
        uploads: options.uploads ? "folder" : "s3",
      };
      const put = copy.prepare("insert into backup_manifest (key, value) values (?, ?)");
      for (const [key, value] of Object.entries(manifest)) put.run(key, value);
      const check = integrityOf(copy);
      if (check !== "ok") throw new BackupError(`the copy failed its integrity check: ${check}`);
      copy.close();
      fs.renameSync(partial, target);
      return {
        file: target,
        bytes: fs.statSync(target).size,
        files: files.length,
        migrations: applied,
      };
    } catch (error) {
      if (copy.open) copy.close();
      throw error;
    }
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

export interface RestoreOptions {
  /** The backup file. */
  backup: string;
  /** The data folder to restore into (DATA_DIR): its site.db and, from a folder backup, uploads/. */
  dataDir: string;
  /** False when uploads live in S3: the backup's files (if any) are not written. */
  localUploads: boolean;
  now?: Date;
  /** Whether a process runs (tests); by signal 0 by default. */
  isRunning?: (pid: number) => boolean;
}

export interface RestoreResult {
  database: string;
  files: number;
  migrations: string[];
  /** Where the database and uploads that were there before now are, if there were any. */
  keptAside: string[];
}

/**
 * Checks a backup and puts it in place of DATA_DIR's database (and uploads).
 * Refused while a server runs on that folder, and for a backup that fails
 * its integrity check or holds a migration this code does not know (taken
 * by newer code: a server here would not understand its schema). What was
 * there before is renamed aside, never deleted.
 */
export function restoreSqlite(options: RestoreOptions): RestoreResult {
  const running = runningServers(options.dataDir, options.isRunning);
  if (running.length > 0)
    throw new BackupError(
      `a server is running on ${options.dataDir} (pid ${running.join(", ")}): stop it first`,
    );
  const checked = checkBackup(options.backup);
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, "-");
  fs.mkdirSync(options.dataDir, { recursive: true });
  const database = path.join(options.dataDir, "site.db");
  const draft = `${database}.restoring-${process.pid}`;
  fs.copyFileSync(options.backup, draft);
  let files = 0;
  try {
    const copy = new SQLite(draft);
    try {
      if (options.localUploads && checked.uploads === "folder") {
        const folder = path.join(options.dataDir, `uploads.restoring-${process.pid}`);
        fs.rmSync(folder, { recursive: true, force: true });
        fs.mkdirSync(folder, { recursive: true });
        // One file at a time: the uploads may be far larger than memory.
        const stored = copy
          .prepare("select path, bytes, sha256 from backup_files")
          .iterate() as Iterable<{
          path: string;
          bytes: Buffer;
          sha256: string;
        }>;
        for (const file of stored) {
          if (sha256(file.bytes) !== file.sha256)
            throw new BackupError(`the backup's copy of ${file.path} is damaged`);
          const to = safeJoin(folder, file.path);
          fs.mkdirSync(path.dirname(to), { recursive: true });
          fs.writeFileSync(to, file.bytes);
          files++;
        }
      }
      copy.exec(BACKUP_TABLES.map((t) => `drop table ${t};`).join("\n"));
      copy.exec("vacuum");
    } finally {
      copy.close();
    }
  } catch (error) {
    fs.rmSync(draft, { force: true });
    fs.rmSync(path.join(options.dataDir, `uploads.restoring-${process.pid}`), {
      recursive: true,
      force: true,
    });
    throw error;
  }
  // From here on nothing can fail half-way but a rename.
  const keptAside: string[] = [];
  for (const suffix of ["", "-wal", "-shm"]) {
    const file = `${database}${suffix}`;
    if (!fs.existsSync(file)) continue;
    const aside = `${database}.before-restore-${stamp}${suffix}`;
    fs.renameSync(file, aside);
    keptAside.push(aside);
  }
  fs.renameSync(draft, database);
  if (options.localUploads && checked.uploads === "folder") {
    const uploads = path.join(options.dataDir, "uploads");
    if (fs.existsSync(uploads)) {
      const aside = `${uploads}.before-restore-${stamp}`;
      fs.renameSync(uploads, aside);
      keptAside.push(aside);
    }
    fs.renameSync(path.join(options.dataDir, `uploads.restoring-${process.pid}`), uploads);
  }
  return { database, files, migrations: checked.migrations, keptAside };
}

export interface CheckedBackup {
  createdAt: string;
  migrations: string[];
  uploads: "folder" | "s3";
}

/** A backup's manifest, once it has passed its integrity check and its migrations are known here. */
export function checkBackup(file: string): CheckedBackup {
  if (!fs.existsSync(file)) throw new BackupError(`no backup at ${file}`);
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} is not a SQLite database: ${messageOf(error)}`);
  }
  try {
    let integrity: string;
    try {
      integrity = integrityOf(db);
    } catch (error) {
      throw new BackupError(`${file} cannot be read as a database: ${messageOf(error)}`);
    }
    if (integrity !== "ok")
      throw new BackupError(`${file} failed its integrity check: ${integrity}`);
    const hasManifest = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'backup_manifest'")
      .get();
    if (!hasManifest)
      throw new BackupError(`${file} is not a backup made by npm run db:backup (no manifest)`);
    const manifest = Object.fromEntries(
      (
        db.prepare("select key, value from backup_manifest").all() as {
          key: string;
          value: string;
        }[]
      ).map((row) => [row.key, row.value]),
    );
    const applied = appliedMigrations(db);
    const known = new Set(Object.keys(migrations));
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0)
      throw new BackupError(
        `${file} holds migrations this code does not know (${unknown.join(", ")}): restore it with the code it was taken with, or newer`,
      );
    return {
      createdAt: manifest.created_at ?? "",
      migrations: applied,
      uploads: manifest.uploads === "folder" ? "folder" : "s3",
    };
  } finally {
    db.close();
  }
}

/**
 * The pids of the servers running on a data folder. Each server process that
 * opens the database writes DATA_DIR/running/<pid> and removes it as it exits
 * (server/lifecycle.ts); a file left by a process that was killed names a pid
 * that no longer runs, and is ignored. A pid reused by another program since
 * then makes restore refuse, on the safe side: delete the file.
 */
export function runningServers(
  dataDir: string,
  isRunning: (pid: number) => boolean = processRuns,
): number[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(dataDir, RUNNING_DIR));
  } catch {
    return [];
  }
  return names
    .map(Number)
    .filter((pid) => Number.isSafeInteger(pid) && pid > 0 && isRunning(pid))
    .sort((a, b) => a - b);
}

/** Marks this process as serving from `dataDir`; the returned function unmarks it. */
export function markRunning(dataDir: string, pid = process.pid): () => void {
  const folder = path.join(dataDir, RUNNING_DIR);
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, String(pid));
  fs.writeFileSync(file, `${new Date().toISOString()}\n`);
  return () => fs.rmSync(file, { force: true });
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class BackupError extends Error {}

function appliedMigrations(db: SQLite.Database): string[] {
  const table = db
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (!table) return [];
  return (
    db.prepare("select name from kysely_migration order by name").all() as { name: string }[]
  ).map((row) => row.name);
}

function integrityOf(db: SQLite.Database): string {
  const rows = db.pragma("integrity_check") as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).join("; ");
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".tmp"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** A path from the backup, kept inside the folder whatever it says. */
function safeJoin(root: string, relative: string): string {
  const to = path.resolve(root, relative);
  if (!to.startsWith(path.resolve(root) + path.sep))
    throw new BackupError(`the backup names a file outside the uploads folder: ${relative}`);
  return to;
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
