// Lighthouse (mobile preset, simulated throttling) for one URL: the four
// category scores, LCP, the bytes the page transferred, and from its trace how
// long the page's long tasks took by the clock and in CPU time (read by
// lighthouse-report.mjs with main-thread.mjs).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { LighthouseRunError, summariseReport } from "./lighthouse-report.mjs";

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
  // Read a finished run's report and trace; its files are removed either way.
  const read = () => {
    const tracePath = output.replace(/\.json$/, "-0.trace.json");
    try {
      const report = JSON.parse(fs.readFileSync(output, "utf8"));
      const trace = fs.existsSync(tracePath)
        ? JSON.parse(fs.readFileSync(tracePath, "utf8"))
        : { traceEvents: [] };
      return summariseReport(report, { url, traceEvents: trace.traceEvents ?? [] });
    } finally {
      fs.rmSync(tracePath, { force: true });
      fs.rmSync(output.replace(/\.json$/, "-0.devtoolslog.json"), { force: true });
    }
  };
  // On a busy machine Chromium now and then fails to start or times out, and
  // now and then Lighthouse's trace of the load is broken (a report without
  // scores): try once more, and if that fails too, say why rather than
  // "Command failed".
  const attempt = async () => {
    await run();
    return read();
  };
  try {
    return await attempt();
  } catch {
    try {
      return await attempt();
    } catch (error) {
      throw new Error(`Lighthouse failed twice: ${describe(error)}`);
    }
  }
}

function describe(error) {
  if (error instanceof LighthouseRunError) return error.message;
  return String(error.stderr ?? error.message)
    .trim()
    .split("\n")
    .slice(-3)
    .join(" / ");
}
