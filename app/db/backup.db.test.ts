import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import {
  BackupError,
  backupSqlite,
  checkBackup,
  markRunning,
  restoreSqlite,
  runningServers,
} from "./backup.server";
import { readMeta, writeMeta } from "./meta.server";
import { migrations } from "./migrations";

/**
 * `npm run db:backup` / `db:restore` on SQLite (ADR 68). The copy under a
 * live server's writes is shown against the built server
 * (server/backup-restore.built.test.ts); these are the checks a restore
 * makes, each caused: a server running, a damaged file, a newer schema.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function liveSite(): Promise<TestDatabase & { uploads: string; file: string }> {
  const site = await createTestDatabase();
  cleanups.push(() => site.cleanup());
  const uploads = path.join(site.options.dataDir, "uploads");
  fs.mkdirSync(path.join(uploads, "documents/2026/11"), { recursive: true });
  fs.writeFileSync(path.join(uploads, "documents/2026/11/report.pdf"), "%PDF-1.7 annual report");
  fs.writeFileSync(path.join(uploads, "logo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]));
  // A put under way (folder.server.ts writes then renames): not a file yet.
  fs.writeFileSync(path.join(uploads, "logo.png.123.tmp"), "half");
  return { ...site, uploads, file: path.join(site.options.dataDir, "site.db") };
}

describe.skipIf(testDialect() !== "sqlite")("SQLite backup and restore", () => {
  it("copies the database and the uploads into one file and restores both into a new data folder", async () => {
    const site = await liveSite();
    const at = new Date().toISOString();
    await writeMeta(site.handle.db, "backup-test", "before", at);
    const target = path.join(tempDir("kamo-backups-"), "site-backup.db");

    const made = await backupSqlite({ database: site.file, uploads: site.uploads, target });
    expect(made.files).toBe(2);
    expect(made.migrations).toEqual(Object.keys(migrations).sort());
    // Written after the backup: not in it.
    await writeMeta(site.handle.db, "backup-test", "after", at);

    const fresh = tempDir("kamo-restored-");
    const restored = restoreSqlite({ backup: target, dataDir: fresh, localUploads: true });
    expect(restored.files).toBe(2);
    expect(restored.keptAside).toEqual([]);
    const copy = new SQLite(path.join(fresh, "site.db"), { readonly: true });
    try {
      const value = copy.prepare("select value from app_meta where key = ?").get("backup-test");
      expect(value).toEqual({ value: "before" });
      const own = copy.prepare("select name from sqlite_master where name like 'backup_%'").all();
      expect(own, "the backup's own tables are dropped").toEqual([]);
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    } finally {
      copy.close();
    }
    expect(fs.readFileSync(path.join(fresh, "uploads/documents/2026/11/report.pdf"), "utf8")).toBe(
      "%PDF-1.7 annual report",
    );
    expect([...fs.readFileSync(path.join(fresh, "uploads/logo.png"))]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0, 255,
    ]);
    expect(fs.existsSync(path.join(fresh, "uploads/logo.png.123.tmp"))).toBe(false);
  });

  it("puts what was there aside, never deleting it", async () => {
    const site = await liveSite();
    await writeMeta(site.handle.db, "backup-test", "old", new Date().toISOString());
    const target = path.join(tempDir("kamo-backups-"), "b.db");
    await backupSqlite({ database: site.file, uploads: site.uploads, target });
    await writeMeta(site.handle.db, "backup-test", "newer", new Date().toISOString());
    await site.handle.close();

    const restored = restoreSqlite({
      backup: target,
      dataDir: site.options.dataDir,
      localUploads: true,
      isRunning: () => false,
    });
    const aside = restored.keptAside.find((file) => /site\.db\.before-restore-[^-]/.test(file))!;
    expect(aside).toBeDefined();
    expect(restored.keptAside.some((file) => /uploads\.before-restore-/.test(file))).toBe(true);
    const reopened = await createTestDatabaseAt(site.options.dataDir);
    expect(await readMeta(reopened.db, "backup-test")).toBe("old");
    await reopened.close();
  });

  it("refuses to overwrite the database of a server that runs, and ignores one that was killed", async () => {
    const site = await liveSite();
    const target = path.join(tempDir("kamo-backups-"), "b.db");
    await backupSqlite({ database: site.file, uploads: site.uploads, target });
    const unmark = markRunning(site.options.dataDir);
    cleanups.push(unmark);
    expect(runningServers(site.options.dataDir)).toEqual([process.pid]);
    expect(() =>
      restoreSqlite({ backup: target, dataDir: site.options.dataDir, localUploads: true }),
    ).toThrow(`a server is running on ${site.options.dataDir} (pid ${process.pid}): stop it first`);
    unmark();
    // A server SIGKILLed leaves its file; its pid no longer runs.
    markRunning(site.options.dataDir, 2 ** 22 + 12345);
    expect(runningServers(site.options.dataDir)).toEqual([]);
  });

  it("refuses a damaged backup", async () => {
    const site = await liveSite();
    const target = path.join(tempDir("kamo-backups-"), "b.db");
    await backupSqlite({ database: site.file, uploads: site.uploads, target });
    // Zeros over a stretch of pages past the first: the header still reads, the b-trees do not.
    const handle = fs.openSync(target, "r+");
    fs.writeSync(handle, Buffer.alloc(16_384), 0, 16_384, 8_192);
    fs.closeSync(handle);
    const fresh = tempDir("kamo-restored-");
    expect(() => restoreSqlite({ backup: target, dataDir: fresh, localUploads: true })).toThrow(
      /failed its integrity check|cannot be read as a database/,
    );
    expect(fs.existsSync(path.join(fresh, "site.db"))).toBe(false);
  });

  it("refuses a backup taken by newer code, whose migrations this code does not know", async () => {
    const site = await liveSite();
    const target = path.join(tempDir("kamo-backups-"), "b.db");
    await backupSqlite({ database: site.file, uploads: site.uploads, target });
    const newer = new SQLite(target);
    newer
      .prepare("insert into kysely_migration (name, timestamp) values (?, ?)")
      .run("9999_from_the_future", new Date().toISOString());
    newer.close();
    expect(() => checkBackup(target)).toThrow(
      /holds migrations this code does not know \(9999_from_the_future\)/,
    );
    expect(() => checkBackup(site.file)).toThrow(BackupError);
  });
});

async function createTestDatabaseAt(dataDir: string) {
  const { openDatabase } = await import("./client.server");
  return openDatabase({ dataDir });
}
