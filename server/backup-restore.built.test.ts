import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { adminQuery, databaseUrl } from "../tests/postgres-template";
import { startFakeCrm } from "../tests/mocks/fake-crm";
import { newServerDataDir } from "../tests/server-data-dir";
import { isBuilt } from "./testing/built-server";
import { repoRoot } from "./testing/server-command";
import { dbScript, get, postLead, startSite, tsxBin, waitUntil } from "./testing/site-process";

/**
 * `npm run db:backup` while visitors send leads, then `npm run db:restore`
 * into a new data folder and a server started on it (issue 45, ADR 68):
 * every lead acknowledged before the backup began is there, with the
 * delivery state it had; the restored server sends the rest to the CRM with
 * the same idempotency keys (so the CRM counts no lead twice). A restore over
 * the running site's folder is refused.
 */
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function runDb(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      tsxBin,
      ["--import", "./scripts/catalogues/register.mjs", dbScript, ...args],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, DATA_KEYS: process.env.DATA_KEYS ?? "", ...env },
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

interface LeadState {
  marker: string;
  status: string;
  delivered_at: string | null;
  idempotency_key: string;
}

function leadStates(file: string): Map<string, LeadState> {
  const db = new Database(file, { readonly: true });
  try {
    const rows = db
      .prepare(
        `select l.fields_json, d.status, d.delivered_at, d.idempotency_key
         from leads l join lead_deliveries d on d.lead_id = l.id`,
      )
      .all() as {
      fields_json: string;
      status: string;
      delivered_at: string | null;
      idempotency_key: string;
    }[];
    return new Map(
      rows.map((row) => {
        const marker = (JSON.parse(row.fields_json) as { question: string }).question;
        return [marker, { marker, ...row }];
      }),
    );
  } finally {
    db.close();
  }
}

describe.skipIf(!isBuilt)("backup and restore of a SQLite site", () => {
  it(
    "keeps every lead acknowledged before the backup began, with its delivery state, under a burst of submissions",
    { timeout: 240_000 },
    async () => {
      const crm = await startFakeCrm();
      cleanups.push(() => crm.close());
      const live = newServerDataDir("kamo-backup-live-");
      const restored = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-backup-restored-"));
      const backups = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-backups-"));
      for (const dir of [live, restored, backups])
        cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      // An upload, as staff leave them (DATA_DIR/uploads), to come back with the database.
      fs.mkdirSync(path.join(live, "uploads/documents"), { recursive: true });
      fs.writeFileSync(path.join(live, "uploads/documents/annual-report.pdf"), "%PDF-1.7 report");
      const crmEnv = {
        CRM_BASE_URL: crm.url,
        CRM_ACCOUNT_ID: crm.accountId,
        CRM_POLL_MS: "200",
        // A delivery claimed when the backup was taken waits out its lease (3 × this + 30 s) after the restore.
        CRM_TIMEOUT_MS: "2000",
        SEED_SAMPLE_CONTENT: "false",
      };
      const site = await startSite({ DATA_DIR: live, ...crmEnv });
      cleanups.push(() => site.kill());
      // Some leads reach the CRM at once, some wait: it answers slowly from the start.
      crm.behave("slow", { slowMs: 300 });

      const acknowledged: string[] = [];
      let stop = false;
      let sent = 0;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
      cleanups.push(() => agent.destroy());
      const senders = Array.from({ length: 6 }, async () => {
        while (!stop) {
          const marker = `backup-burst-${sent++}`;
          // A form session of its own each: one session is one lead, however often sent.
          const answer = await postLead(site.origin, marker, agent);
          if (answer.status === 302) acknowledged.push(marker);
          else if (answer.status >= 500) throw new Error(`lead answered ${answer.status}`);
        }
      });
      await waitUntil(() => acknowledged.length >= 30, 60_000, site.output);

      // The backup begins: what was acknowledged by now, and its state, must come back.
      const before = [...acknowledged];
      const stateBefore = leadStates(path.join(live, "site.db"));
      const file = path.join(backups, "kamo-backup.db");
      const backup = await runDb(["backup", file], { DATA_DIR: live });
      const during = acknowledged.length - before.length;
      // A few more after it, then the burst ends.
      await new Promise((resolve) => setTimeout(resolve, 300));
      stop = true;
      await Promise.all(senders);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(
        /\[db\] backup .*kamo-backup\.db: \d+ bytes, \d+ migrations, 1 uploaded files/,
      );
      console.log(
        `backup under load: ${before.length} leads acknowledged before it began, ${during} while it ran, ${acknowledged.length} in all`,
      );

      // Not over the running site.
      const refused = await runDb(["restore", file], { DATA_DIR: live });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`a server is running on ${live}`);

      const restore = await runDb(["restore", file], { DATA_DIR: restored });
      expect(restore.code, restore.output).toBe(0);
      const copy = leadStates(path.join(restored, "site.db"));
      const missing = before.filter((marker) => !copy.has(marker));
      expect(missing, "leads acknowledged before the backup and missing from it").toEqual([]);
      for (const marker of before) {
        const was = stateBefore.get(marker);
        const now = copy.get(marker)!;
        expect(now.idempotency_key).toBe(was?.idempotency_key ?? now.idempotency_key);
        // Delivered before the backup began: delivered in it, at the same time.
        if (was?.status === "delivered")
          expect({ status: now.status, at: now.delivered_at }).toEqual({
            status: "delivered",
            at: was.delivered_at,
          });
      }
      expect(
        fs.readFileSync(path.join(restored, "uploads/documents/annual-report.pdf"), "utf8"),
      ).toBe("%PDF-1.7 report");

      // A server on the restored folder: ready, and it sends what had not gone, with the same keys.
      await site.kill();
      crm.behave("ok");
      const keysBefore = new Set(crm.accepted.keys());
      const again = await startSite({ DATA_DIR: restored, ...crmEnv });
      cleanups.push(() => again.kill());
      expect((await get(`${again.origin}/readyz`)).status).toBe(200);
      await waitUntil(
        () =>
          [...leadStates(path.join(restored, "site.db")).values()].every(
            (l) => l.status === "delivered",
          ),
        60_000,
        again.output,
      );
      const newKeys = [...crm.accepted.keys()].filter((key) => !keysBefore.has(key));
      for (const key of newKeys)
        expect(
          [...copy.values()].some((l) => l.idempotency_key === key),
          `unknown key ${key}`,
        ).toBe(true);
      const restoredKeys = new Set([...copy.values()].map((l) => l.idempotency_key));
      for (const key of restoredKeys)
        expect(crm.accepted.has(key), `lead ${key} never reached the CRM`).toBe(true);
    },
  );
});

/**
 * PostgreSQL: `pg_dump` of a live site's database restored with
 * `pg_restore` into a fresh database, and a server started on it, as
 * docs/operations/backups.md says to. `npm test` gives it the PostgreSQL
 * server it starts (FAULT_DATABASE_URL); without one it is skipped.
 */
const adminUrl = process.env.FAULT_DATABASE_URL || process.env.TEST_DATABASE_URL || "";

describe.skipIf(!isBuilt || !adminUrl)("backup and restore of a PostgreSQL site", () => {
  it(
    "restores a pg_dump into a fresh database that a server then serves, leads and their states kept",
    {
      timeout: 240_000,
    },
    async () => {
      const suffix = crypto.randomBytes(5).toString("hex");
      const [source, target] = [`kamo_dump_${suffix}`, `kamo_restored_${suffix}`];
      await adminQuery(adminUrl, `CREATE DATABASE ${source}`);
      cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${source} WITH (FORCE)`));
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-pg-backup-"));
      const dumps = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-pg-dumps-"));
      for (const dir of [dataDir, dumps])
        cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
      const crm = await startFakeCrm();
      cleanups.push(() => crm.close());
      const env = {
        DATA_DIR: dataDir,
        SEED_SAMPLE_CONTENT: "false",
        CRM_BASE_URL: crm.url,
        CRM_ACCOUNT_ID: crm.accountId,
        CRM_POLL_MS: "200",
        // The leads that met the CRM's outage are retried soon after it ends.
        CRM_RETRY_BASE_MS: "100",
        CRM_RETRY_CAP_MS: "1000",
        // One being sent when the dump was taken waits out its lease (3 × this + 30 s) after the restore.
        CRM_TIMEOUT_MS: "1000",
      };
      const site = await startSite({ ...env, DATABASE_URL: databaseUrl(adminUrl, source) });
      cleanups.push(() => site.kill());
      const markers = Array.from({ length: 6 }, (_, i) => `pg-backup-${suffix}-${i}`);
      for (const marker of markers.slice(0, 3))
        expect((await postLead(site.origin, marker)).status).toBe(302);
      await waitUntil(() => crm.accepted.size === 3, 30_000, site.output);
      // The CRM goes away: these wait in the queue, and must still be waiting after the restore.
      crm.behave("error");
      for (const marker of markers.slice(3))
        expect((await postLead(site.origin, marker)).status).toBe(302);

      // While the site runs, as the runbook says.
      const file = path.join(dumps, "kamo.dump");
      const dump = spawnSync(
        "pg_dump",
        ["--format=custom", "--no-owner", `--file=${file}`, databaseUrl(adminUrl, source)],
        { encoding: "utf8" },
      );
      expect(dump.status, dump.stderr).toBe(0);
      await site.kill();
      await adminQuery(adminUrl, `CREATE DATABASE ${target} TEMPLATE template0`);
      cleanups.push(() => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`));
      const restore = spawnSync(
        "pg_restore",
        ["--no-owner", "--exit-on-error", `--dbname=${databaseUrl(adminUrl, target)}`, file],
        { encoding: "utf8" },
      );
      expect(restore.status, restore.stderr).toBe(0);

      crm.behave("ok");
      const again = await startSite({ ...env, DATABASE_URL: databaseUrl(adminUrl, target) });
      cleanups.push(() => again.kill());
      expect((await get(`${again.origin}/readyz`)).status).toBe(200);
      await waitUntil(
        () => crm.accepted.size === 6,
        60_000,
        () =>
          `${JSON.stringify(crm.requests.map((r) => [r.idempotencyKey, r.answered]))}\n${again.output()}`,
      );
      // Each lead once: the three delivered before the dump were not sent again.
      expect([...crm.accepted.values()]).toEqual([1, 1, 1, 1, 1, 1]);
      const received = crm.requests.filter((r) => r.answered === 200).map((r) => JSON.stringify(r));
      for (const marker of markers)
        expect(
          received.some((r) => r.includes(marker)),
          marker,
        ).toBe(true);
      // And the restored site takes new leads.
      expect((await postLead(again.origin, `pg-backup-${suffix}-after`)).status).toBe(302);
    },
  );
});
