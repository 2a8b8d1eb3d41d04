import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { metricNamesIn, seriesNames } from "~/lib/metrics/metric-names";
import { collectProcessMetrics, siteMetrics } from "~/lib/metrics/registry.server";

/**
 * The Grafana dashboard (ops/grafana/kamo.json, ADR 67) is valid JSON, has a
 * row of panels for each group of metrics, and every query names only
 * metrics the site exports: a metric renamed in the code and not here fails.
 */
const file = path.resolve(import.meta.dirname, "../../ops/grafana/kamo.json");

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}

async function exported(): Promise<Set<string>> {
  collectProcessMetrics();
  const known = seriesNames(await siteMetrics().registry.getMetricsAsJSON());
  known.add("up");
  return known;
}

describe("the Grafana dashboard", () => {
  const dashboard = JSON.parse(fs.readFileSync(file, "utf8")) as {
    uid: string;
    panels: Panel[];
  };

  it("has a row for each group of metrics, each with panels", () => {
    const rows = dashboard.panels.filter((p) => p.type === "row").map((p) => p.title);
    expect(rows).toEqual([
      "Requests",
      "Page cache",
      "Outboxes",
      "Outside systems",
      "Database",
      "Process",
    ]);
    const charts = dashboard.panels.filter((p) => p.type !== "row");
    expect(charts.length).toBeGreaterThanOrEqual(18);
    for (const chart of charts) expect(chart.targets?.length, chart.title).toBeGreaterThan(0);
  });

  it("queries only metrics the site exports", async () => {
    const known = await exported();
    const used = new Set<string>();
    for (const panel of dashboard.panels)
      for (const { expr } of panel.targets ?? []) {
        const names = metricNamesIn(expr);
        expect(names.length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        for (const name of names) {
          expect(known, `${panel.title}: ${name}`).toContain(name);
          used.add(name);
        }
      }
    // Every metric of ours is on the dashboard somewhere.
    const ours = (await siteMetrics().registry.getMetricsAsJSON())
      .map((m) => m.name)
      .filter((name) => !/^kamo_(process|nodejs)_/.test(name));
    for (const name of ours)
      expect(
        [...used].some((u) => u === name || u.startsWith(`${name}_`)),
        name,
      ).toBe(true);
  });

  it("notices a metric that does not exist", async () => {
    const known = await exported();
    const names = metricNamesIn('sum(rate(kamo_http_request_total{route="x"}[5m]))');
    expect(names).toEqual(["kamo_http_request_total"]);
    expect(known.has(names[0]!)).toBe(false);
  });
});
