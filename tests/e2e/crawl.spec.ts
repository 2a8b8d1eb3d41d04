import { expect, test } from "@playwright/test";
import { whyUnreachable, type OutsideAddress } from "~/lib/outside-addresses";
import { leadingNowhere, stalePendingEntries } from "../pending-sample-addresses";
import { linksOf } from "./html";
import { shadeCodeOfPath, sitemapPagesToVisit, visitsFromSitemap } from "./sitemap-sample";
import { shadeByCode } from "~/shades/shades.server";
import { parseState } from "~/visualiser/state";
import { PLAN_QUERY_PARAMS, readPlan } from "~/plan/plan";

/**
 * Issue 26, "Links that go nowhere": starting at / and /hi and every page in
 * the sitemap, follow every link on our site, page after page, and ask for
 * each target once, without following redirects: each answers 200 (the
 * not-found page its 404). Outside links and mail addresses are not fetched
 * (this test talks to the test server on 127.0.0.1 only); each must be one
 * that can work, by the rules of app/lib/outside-addresses.ts. Bounded: the
 * test fails, rather than passing on part of the site, when the site
 * outgrows the bounds. Shade pages (a template with thousands of pages) are
 * visited one per colour family (sitemap-sample.ts); a link to any other is
 * checked against the shade data set instead of fetched. Every tool carries
 * the visitor's plan onwards (issue 42), so each plan makes a new address of
 * every page: a page is fetched once with a plan, and any other link carrying
 * one is checked as a plan and followed without it.
 */
const MAX_REQUESTS = 3000;
const TIME_LIMIT_MS = 240_000;
const PARALLEL = 4;
const NOT_FOUND_PAGES = new Set(["/not-found", "/hi/not-found"]);
const VISUALISER_PAGE = /^(?:\/[a-z]{2})?\/visualiser$/;

test("every link on the site leads somewhere", { tag: "@http" }, async ({ request, baseURL }) => {
  test.setTimeout(TIME_LIMIT_MS + 60_000);
  const origin = new URL(baseURL!).origin;
  expect(new URL(origin).hostname, "the crawl stays on the test server").toBe("127.0.0.1");

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname,
  );
  expect(listed.length, "pages in the sitemap").toBeGreaterThan(140);

  const queued = new Set<string>(["/", "/hi", ...sitemapPagesToVisit(listed)]);
  const queue = [...queued];
  /** Where each target was first linked from, to name it in a failure. */
  const linkedFrom = new Map<string, string>();
  const outside = new Map<string, { address: OutsideAddress; from: string }>();
  const failures: string[] = [];
  const started = Date.now();
  let requests = 0;

  const pagesSeenWithPlan = new Set<string>();
  const enqueue = (target: string, from: string) => {
    if (queued.has(target)) return;
    queued.add(target);
    linkedFrom.set(target, from);
    queue.push(target);
  };

  const note = (from: string, href: string): void => {
    if (href.startsWith("#")) return;
    if (/^mailto:/i.test(href)) {
      const value = decodeURIComponent(href.slice("mailto:".length).split("?")[0]!);
      outside.set(`email ${value}`, { address: { kind: "email", value }, from });
      return;
    }
    // tel: and geo: (the dealer locator's "open in a maps app") are handed to the device.
    if (/^(tel|geo):/i.test(href)) return;
    const url = new URL(href, origin + from);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      failures.push(`${from}: a link to ${href}`);
      return;
    }
    if (url.origin !== origin) {
      outside.set(`url ${href}`, { address: { kind: "url", value: href }, from });
      return;
    }
    const target = url.pathname + url.search;
    if (VISUALISER_PAGE.test(url.pathname) && url.search) {
      // Every scheme has its own address (issue 27), so following them would
      // walk every combination of shades: each is checked as a scheme instead.
      const { state, ignored } = parseState(url.searchParams);
      const codes = [...Object.values(state.a), ...Object.values(state.b ?? {})];
      if (ignored || codes.some((code) => shadeByCode(code)?.code !== code))
        failures.push(`${from}: a link to ${target}, not a scheme the visualiser knows`);
      return;
    }
    if (PLAN_QUERY_PARAMS.some((name) => url.searchParams.has(name))) {
      const plan = readPlan(url.searchParams);
      const codes = [...plan.codes, ...Object.values(plan.scheme?.surfaces ?? {})];
      if (codes.some((code) => shadeByCode(code)?.code !== code))
        failures.push(`${from}: a link to ${target}, a plan with a shade we do not make`);
      if (!pagesSeenWithPlan.has(url.pathname)) {
        pagesSeenWithPlan.add(url.pathname);
        enqueue(target, from);
      }
      for (const name of PLAN_QUERY_PARAMS) url.searchParams.delete(name);
      note(from, url.pathname + url.search + url.hash);
      return;
    }
    if (!visitsFromSitemap(url.pathname)) {
      const code = shadeCodeOfPath(url.pathname)!;
      if (shadeByCode(code)?.code !== code)
        failures.push(`${from}: a link to ${target}, no such shade`);
      return;
    }
    enqueue(target, from);
  };

  const visit = async (path: string) => {
    requests += 1;
    const response = await request.get(path, { maxRedirects: 0 });
    const expected = NOT_FOUND_PAGES.has(path.split("?")[0]!) ? 404 : 200;
    if (response.status() !== expected) {
      const from = linkedFrom.get(path);
      failures.push(`${path} answered ${response.status()}${from ? ` (linked from ${from})` : ""}`);
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) {
      await response.body();
      return;
    }
    for (const href of linksOf(await response.text())) note(path, href);
  };

  while (queue.length > 0) {
    expect(requests, `more than ${MAX_REQUESTS} links to follow: raise the bound`).toBeLessThan(
      MAX_REQUESTS,
    );
    expect(Date.now() - started, "time spent crawling (ms): raise the bound").toBeLessThan(
      TIME_LIMIT_MS,
    );
    await Promise.all(queue.splice(0, PARALLEL).map(visit));
  }

  expect(failures, "links that do not answer as they should").toEqual([]);
  // Files, the audio player and database pages are reached too, not only pages.
  expect([...queued].some((path) => path.startsWith("/documents/"))).toBe(true);
  expect([...queued].some((path) => path.startsWith("/downloads/"))).toBe(true);
  expect([...queued].some((path) => /^\/Product\/\d+$/.test(path))).toBe(true);

  const checked = [...outside.values()].map(({ address, from }) => ({
    where: `${from}:`,
    address,
    problem: whyUnreachable(address),
  }));
  expect(leadingNowhere(checked), "outside links and mail addresses that lead nowhere").toEqual([]);
  const values = [...outside.values()].map((entry) => entry.address.value);
  expect(values.length, "outside links and addresses found").toBeGreaterThan(10);
  expect([
    ...stalePendingEntries("database", values),
    ...stalePendingEntries("content files", values),
  ]).toEqual([]);
});
