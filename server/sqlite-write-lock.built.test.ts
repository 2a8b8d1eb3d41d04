import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySeededDatabase } from "../tests/server-data-dir";
import {
  formSessionToken,
  isBuilt,
  median,
  startBuiltServer,
  timedFetch,
  type BuiltServer,
} from "./testing/built-server";
import { repoRoot } from "./testing/server-command";

/**
 * Another process holds SQLite's write lock (an operator's `sqlite3`, a
 * backup tool, a second server process): the built server must keep answering
 * (issue 41, ADR 35). Cached pages within 50 ms and /healthz within 200 ms,
 * medians of several (the issue's bounds, generous on a 2-core machine for
 * answers that take about a millisecond); a lead is refused at once with 503
 * and Retry-After, what was typed kept, and stored when sent again after the
 * lock is gone. The lead delivery worker polls every 200 ms meanwhile, so
 * background writes meet the lock too.
 */
let server: BuiltServer;
let dataDir: string;
/**
 * The same build on its own copy of the database, which nobody locks: the
 * control, asked in turns with the locked server so that both meet the same
 * moment of a busy machine (a control measured before and after the lock
 * once missed a burst of load that came between).
 */
let control: BuiltServer;
let controlDir: string;

/** The same settings for both servers. */
const settings = (dir: string) => ({
  DATA_DIR: dir,
  // A CRM nobody listens on: the worker claims leads (a write) on every poll.
  CRM_BASE_URL: "http://127.0.0.1:9",
  CRM_ACCOUNT_ID: "lock-test",
  CRM_POLL_MS: "200",
  LEADS_MIN_FILL_SECONDS: "0",
  LEADS_RATE_LIMIT_PER_HOUR: "0",
});

beforeAll(async () => {
  if (!isBuilt) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-write-lock-"));
  controlDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-write-lock-control-"));
  copySeededDatabase(dataDir);
  copySeededDatabase(controlDir);
  [server, control] = await Promise.all([
    startBuiltServer(settings(dataDir)),
    startBuiltServer(settings(controlDir)),
  ]);
}, 150_000);

afterAll(async () => {
  await Promise.all([server?.stop(), control?.stop()]);
  for (const dir of [dataDir, controlDir]) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** A second process with the write lock (BEGIN IMMEDIATE and a write), until stdin closes. */
function holdWriteLock(file: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const Database = require("better-sqlite3");
    const db = new Database(process.argv[1]);
    db.exec("begin immediate");
    db.prepare("insert into app_meta (key, value, updated_at) values ('lock-test', 'held', 'now') on conflict(key) do update set value = 'held'").run();
    process.stdout.write("locked\\n");
    const release = () => { db.exec("commit"); db.close(); process.exit(0); };
    process.stdin.on("end", release);
    process.stdin.resume();
    setTimeout(release, 60000);
  `;
  const holder: ChildProcess = spawn(process.execPath, ["-e", script, file], {
    cwd: repoRoot,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => holder.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    holder.once("exit", (code) => reject(new Error(`the lock holder exited (${code})`)));
    holder.stdout!.on("data", (chunk: Buffer) => {
      if (!chunk.toString().includes("locked")) return;
      resolve({
        async release() {
          holder.stdin!.end();
          await exited;
        },
      });
    });
  });
}

/** Time and status, or a status of 0 when the connection failed (a frozen server drops keep-alive sockets). */
async function answerOrFailure(url: string): Promise<{ ms: number; status: number }> {
  try {
    const { ms, response } = await timedFetch(url);
    return { ms, status: response.status };
  } catch {
    return { ms: Infinity, status: 0 };
  }
}

describe.skipIf(!isBuilt)(
  "the built server while another process holds the SQLite write lock",
  () => {
    it("answers cached pages and /healthz at once, refuses a lead (and any write) with 503 + Retry-After, and stores it once the lock is gone", async () => {
      const { origin } = server;
      // Warm: /faq is kept by the page cache.
      await timedFetch(`${origin}/faq`);
      expect((await timedFetch(`${origin}/faq`)).response.headers.get("x-cache")).toBe("HIT");
      const marker = `lock-test ${Date.now()} नमस्ते`;
      const lead = new URLSearchParams({
        _session: await formSessionToken(origin, "quick-contact"),
        name: "Lock Test",
        email: "lock-test@example.com",
        phone: "9820012345",
        question: marker,
      });
      const postLead = () =>
        timedFetch(`${origin}/forms/quick-contact`, { method: "POST", body: lead }).catch(
          (error: unknown) => ({
            ms: Infinity,
            response: new Response(null, { status: 599, statusText: String(error) }),
            body: "",
          }),
        );

      for (const origin of [server.origin, control.origin]) {
        await timedFetch(`${origin}/faq`);
        await timedFetch(`${origin}/healthz`);
      }

      const lock = await holdWriteLock(path.join(dataDir, "site.db"));
      let refused: Awaited<ReturnType<typeof postLead>>;
      let signIn: Awaited<ReturnType<typeof timedFetch>>;
      const cached: number[] = [];
      const health: { ms: number; status: number }[] = [];
      const controlSamples = { cached: [] as number[], health: [] as number[] };
      try {
        // The delivery worker meets the lock within a poll or two.
        await new Promise((resolve) => setTimeout(resolve, 500));
        // The lead and the reads at the same time: a write waiting for the lock
        // must not hold up anything else.
        const posting = postLead();
        for (let i = 0; i < 11; i++) {
          const page = await answerOrFailure(`${origin}/faq`);
          cached.push(page.status === 200 ? page.ms : Infinity);
          controlSamples.cached.push((await answerOrFailure(`${control.origin}/faq`)).ms);
          health.push(await answerOrFailure(`${origin}/healthz`));
          controlSamples.health.push((await answerOrFailure(`${control.origin}/healthz`)).ms);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        refused = await posting;
        // A write nothing catches (staff sign-in records each attempt) is a
        // 503 with Retry-After too, not React Router's 500.
        signIn = await timedFetch(`${origin}/staff/sign-in`, {
          method: "POST",
          headers: { origin },
          body: new URLSearchParams({
            email: "nobody@kamopaints.in",
            password: "not the password",
          }),
        });
      } finally {
        await lock.release();
      }
      const controlCached = median(controlSamples.cached);
      const controlHealth = median(controlSamples.health);
      const report = `cached ${cached.map((ms) => ms.toFixed(0)).join(", ")} ms; /healthz ${health
        .map((h) => `${h.ms.toFixed(0)} ms ${h.status}`)
        .join(", ")}; lead ${refused.ms.toFixed(0)} ms ${
        refused.response.status
      }; control cached ${controlSamples.cached
        .map((ms) => ms.toFixed(0))
        .join(
          ", ",
        )} ms, /healthz ${controlSamples.health.map((ms) => ms.toFixed(0)).join(", ")} ms`;
      // Medians within the issue's bounds (50 and 200 ms), or four times the
      // control's on a loaded machine (the browser tests run beside this);
      // a frozen event loop misses either by seconds. And no single answer
      // held up for seconds (1.5 s, or twice the slowest control, but under
      // the 5 s for which the old busy timeout froze the event loop).
      expect(median(cached), report).toBeLessThan(Math.max(50, 4 * controlCached));
      expect(median(health.map((h) => h.ms)), report).toBeLessThan(
        Math.max(200, 4 * controlHealth),
      );
      const slowestControl = Math.max(...controlSamples.cached, ...controlSamples.health);
      expect(Math.max(...cached, ...health.map((h) => h.ms)), report).toBeLessThan(
        Math.min(4_000, Math.max(1_500, 2 * slowestControl)),
      );
      // A held lock is no reason to leave the load balancer's rotation (ADR 35).
      expect(
        health.every((h) => h.status === 200),
        report,
      ).toBe(true);

      expect(refused.response.status, report).toBe(503);
      // The write gives up after 1 s; the rest is the machine's load. Before,
      // the busy timeout held it (and the whole server) for 5-10 s.
      expect(refused.ms, report).toBeLessThan(4_000);
      expect(Number(refused.response.headers.get("retry-after")), report).toBeGreaterThan(0);
      // The visitor sees the form again with what they typed, and is told to try again.
      expect(refused.body).toContain(marker);
      expect(refused.body).toContain('role="alert"');

      expect(signIn.response.status, report).toBe(503);
      expect(Number(signIn.response.headers.get("retry-after"))).toBeGreaterThan(0);

      // The lock is gone: the same post is stored, once.
      const accepted = await postLead();
      expect(accepted.response.status).toBe(302);
      expect(accepted.response.headers.get("location")).toBe("/thankyou");
      const db = new SQLite(path.join(dataDir, "site.db"), { readonly: true });
      try {
        const stored = db
          .prepare("select count(*) as n from leads where fields_json like ?")
          .get(`%${marker.split(" ")[1]}%`) as { n: number };
        expect(stored.n).toBe(1);
      } finally {
        db.close();
      }
    }, 60_000);
  },
);
