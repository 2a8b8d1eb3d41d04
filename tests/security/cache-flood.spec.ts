import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { PORT_OFFSETS, securityPort, startSiteServer, type SiteServer } from "./harness";

/**
 * Issue 24: a flood of unique junk URLs must not exhaust memory. Before, the
 * page cache kept 500 pages of any size under the raw URL: with 10,000
 * investor documents, 600 requests to /stock-exchange-disclosures?x=N took
 * the server from 350 MB to 2 GB, and each one rendered the page again. Now
 * the cache is bounded by bytes and keyed on the parameters a page reads
 * (ADR 22). A server of our own, with a few thousand documents, is flooded
 * on 127.0.0.1 with a bounded number of requests; its memory is read from
 * /proc, and every junk request must be answered from the one cached copy.
 */
const port = securityPort(PORT_OFFSETS.cacheFlood);
/**
 * Enough for 40 groups and a search that matches every document. Listings
 * are paged by 40 now (issue 26), so each page is about 190 KB of HTML.
 */
const DOCUMENTS = 1_200;
/**
 * The page cache the test gives the server: about four such pages with
 * their compressed copies, fewer than the SEARCHES below.
 */
const PAGE_CACHE_MB = 1;
/** Growth allowed over the whole flood: GC slack, not a page per request. */
const RSS_GROWTH_LIMIT_MB = 64;
/** Distinct searches: together about twice the page cache (SEARCHES × ~230 KB). */
const SEARCHES = 10;
/** Requests in flight at once, as a small botnet or a crawler would send. */
const CONCURRENCY = 8;

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  expect(kb, "VmRSS of the server").toBeGreaterThan(0);
  return kb / 1024;
}

interface Answer {
  status: number;
  cache: string;
  bytes: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(target: string, encoding = "br"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: target, agent, headers: { "Accept-Encoding": encoding } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: String(response.headers["x-cache"] ?? "none"),
            bytes,
          }),
        );
      },
    );
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer to ${target}`)));
    request.on("error", reject);
  });
}

/**
 * Sends `count` requests, CONCURRENCY at a time, and counts the ones that
 * were rendered rather than answered from the cache. It stops early once
 * more than `renderLimit` were rendered: the old behaviour rendered every one,
 * which would take minutes and gigabytes to prove.
 */
async function flood(
  count: number,
  target: (n: number) => string,
  renderLimit: number,
  concurrency = CONCURRENCY,
): Promise<{ sent: number; rendered: number; statuses: Set<number> }> {
  let next = 0;
  let rendered = 0;
  const statuses = new Set<number>();
  const worker = async () => {
    while (next < count && rendered <= renderLimit) {
      const answer = await get(target(next++));
      statuses.add(answer.status);
      if (answer.cache !== "HIT") rendered++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sent: next, rendered, statuses };
}

function insertDocuments(dataDir: string, count: number): void {
  const db = new Database(path.join(dataDir, "site.db"));
  try {
    const insert = db.prepare(
      `insert into documents (category, sub_category, document_date, description, file_stem,
         has_pdf, pdf_url, created_at)
       values ('Stock Exchange Disclosures', ?, ?, ?, ?, 1, ?, ?)`,
    );
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const date = `20${10 + (i % 15)}-${String(1 + (i % 12)).padStart(2, "0")}-15`;
        insert.run(
          `Flood group ${i % 40}`,
          date,
          `Intimation ${i} under Regulation 30 of the Listing Regulations: outcome of the board meeting held on ${date}.`,
          `flood-${i}`,
          `https://files.example.com/flood-${i}.pdf`,
          now,
        );
      }
    })();
  } finally {
    db.close();
  }
}

test.describe("a flood of unique junk URLs", { tag: "@http" }, () => {
  // One server for both tests: in one worker, one after the other.
  test.describe.configure({ mode: "default", timeout: 300_000 });
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // A small page cache, so a cache that grew past it would show plainly.
    server = await startSiteServer(port, { PAGE_CACHE_MB: String(PAGE_CACHE_MB) });
    insertDocuments(server.dataDir, DOCUMENTS);
  });

  test.afterAll(async () => {
    agent.destroy();
    await server?.stop();
  });

  test("neither renders an expensive page again nor grows the server's memory", async () => {
    // Rendered once, as a visitor would; that answer tells the cache which
    // parameters the path reads, so the same address with junk is a hit.
    const page = await get("/stock-exchange-disclosures", "identity");
    expect(page.status, server.stderr().slice(-2000)).toBe(200);
    expect(page.bytes, "the listing is a large page").toBeGreaterThan(150_000);
    expect((await get("/stock-exchange-disclosures?x=warm")).cache).toBe("HIT");
    expect((await get("/about")).status).toBe(200);
    expect((await get("/about?junk=warm")).cache).toBe("HIT");
    const before = residentMb(server.pid);

    const disclosures = await flood(600, (n) => `/stock-exchange-disclosures?x=${n}`, 5);
    expect(disclosures.statuses).toEqual(new Set([200]));
    expect(disclosures.rendered, "junk parameters answered from the one copy").toBe(0);
    expect(disclosures.sent).toBe(600);

    const about = await flood(3_000, (n) => `/about?junk=${n}`, 5);
    expect(about.statuses).toEqual(new Set([200]));
    expect(about.rendered).toBe(0);
    expect(about.sent).toBe(3_000);

    const after = residentMb(server.pid);
    test.info().annotations.push({
      type: "RSS",
      description: `${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    });
    expect(after - before, `RSS ${before.toFixed(0)} MB → ${after.toFixed(0)} MB`).toBeLessThan(
      RSS_GROWTH_LIMIT_MB,
    );
  });

  test("a parameter the page reads still gets its own page, within the byte bound", async () => {
    // Each distinct search is a real, different page (every flood document
    // matches "intimation"; the repeats make each address unique), so each is
    // rendered. Sent one at a time, as each search over a thousand documents takes
    // a while. (The server's RSS is not compared here: rendering megabytes of
    // HTML leaves garbage that V8 keeps its heap sized for, cache or not.)
    const search = (n: number) =>
      `/stock-exchange-disclosures?q=${Array(n + 1)
        .fill("intimation")
        .join("+")}`;
    const first = await flood(SEARCHES, search, SEARCHES, 1);
    expect(first.statuses, server.stderr().slice(-2000)).toEqual(new Set([200]));
    expect(first.rendered).toBe(SEARCHES);
    // Asked again in the same order: had every page been kept (the old cache
    // held 500 of any size), none would render now; bounded by bytes, the
    // oldest were pushed out.
    const again = await flood(SEARCHES, search, SEARCHES, 1);
    expect(again.statuses).toEqual(new Set([200]));
    expect(
      again.rendered,
      `more than ${PAGE_CACHE_MB} MB of pages were not all kept`,
    ).toBeGreaterThan(0);
  });
});
