#!/usr/bin/env node
// `npm test`: every check the project has, each run by its own tool, stopping
// at the first failure with a clear message.
//
//   1. lock file, generated types;
//   2. the production build, and beside it, one after another: the sample
//      database the test servers copy, lint, typecheck, format, import graph;
//   3. as soon as the build and the sample database are ready, side by side
//      (and beside what is left of 2): Playwright (browser and HTTP tests
//      against the build; its config starts the site, the site again in React
//      Router's own page runtime, and the mail catcher) and Vitest (every
//      project in vitest.config.ts: unit, db-sqlite, db-postgres, built, fault).
//
// Ends with a table of the steps (when each ran, its wall and CPU time), then
// one line "N passed, N failed[, N skipped]" adding up the Vitest and
// Playwright counts, and exits non-zero on any failure. Each step has a time
// limit; what a step starts is stopped with it.
//
// Environment: TEST_DATABASE_URL (PostgreSQL admin URL for the db-postgres
// project; when unset and PostgreSQL is installed, a throwaway server is
// started), TEST_BUILD_DIR (default build-test), E2E_PORT (default 3210; the
// mail catcher takes the port after it, the stock runtime's site E2E_PORT + 7,
// and the security tests' own servers the ports between, tests/security/harness.ts).
// For local work only: `npm test -- --skip=format,lint` leaves out steps by id
// (lock, typecheck, build, lint, format, e2e, vitest, pg); the summary says so.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { missingSystemTools } from "./test-preflight.mjs";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.TEST_BUILD_DIR ?? "build-test";
const e2ePort = process.env.E2E_PORT ?? "3210";
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-test-reports-"));
const minutes = (n) => n * 60_000;
const skip = new Set(
  process.argv.flatMap((a) => (a.startsWith("--skip=") ? a.slice(7).split(",") : [])),
);
const totals = { passed: 0, failed: 0, skipped: 0 };
const runStarted = Date.now();
/** Each step's place in the run, for the table at the end: where the run's time goes. */
const timings = [];
const cleanups = [];
const running = new Set();
let finishing = false;

const log = (line) => process.stdout.write(`${line}\n`);

async function finish(code, message) {
  if (finishing) return new Promise(() => {});
  finishing = true;
  // Steps still running beside the one that failed are stopped, and waited
  // for: Playwright stops the site's server on SIGINT.
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          child.once("close", resolve);
          stop(child);
        }),
    ),
  );
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(reportDir, { recursive: true, force: true });
  const counts = [`${totals.passed} passed`, `${totals.failed} failed`];
  if (totals.skipped > 0) counts.push(`${totals.skipped} skipped`);
  log(`\n${message}\n${timeTable()}\n${counts.join(", ")}`);
  process.exit(code);
}

/** SIGINT first (Playwright then stops its servers), harder signals after. */
function stop(child) {
  const kill = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  kill("SIGINT");
  setTimeout(() => kill("SIGTERM"), 15_000).unref();
  setTimeout(() => kill("SIGKILL"), 25_000).unref();
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    totals.failed += 1;
    void finish(130, `✗ npm test interrupted (${signal})`);
  });

/**
 * Runs one step in its own process group, stopped at its time limit. With
 * `quiet`, its output is held and printed whole when it ends (a step beside
 * one that prints as it goes). Resolves when it passed; a failure stops the
 * whole run.
 */
function step({ id, label, command, args, env = {}, limit, quiet = false, count }) {
  if (skip.has(id)) {
    log(`\n⚠ ${label}: SKIPPED (--skip=${id})`);
    timings.push({ label, skipped: true });
    return Promise.resolve();
  }
  if (!quiet) log(`\n▶ ${label}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    detached: true,
  });
  running.add(child);
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop(child);
  }, limit);
  return new Promise((resolve) => {
    child.on("error", (error) =>
      output.push(Buffer.from(`could not run ${command}: ${error.message}\n`)),
    );
    child.on("close", async (code) => {
      clearTimeout(timer);
      running.delete(child);
      if (finishing) return;
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const cpu = childrenCpuSeconds();
      timings.push({ label, started, ended: Date.now(), cpu: cpu - cpuSeen });
      cpuSeen = cpu;
      if (quiet) log(`\n▶ ${label}: ${[command, ...args].join(" ")}\n${Buffer.concat(output)}`);
      count?.();
      if (code === 0 && !timedOut) {
        log(`✓ ${label} (${seconds} s)`);
        return resolve();
      }
      const why = `"${label}" ${timedOut ? `exceeded ${limit / 60_000} min` : `exited with ${code}`}`;
      log(`✗ ${why} (${seconds} s)`);
      // A failed step that reported no failing test (lint, build…) still counts as one.
      if (totals.failed === 0) totals.failed = 1;
      await finish(1, `✗ npm test stopped: ${why}. Fix it and run npm test again.`);
    });
  });
}

/**
 * CPU seconds of the processes this one has started and waited for, theirs
 * included (cutime + cstime in /proc/self/stat, Linux; 0 elsewhere). Read when
 * a step's process is reaped, the rise since the last reading is that step's
 * CPU: all it started, browsers and servers included.
 */
function childrenCpuSeconds() {
  try {
    const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // Fields 16 and 17 of proc(5), counted from the state (field 3); in clock ticks of 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
let cpuSeen = childrenCpuSeconds();

/**
 * One line per step: when it started and ended (from the start of the run),
 * its wall time and CPU time. Steps run side by side, so the walls overlap;
 * CPU over wall says how much of the two cores a step had.
 */
function timeTable() {
  const column = (value, digits = 1) => value.toFixed(digits).padStart(7);
  const since = (ms) => column((ms - runStarted) / 1000, 0);
  const rows = timings.map((t) =>
    t.skipped
      ? `  ${" ".repeat(15)} ${"skipped".padStart(7)} ${" ".repeat(7)}  ${t.label}`
      : `  ${since(t.started)} ${since(t.ended)} ${column((t.ended - t.started) / 1000)} ${column(t.cpu)}  ${t.label}`,
  );
  return [
    "Time per step, in seconds (from and to: since npm test started; CPU: of all the step ran):",
    `  ${["from", "to", "wall", "CPU"].map((h) => h.padStart(7)).join(" ")}  step`,
    ...rows,
    `  ${column(0, 0)} ${since(Date.now())} ${column((Date.now() - runStarted) / 1000)} ${" ".repeat(7)}  npm test`,
  ].join("\n");
}

/** The slowest files of a run, "  41.2 s  tests/e2e/x.spec.ts", for the log: where the suite's time goes. */
function slowest(seconds, count = 10) {
  return [...seconds.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([file, s]) => `  ${s.toFixed(1).padStart(6)} s  ${path.relative(root, file)}`)
    .join("\n");
}

/** Seconds of worker time per spec file in Playwright's JSON report, retries included. */
function playwrightSeconds(report) {
  const seconds = new Map();
  const walk = (suite, file) => {
    const at = suite.file ? path.resolve(root, report.config?.rootDir ?? "", suite.file) : file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          seconds.set(at, (seconds.get(at) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) walk(child, at);
  };
  for (const suite of report.suites ?? []) walk(suite, "");
  return seconds;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const portIsOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

/** TEST_DATABASE_URL if given; else a throwaway local PostgreSQL when installed; else undefined. */
async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const pgRoot = "/usr/lib/postgresql";
  const installed =
    fs.existsSync(pgRoot) &&
    fs.readdirSync(pgRoot).some((v) => fs.existsSync(path.join(pgRoot, v, "bin", "pg_ctl")));
  if (!installed) return undefined;
  const port = process.env.TEST_PG_PORT ?? "54329";
  const alreadyUp = await portIsOpen(Number(port));
  const run = (action) =>
    spawnSync("bash", ["scripts/pg-test-server.sh", action, port], {
      cwd: root,
      encoding: "utf8",
      timeout: minutes(2),
    });
  const started = run("start");
  if (started.status !== 0) {
    log(`test: could not start PostgreSQL: ${(started.stderr || started.stdout).trim()}`);
    return undefined;
  }
  if (!alreadyUp) cleanups.push(() => run("stop"));
  return started.stdout.trim().split("\n").pop();
}

const missing = missingSystemTools({ browser: !skip.has("e2e"), mail: !skip.has("vitest") });
if (missing.length > 0)
  await finish(1, `test: missing before the run can start:\n  - ${missing.join("\n  - ")}`);
for (const port of skip.has("e2e") ? [] : [0, 1, 7].map((n) => Number(e2ePort) + n))
  if (await portIsOpen(port))
    await finish(
      1,
      `✗ npm test stopped: port ${port} is in use; stop that server or set E2E_PORT.`,
    );

await step({
  id: "lock",
  label: "lock file",
  command: "node",
  args: ["scripts/check-lock.mjs"],
  limit: minutes(1),
});
// The generated files the typecheck and lint read (image and video manifests,
// React Router's route types) come first, so the steps after can run side by side.
await step({
  id: "typecheck",
  label: "generated types",
  command: "npm",
  args: ["run", "--silent", "typegen"],
  limit: minutes(5),
});
// The tests wait for the build and the sample database only: lint, typecheck,
// format and the import graph run one after another beside the build, and
// whatever of them is left beside the tests. (They once ran two at a time
// with the build, and the tests waited for the last of them: format alone
// held back the browser tests for half a minute after the build was done.)
// The sample database every test server starts a copy of (tests/server-data-dir.ts),
// rather than each migrating and seeding its own, is made first in that lane.
const seededDataDir = fs.mkdtempSync(path.join(reportDir, "seeded-"));
const seeded = step({
  id: "e2e",
  label: "sample database for the test servers",
  command: "npm",
  args: ["run", "--silent", "db:seed"],
  env: { DATA_DIR: seededDataDir, DATABASE_URL: "" },
  limit: minutes(2),
  quiet: true,
});
const checks = seeded.then(async () => {
  for (const check of [
    {
      id: "lint",
      label: "lint",
      command: "npx",
      args: ["eslint", ".", "--max-warnings", "0"],
      limit: minutes(10),
    },
    {
      id: "typecheck",
      label: "typecheck",
      command: "npx",
      args: ["tsc", "--noEmit"],
      limit: minutes(10),
    },
    {
      id: "format",
      label: "format",
      command: "npx",
      args: ["prettier", "--check", "."],
      limit: minutes(5),
    },
    {
      id: "lint",
      label: "import graph: no cycles, type-only imports counted",
      command: "npm",
      args: ["run", "--silent", "lint:imports"],
      limit: minutes(5),
    },
  ])
    await step({ ...check, quiet: true });
});
await step({
  id: "build",
  label: `production build into ${buildDir}`,
  command: "node",
  args: ["scripts/build.mjs"],
  env: { BUILD_DIR: buildDir },
  limit: minutes(15),
  quiet: true,
});
await seeded;

const pgUrl = skip.has("pg") ? undefined : await postgresUrl();
if (!pgUrl)
  log(
    `\n⚠ PostgreSQL SKIPPED: ${skip.has("pg") ? "--skip=pg" : "TEST_DATABASE_URL is not set and no PostgreSQL is installed (bash .ci/run installs it)"}; the data-layer tests run on SQLite only.`,
  );

const playwrightReport = path.join(reportDir, "playwright.json");
const vitestReport = path.join(reportDir, "vitest.json");
await Promise.all([
  checks,
  step({
    id: "e2e",
    label: "browser tests (Playwright)",
    command: "npx",
    args: ["playwright", "test", "--reporter=list,json"],
    env: {
      BUILD_DIR: buildDir,
      E2E_PORT: e2ePort,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_SEEDED_DATA_DIR: seededDataDir,
      E2E_DATA_DIR: fs.mkdtempSync(path.join(reportDir, "site-data-")),
      E2E_STOCK_DATA_DIR: fs.mkdtempSync(path.join(reportDir, "stock-site-data-")),
    },
    limit: minutes(45),
    count: () => {
      const report = readJson(playwrightReport) ?? {};
      const stats = report.stats ?? {};
      log(`\nSlowest browser spec files (worker time):\n${slowest(playwrightSeconds(report))}`);
      totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      totals.failed += stats.unexpected ?? 0;
      totals.skipped += stats.skipped ?? 0;
    },
  }),
  step({
    id: "vitest",
    label: `unit, data-layer (SQLite${pgUrl ? ", PostgreSQL" : ""}), built-server and fault tests (Vitest)`,
    command: "npx",
    args: [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${vitestReport}`,
    ],
    env: {
      TEST_SLOW: "1",
      TEST_DATABASE_URL: pgUrl ?? "",
      BUILD_DIR: buildDir,
      // The outage test takes PostgreSQL away from a built server (skipped without one).
      FAULT_DATABASE_URL: pgUrl ?? "",
      E2E_SEEDED_DATA_DIR: seededDataDir,
    },
    limit: minutes(30),
    quiet: true,
    count: () => {
      const report = readJson(vitestReport) ?? {};
      // A data-layer file runs once per engine: its two runs add up.
      const seconds = new Map();
      for (const file of report.testResults ?? [])
        seconds.set(
          file.name,
          (seconds.get(file.name) ?? 0) + (file.endTime - file.startTime) / 1000,
        );
      log(`\nSlowest Vitest files:\n${slowest(seconds)}`);
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    },
  }),
]);

await finish(
  totals.failed > 0 ? 1 : 0,
  totals.failed > 0
    ? "✗ npm test: failures above"
    : `✓ npm test: ${skip.size > 0 ? `passed, but SKIPPED ${[...skip].join(", ")}` : "every step passed"}`,
);
