// Lighthouse (mobile preset, simulated throttling) for one URL: the four
// category scores, LCP, the bytes the page transferred, and from its trace how
// long the page's long tasks took by the clock and in CPU time (main-thread.mjs).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { mainThreadLoad } from "./main-thread.mjs";

const execFileAsync = promisify(execFile);
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
].join(" ");

/**
 * blockScripts: the control run. Lighthouse blocks the page's script files
 * (the inline bootstrap stays), so the page is measured as HTML, styles and
 * images only: what the browser's own parsing, style and layout cost.
 */
export async function runLighthouse(url, { outDir, name, chromePath, cwd, blockScripts = false }) {
  const output = path.join(outDir, `lighthouse-${name}.json`);
  const run = () =>
    execFileAsync(
      "npx",
      [
        "lighthouse",
        url,
        "--output=json",
        `--output-path=${output}`,
        "--only-categories=performance,accessibility,best-practices,seo",
        `--chrome-flags=${chromeFlags}`,
        "--quiet",
        // Keeps the trace beside the report (<name>-0.trace.json) for mainThreadLoad.
        "--save-assets",
        ...(blockScripts ? [`--blocked-url-patterns=${new URL("/assets/*.js", url)}`] : []),
      ],
      {
        cwd,
        env: { ...process.env, CHROME_PATH: chromePath },
        timeout: 180_000,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  // On a busy machine Chromium now and then fails to start or times out: try
  // once more, and if that fails too, say why rather than "Command failed".
  try {
    await run();
  } catch {
    try {
      await run();
    } catch (error) {
      const reason = String(error.stderr ?? error.message)
        .trim()
        .split("\n")
        .slice(-3)
        .join(" / ");
      throw new Error(`Lighthouse failed twice: ${reason}`);
    }
  }
  const report = JSON.parse(fs.readFileSync(output, "utf8"));
  const tracePath = output.replace(/\.json$/, "-0.trace.json");
  const trace = fs.existsSync(tracePath)
    ? JSON.parse(fs.readFileSync(tracePath, "utf8"))
    : { traceEvents: [] };
  fs.rmSync(tracePath, { force: true });
  fs.rmSync(output.replace(/\.json$/, "-0.devtoolslog.json"), { force: true });
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const sum = (items) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0);
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
    .filter((a) => a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
    .map((a) => a.id);
  return {
    url,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
    totalBytes: sum(requests),
    jsBytes: sum(requests.filter((r) => r.resourceType === "Script")),
    requests: requests.length,
    runtimeError: report.runtimeError?.message,
    consoleErrors: (report.audits["errors-in-console"]?.details?.items ?? []).map((item) =>
      `${item.description ?? ""} ${item.sourceLocation?.url ?? item.url ?? ""}`.trim(),
    ),
    auditsBelow90: failing,
    // The document's own address: a page that redirected was parsed under it.
    mainThread: mainThreadLoad(trace.traceEvents ?? [], report.mainDocumentUrl ?? url),
  };
}
