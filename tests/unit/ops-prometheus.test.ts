import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { metricNamesIn, seriesNames } from "~/lib/metrics/metric-names";
import { collectProcessMetrics, siteMetrics } from "~/lib/metrics/registry.server";

/**
 * The alert rules (ops/prometheus/alerts.yml, ADR 67) as Prometheus's own tool
 * reads them: `promtool check rules` finds them valid, `promtool test rules`
 * proves each fires on a made-up series (alerts.test.yml), and every metric a
 * rule reads is one the site exports.
 */
const dir = path.resolve(import.meta.dirname, "../../ops/prometheus");
const promtool = (...args: string[]) =>
  spawnSync("promtool", args, { cwd: dir, encoding: "utf8", timeout: 60_000 });

describe("the alert rules", () => {
  it("pass promtool check rules", () => {
    const run = promtool("check", "rules", "alerts.yml");
    expect(run.error, "promtool missing: sudo bash scripts/install-system-deps.sh").toBeUndefined();
    expect(run.stdout + run.stderr).toContain("SUCCESS: 5 rules found");
    expect(run.status).toBe(0);
  });

  it("each fire on a made-up series, and not before (promtool test rules)", () => {
    const run = promtool("test", "rules", "alerts.test.yml");
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const tested = fs.readFileSync(path.join(dir, "alerts.test.yml"), "utf8");
    const rules = fs.readFileSync(path.join(dir, "alerts.yml"), "utf8");
    const alerts = [...rules.matchAll(/- alert: (\w+)/g)].map((m) => m[1]!);
    expect(alerts).toHaveLength(5);
    for (const alert of alerts) expect(tested).toContain(`alertname: ${alert}`);
  });

  it("fails promtool test rules when a rule no longer fires", () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-alerts-"));
    try {
      const rules = fs.readFileSync(path.join(dir, "alerts.yml"), "utf8");
      // A planted fault: the lead alert waits an hour instead of 15 minutes.
      fs.writeFileSync(path.join(copy, "alerts.yml"), rules.replace("> 900", "> 3600"));
      fs.copyFileSync(path.join(dir, "alerts.test.yml"), path.join(copy, "alerts.test.yml"));
      const run = spawnSync("promtool", ["test", "rules", "alerts.test.yml"], {
        cwd: copy,
        encoding: "utf8",
      });
      expect(run.status).not.toBe(0);
      expect(run.stdout + run.stderr).toMatch(/KamoLeadWaiting/);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });

  it("read only metrics the site exports", async () => {
    collectProcessMetrics();
    const known = seriesNames(await siteMetrics().registry.getMetricsAsJSON());
    known.add("up");
    const rules = fs.readFileSync(path.join(dir, "alerts.yml"), "utf8");
    const expressions = [...rules.matchAll(/expr: (>-\n((?: {10}.*\n)+)|.*)/g)].map(
      (m) => m[2] ?? m[1]!,
    );
    expect(expressions).toHaveLength(5);
    for (const expression of expressions) {
      const names = metricNamesIn(expression);
      expect(names.length, expression).toBeGreaterThan(0);
      for (const name of names) expect(known, `${name} in ${expression}`).toContain(name);
    }
  });
});
