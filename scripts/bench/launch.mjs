// Launch time: from starting `node build/server-main.js` to the first 200 from
// /healthz, on a database that already exists (migrated and seeded), as a
// restarted process, a rolling deploy or an autoscaler sees it. One process
// (WEB_CONCURRENCY=1), SQLite, 127.0.0.1 only. The database is made by one
// launch that is not counted; then `launches` launches are timed and the
// median reported.
//
// From scripts/bench.mjs:
//   import { measureLaunch } from "./bench/launch.mjs";
//   const launch = await measureLaunch({ buildDir, dataDir, port, launches: 5 });
// On its own:
//   node scripts/bench/launch.mjs [buildDir] [launches]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * @typedef {{ medianMs: number, runsMs: number[] }} LaunchResult
 */

/**
 * The environment of our production server on 127.0.0.1, port `port`, on
 * SQLite in `dataDir`, with `extra` settings (also scripts/bench.mjs).
 */
export function localServerEnv(port, dataDir, extra = {}) {
  const site = { PORT: String(port), HOST: "127.0.0.1", SITE_URL: `http://127.0.0.1:${port}` };
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    ...site,
    ...extra,
  };
}

/** @returns {Promise<number>} milliseconds from spawn to the first /healthz 200 */
async function launchOnce({ buildDir, dataDir, port }) {
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(buildDir, "server-main.js")], {
    env: localServerEnv(port, dataDir, { WEB_CONCURRENCY: "1" }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${origin}/healthz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error("no /healthz 200 within 120 s");
      // Polled often: the figure is meant to be read to the nearest few milliseconds.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}

/** @returns {Promise<LaunchResult>} */
export async function measureLaunch({ buildDir, dataDir, port, launches = 5 }) {
  fs.mkdirSync(dataDir, { recursive: true });
  // The first launch migrates and seeds: not what is measured.
  await launchOnce({ buildDir, dataDir, port });
  const runsMs = [];
  for (let i = 0; i < launches; i++) runsMs.push(await launchOnce({ buildDir, dataDir, port }));
  const sorted = [...runsMs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  return { medianMs, runsMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? "build");
  const launches = Number(process.argv[3] ?? 5);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-launch-"));
  try {
    const result = await measureLaunch({ buildDir, dataDir, port: 3223, launches });
    console.log(
      `launch to /healthz 200: median ${result.medianMs.toFixed(0)} ms ` +
        `(runs: ${result.runsMs.map((ms) => ms.toFixed(0)).join(", ")})`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
