import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminQuery, databaseUrl } from "../tests/postgres-template";
import {
  formSessionToken,
  isBuilt,
  startBuiltServer,
  timedFetch,
  type BuiltServer,
} from "./testing/built-server";
import { startTcpProxy, type TcpProxy } from "./testing/tcp-proxy";

/**
 * The built server on PostgreSQL, with the database taken away and brought
 * back through a TCP relay (issue 41, ADR 35): every data page answers 503
 * with Retry-After or its page, never 500; a page rendered with a part
 * missing is not kept, so the whole page shows as soon as the database is
 * back; /healthz tells a load balancer when the database cannot be read, or
 * cannot be written (a read-only database); a lead is refused with 503 and
 * Retry-After, what was typed kept, and stored when sent again.
 *
 * `npm test` gives it the PostgreSQL server it starts (FAULT_DATABASE_URL);
 * without one it is skipped.
 */
const adminUrl = process.env.FAULT_DATABASE_URL || process.env.TEST_DATABASE_URL || "";
const name = `kamo_outage_${crypto.randomBytes(6).toString("hex")}`;
let proxy: TcpProxy;
let server: BuiltServer;
let dataDir: string;
/** Public pages, English, from the sitemap while the database was up. */
let pages: string[];

beforeAll(async () => {
  if (!isBuilt || !adminUrl) return;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const admin = new URL(adminUrl);
  proxy = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
  const viaProxy = new URL(databaseUrl(adminUrl, name));
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-outage-"));
  server = await startBuiltServer({
    DATABASE_URL: viaProxy.toString(),
    // Required with PostgreSQL in production (ADR 61).
    DATA_KEYS: `outage:${"k".repeat(43)}=`,
    DATA_DIR: dataDir,
    LEADS_MIN_FILL_SECONDS: "0",
    LEADS_RATE_LIMIT_PER_HOUR: "0",
  });
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  // Shade pages are static data (2,701 of them); one stands for them all.
  const english = [...new Set(locs)].filter((p) => p !== "/hi" && !p.startsWith("/hi/"));
  const shade = english.find((p) => /^\/colours\/./.test(p));
  pages = english.filter((p) => !/^\/colours\/./.test(p));
  // Files and pages the sitemap does not list, found on pages while the database is up.
  const linked = async (page: string, pattern: RegExp) =>
    (await (await fetch(`${server.origin}${page}`)).text()).match(pattern)?.[0];
  const documentFile = await linked("/financial-results", /\/documents\/\d+\/[^"?#]+/);
  const picture = await linked("/blog-details/1", /\/media\/\d+\/[^"?#]+/);
  pages.push(
    ...(shade ? [shade] : []),
    ...[documentFile, picture].filter((found) => found !== undefined),
    // A picture's address: its row is read before its name is checked.
    "/media/1/picture.png",
    "/consultation",
    "/colours/shortlist",
    "/investors/alerts/confirm?t=x",
    "/investors/alerts/manage?t=x",
    "/investors/alerts/unsubscribe?t=x",
    "/forms/quick-contact",
    "/dealers?pin=400001",
    "/investors/search?q=results",
    "/investors/calendar.ics",
    "/investors/disclosures.atom",
  );
}, 180_000);

afterAll(async () => {
  if (process.env.H6_DEBUG) console.log(server?.output().slice(-6000));
  await server?.stop();
  await proxy?.close();
  if (adminUrl && isBuilt)
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Asks `url` until `check` holds (a pool takes a moment to notice), at most `ms`. */
async function eventually(
  url: string,
  check: (status: number, body: string) => boolean,
  ms = 10_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const { response, body } = await timedFetch(url);
    if (check(response.status, body) || Date.now() > deadline) return { response, body };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!isBuilt || !adminUrl)(
  "the built server on PostgreSQL when the database goes away",
  () => {
    it("answers every data page with 503 and Retry-After, or with its page, never 500", async () => {
      const { origin } = server;
      expect(pages.length).toBeGreaterThan(30);
      proxy.cut();
      try {
        await eventually(`${origin}/healthz`, (status) => status === 503);
        const answers: string[] = [];
        const wrong: string[] = [];
        let dealers = "";
        for (const page of pages) {
          const { response, body } = await timedFetch(`${origin}${page}`);
          answers.push(`${response.status} ${page}`);
          const retryAfter = response.headers.get("retry-after");
          if (response.status === 503 ? !retryAfter : response.status >= 500)
            wrong.push(`${page}: ${response.status}${retryAfter ? "" : " without Retry-After"}`);
          if (page === "/dealers") dealers = `${response.status}\n${body}`;
        }
        expect(wrong, answers.join("\n")).toEqual([]);
        // The "try again" state the other data pages show, with a link to the same address.
        expect(dealers).toMatch(/^503\n/);
        expect(dealers).toContain('class="alert alert--error source-unavailable"');
        expect(dealers).toContain('href="/dealers"');
      } finally {
        proxy.restore();
      }
    }, 120_000);

    it("does not keep a page rendered with a part missing: the whole page is back with the database", async () => {
      const { origin } = server;
      await eventually(`${origin}/healthz`, (status) => status === 200);
      proxy.cut();
      let partial: string;
      try {
        ({ body: partial } = await eventually(
          `${origin}/investor-zone`,
          (status) => status === 200,
        ));
      } finally {
        proxy.restore();
      }
      // Rendered without its calendar part, the rest of the page there.
      expect(partial).toContain('id="zone-filings"');
      expect(partial).not.toContain('id="calendar-teaser-title"');
      await eventually(`${origin}/healthz`, (status) => status === 200);
      const whole = await timedFetch(`${origin}/investor-zone`);
      expect(whole.response.status).toBe(200);
      expect(whole.response.headers.get("x-cache")).not.toBe("HIT");
      expect(whole.body).toContain('id="calendar-teaser-title"');
    }, 60_000);

    it("refuses a lead with 503 and Retry-After while the database is away, and stores it once back", async () => {
      const { origin } = server;
      const marker = `outage-lead-${Date.now()}`;
      const lead = new URLSearchParams({
        _session: await formSessionToken(origin, "quick-contact"),
        name: "Outage Test",
        email: "outage@example.com",
        phone: "9820012345",
        question: marker,
      });
      const post = () =>
        timedFetch(`${origin}/forms/quick-contact`, { method: "POST", body: lead });
      proxy.cut();
      let refused: Awaited<ReturnType<typeof post>>;
      try {
        refused = await post();
      } finally {
        proxy.restore();
      }
      expect(refused.response.status).toBe(503);
      expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.body).toContain(marker);
      await eventually(`${origin}/healthz`, (status) => status === 200);
      const stored = await post();
      expect(stored.response.status).toBe(302);
      expect(stored.response.headers.get("location")).toBe("/thankyou");
    }, 60_000);

    it("/healthz says 503 when reads work but every write fails (a read-only database), and 200 once writes work again", async () => {
      const { origin } = server;
      const reconnect = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`;
      await eventually(`${origin}/healthz`, (status) => status === 200);
      await adminQuery(adminUrl, `ALTER DATABASE ${name} SET default_transaction_read_only = on`);
      await adminQuery(adminUrl, reconnect);
      try {
        // Reads still work: pages answer.
        expect(
          (await eventually(`${origin}/faq`, (status) => status === 200)).response.status,
        ).toBe(200);
        const failing = await eventually(`${origin}/healthz`, (status) => status === 503);
        expect(failing.response.status).toBe(503);
        expect(failing.body).toMatch(/write/i);
      } finally {
        await adminQuery(adminUrl, `ALTER DATABASE ${name} RESET default_transaction_read_only`);
        await adminQuery(adminUrl, reconnect);
      }
      const healthy = await eventually(`${origin}/healthz`, (status) => status === 200);
      expect(healthy.response.status).toBe(200);
    }, 60_000);
  },
);
