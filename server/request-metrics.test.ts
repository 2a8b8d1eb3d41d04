import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { siteMetrics } from "~/lib/metrics/registry.server";
import { PageCache } from "./page-cache";
import { pathNamer, requestMetrics } from "./request-metrics";

/**
 * Requests counted and timed by route id and status class (ADR 67), never by
 * URL: a flood of query strings or ids adds no series.
 */
const routes = {
  root: { id: "root", path: "" },
  "company/routes/_index": { id: "company/routes/_index", parentId: "root", index: true },
  "company/routes/about": { id: "company/routes/about", parentId: "root", path: "about" },
  "hi/company/routes/about": { id: "hi/company/routes/about", parentId: "root", path: "hi/about" },
  "leads/routes/lead.$id": { id: "leads/routes/lead.$id", parentId: "root", path: "lead/:id" },
} as const;
const build = { routes } as never;
const isStatic = (pathname: string) => pathname.startsWith("/assets/");

async function count(labels: Record<string, string>): Promise<number> {
  const values = (await siteMetrics().requests.get()).values;
  return values
    .filter((v) =>
      Object.entries(labels).every(([k, value]) => v.labels[k as keyof typeof v.labels] === value),
    )
    .reduce((total, v) => total + v.value, 0);
}

async function seriesCount(): Promise<number> {
  return (await siteMetrics().requests.get()).values.length;
}

describe("request metrics", () => {
  it("names paths by route id, static files, /healthz and data requests", () => {
    const name = pathNamer(build, isStatic);
    expect(name("/about")).toBe("company/routes/about");
    expect(name("/hi/about")).toBe("company/routes/about");
    expect(name("/about.data")).toBe("company/routes/about");
    expect(name("/_root.data")).toBe("company/routes/_index");
    expect(name("/lead/42")).toBe("leads/routes/lead.$id");
    expect(name("/assets/app-1234.js")).toBe("static");
    expect(name("/healthz")).toBe("healthz");
    expect(name("/wp-login.php")).toBe("unmatched");
  });

  it("counts each answer by route, method and status class, and a flood of URLs adds no series", async () => {
    const metrics = requestMetrics(build, isStatic);
    const server = http.createServer((req, res) => {
      metrics.observe(req, res);
      const status = req.url?.startsWith("/lead/")
        ? 503
        : req.url?.startsWith("/about")
          ? 200
          : 404;
      res.writeHead(status).end("x");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const about = { route: "company/routes/about", method: "GET", status_class: "2xx" };
      const lead = { route: "leads/routes/lead.$id", method: "POST", status_class: "5xx" };
      const before = { about: await count(about), lead: await count(lead) };
      for (let i = 0; i < 20; i++) await (await fetch(`${origin}/about?q=${i}`)).text();
      for (let i = 0; i < 3; i++)
        await (await fetch(`${origin}/lead/${i}`, { method: "POST", body: "a=1" })).text();
      await (await fetch(`${origin}/nowhere`)).text();
      // The counts are taken when the answer ends, which the client may see first.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await count(about)) - before.about).toBe(20);
      expect((await count(lead)) - before.lead).toBe(3);
      expect(await count({ route: "unmatched", status_class: "4xx" })).toBeGreaterThanOrEqual(1);

      const series = await seriesCount();
      for (let i = 0; i < 50; i++) await (await fetch(`${origin}/about?flood=${i}&x=${i}`)).text();
      for (let i = 0; i < 50; i++) await (await fetch(`${origin}/no-such-${i}`)).text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await seriesCount()).toBe(series);
      const durations = (await siteMetrics().requestDuration.get()).values;
      expect(
        durations.some(
          (v) => v.labels.route === "company/routes/about" && v.labels.status_class === "2xx",
        ),
      ).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("counts page cache hits, misses and pages pushed out for room", async () => {
    const metrics = requestMetrics(build, isStatic);
    const value = async (name: string, labels: Record<string, string> = {}) => {
      const metric = siteMetrics().registry.getSingleMetric(name)!;
      const found = (await metric.get()).values.find((v) =>
        Object.entries(labels).every(([k, x]) => v.labels[k] === x),
      );
      return found?.value ?? 0;
    };
    const before = {
      hits: await value("kamo_page_cache_lookups_total", { result: "hit" }),
      misses: await value("kamo_page_cache_lookups_total", { result: "miss" }),
      evictions: await value("kamo_page_cache_evictions_total"),
    };
    const cache = new PageCache({ maxBytes: 10_000, counters: metrics.pageCache });
    const stop = metrics.watchPageCache(() => cache.bytes);
    try {
      const page = () => ({
        status: 200,
        headers: [["content-type", "text/html"]] as [string, string][],
        body: Buffer.alloc(3_000),
      });
      cache.get("/a");
      cache.set("/a", page(), { seconds: 60, query: [] });
      cache.get("/a");
      cache.get("/a");
      // Three more pages of 3.5 KB (with their overhead) in 10 KB: the two oldest go.
      for (const path of ["/b", "/c", "/d"]) cache.set(path, page(), { seconds: 60, query: [] });
      expect(cache.size).toBe(2);
      expect((await value("kamo_page_cache_lookups_total", { result: "hit" })) - before.hits).toBe(
        2,
      );
      expect(
        (await value("kamo_page_cache_lookups_total", { result: "miss" })) - before.misses,
      ).toBe(1);
      expect((await value("kamo_page_cache_evictions_total")) - before.evictions).toBe(2);
      expect(await value("kamo_page_cache_bytes")).toBe(cache.bytes);
      // Emptied after a staff edit: not an eviction.
      cache.clear();
      expect((await value("kamo_page_cache_evictions_total")) - before.evictions).toBe(2);
    } finally {
      stop();
    }
  });
});
