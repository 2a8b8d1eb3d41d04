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
 * (issue 41, ADR 35). While a lead waits for the lock, cached pages and
 * /healthz are answered, many of them, before the lead is refused with 503
 * and Retry-After, what was typed kept; the lead is stored when sent again
 * after the lock is gone. The lead delivery worker polls every 200 ms
 * meanwhile, so background writes meet the lock too.
 *
 * The test judges by order, not by milliseconds: a server whose event loop
 * sleeps in SQLite's busy timeout answers nothing until the write gives up,
 * however quiet the machine, and a working one answers throughout, however
 * busy it is (timed bounds here failed on a loaded CI machine twice). The
 * times are printed, for a person to read.
 */
let server: BuiltServer;
let dataDir: string;

beforeAll(async () => {
  if (!isBuilt) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-write-lock-"));
  copySeededDatabase(dataDir);
  server = await startBuiltServer({
    DATA_DIR: dataDir,
    // A CRM nobody listens on: the worker claims leads (a write) on every poll.
    CRM_BASE_URL: "http://127.0.0.1:9",
    CRM_ACCOUNT_ID: "lock-test",
    CRM_POLL_MS: "200",
    LEADS_MIN_FILL_SECONDS: "0",
    LEADS_RATE_LIMIT_PER_HOUR: "0",
  });
}, 150_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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

type Answer = { ms: number; status: number; at: number };

/**
 * Time, status and the moment it arrived, or a status of 0 when the
 * connection failed (a frozen server drops keep-alive sockets).
 */
async function answerOrFailure(url: string): Promise<Answer> {
  try {
    const { ms, response } = await timedFetch(url);
    return { ms, status: response.status, at: performance.now() };
  } catch {
    return { ms: Infinity, status: 0, at: performance.now() };
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

      await timedFetch(`${origin}/healthz`);

      const lock = await holdWriteLock(path.join(dataDir, "site.db"));
      let refused: Awaited<ReturnType<typeof postLead>>;
      let refusedAt = 0;
      let signIn: Awaited<ReturnType<typeof timedFetch>>;
      const cached: Promise<Answer>[] = [];
      const health: Promise<Answer>[] = [];
      try {
        // The delivery worker meets the lock within a poll or two.
        await new Promise((resolve) => setTimeout(resolve, 500));
        // The lead, and reads asked every 50 ms for as long as it waits: a
        // write waiting for the lock must not hold up anything else.
        let waiting = true;
        const posting = postLead().then((answer) => {
          refusedAt = performance.now();
          waiting = false;
          return answer;
        });
        while (waiting && cached.length < 100) {
          cached.push(answerOrFailure(`${origin}/faq`));
          health.push(answerOrFailure(`${origin}/healthz`));
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        refused = await posting;
        await Promise.all([...cached, ...health]);
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
      const pages = await Promise.all(cached);
      const checks = await Promise.all(health);
      // Answered well before the lead was: a loop frozen by the write lets
      // out what waited in one burst, within milliseconds of the lead's own
      // answer, while a free one answers all along the wait. (The first half
      // of the wait was too strict: on a machine loaded five-fold, a cached
      // page took 2 s, longer than the write's own wait for the lock.)
      const wellBefore = refusedAt - 200;
      const answeredMeanwhile = (answers: Answer[]) =>
        answers.filter((answer) => answer.status === 200 && answer.at < wellBefore).length;
      const list = (answers: Answer[]) =>
        answers.map((answer) => `${answer.ms.toFixed(0)} ms ${answer.status}`).join(", ");
      const report = `lead ${refused.ms.toFixed(0)} ms ${refused.response.status}; at least 200 ms before it, ${answeredMeanwhile(
        pages,
      )} cached pages and ${answeredMeanwhile(checks)} /healthz answered; cached ${list(
        pages,
      )}; /healthz ${list(checks)}; medians ${median(pages.map((p) => p.ms)).toFixed(
        0,
      )} and ${median(checks.map((c) => c.ms)).toFixed(0)} ms`;
      console.log(report);
      // The write waits up to 1 s for the lock: on any machine, several reads
      // asked meanwhile are answered long before it gives up. A loop frozen
      // by the write answers none of them until it gives up.
      expect(answeredMeanwhile(pages), report).toBeGreaterThanOrEqual(3);
      expect(answeredMeanwhile(checks), report).toBeGreaterThanOrEqual(3);
      // Every read was answered, and a held lock is no reason to leave the
      // load balancer's rotation (ADR 35).
      expect(
        pages.every((page) => page.status === 200),
        report,
      ).toBe(true);
      expect(
        checks.every((check) => check.status === 200),
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
