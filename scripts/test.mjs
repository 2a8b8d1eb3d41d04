#!/usr/bin/env node
// `npm test`: every check the project has, stopping at the first failure
// with a clear message: lock file -> generated types -> production build, lint,
// typecheck and format side by side -> the browser tests' sample database ->
// browser tests, and beside them, one after another: unit tests on SQLite,
// data-layer tests on PostgreSQL, cluster mode of the built server and checks
// of its browser assets, and the fault tests.
// Ends with one line "N passed, N failed[, N skipped]" adding up the Vitest and
// Playwright counts, and exits non-zero on any failure. Every step has a time
// limit; servers this script starts (PostgreSQL, via Playwright the site) are
// stopped before it exits.
//
// Environment: TEST_DATABASE_URL (PostgreSQL admin URL for the data-layer run;
// when unset and PostgreSQL is installed, a throwaway server is started),
// TEST_BUILD_DIR (default build-test), E2E_PORT (default 3210).
// For local work only: `npm test -- --skip=format,lint` leaves out steps by id
// (format, lock, lint, typecheck, unit, pg, build, cluster, e2e, fault, corpus); the summary
// says so.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = process.env.TEST_BUILD_DIR ?? "build-test";
const e2ePort = process.env.E2E_PORT ?? "3210";
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-test-reports-"));
const minutes = (n) => n * 60_000;

const skipIds = new Set(
  process.argv
    .filter((a) => a.startsWith("--skip="))
    .flatMap((a) => a.slice("--skip=".length).split(","))
    .map((id) => id.trim())
    .filter(Boolean),
);
const totals = { passed: 0, failed: 0, skipped: 0 };
const cleanups = [];
const running = new Set(); // the child processes running now, for timeouts and Ctrl-C
let interrupted = false;
let finishing = false; // set once a failure (or the end) is being reported

function log(line) {
  process.stdout.write(`${line}\n`);
}

function summaryLine() {
  const parts = [`${totals.passed} passed`, `${totals.failed} failed`];
  if (totals.skipped > 0) parts.push(`${totals.skipped} skipped`);
  return parts.join(", ");
}

async function finish(code, message) {
  // A second failure while the first is reported (the step beside it, being stopped) adds nothing.
  if (finishing) return new Promise(() => {});
  finishing = true;
  // Steps still running beside the one that failed (the browser tests beside
  // the unit tests) are stopped with everything they started, and waited for:
  // Playwright stops the site's server on SIGINT.
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise((resolve) => {
          child.once("close", resolve);
          stopGroup(child);
        }),
    ),
  );
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`test: cleanup failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  fs.rmSync(reportDir, { recursive: true, force: true });
  log("");
  if (message) log(message);
  log(summaryLine());
  process.exit(code);
}

/**
 * Runs a command in its own process group, killed (with everything it started)
 * at the time limit. With `capture`, its output is kept and handed back instead
 * of printed, for steps that run side by side.
 */
function run(label, command, args, { env = {}, timeoutMs, capture = false }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit",
      detached: true,
    });
    running.add(child);
    const output = [];
    if (capture) {
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      output.push(
        Buffer.from(
          `\ntest: ${label} exceeded ${Math.round(timeoutMs / 60_000)} min; stopping it\n`,
        ),
      );
      if (!capture) process.stdout.write(Buffer.concat(output));
      stopGroup(child);
    }, timeoutMs);
    child.on("error", (error) =>
      output.push(Buffer.from(`test: could not run ${command}: ${error.message}\n`)),
    );
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({
        ok: code === 0 && !timedOut,
        code: code ?? signal,
        timedOut,
        seconds,
        output: Buffer.concat(output).toString("utf8"),
      });
    });
  });
}

/**
 * SIGINT first: Playwright then stops the site server it started (which runs in
 * its own process group, out of reach of a group kill); harder signals follow.
 */
function stopGroup(child) {
  killGroup(child, "SIGINT");
  setTimeout(() => killGroup(child, "SIGTERM"), 15_000).unref();
  setTimeout(() => killGroup(child, "SIGKILL"), 25_000).unref();
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    totals.failed += 1;
    const children = [...running];
    if (children.length === 0) return void finish(130, `✗ npm test interrupted (${signal})`);
    // Give the running steps time to stop what they started, then report.
    let left = children.length;
    for (const child of children) {
      child.once("close", () => {
        left -= 1;
        if (left === 0) void finish(130, `✗ npm test interrupted (${signal})`);
      });
      stopGroup(child);
    }
  });
}

const steps = [];
let stepNumber = 0;

/** Runs one step; on failure prints why and exits (fail fast). */
async function step(id, label, command, args, options) {
  stepNumber += 1;
  if (skipIds.has(id)) return skipped(stepNumber, id, label);
  log(`\n▶ [${stepNumber}] ${label}: ${[command, ...args].join(" ")}`);
  const result = await run(label, command, args, options);
  // On Ctrl-C/SIGTERM the signal handler reports, and after a failure beside
  // this step finish() does, having stopped it; wait for them rather than race them.
  if (interrupted || finishing) return new Promise(() => {});
  if (options.count) options.count();
  const failure = settle(label, result);
  if (failure) await stop([failure]);
}

/**
 * Runs independent steps side by side, `width` at a time, longest first: the
 * format, lint and type checks each keep one core busy, so on two cores they
 * finish beside the build rather than after it. Each step's output is printed
 * whole when it ends; once all have ended, any failure stops the run. With
 * `printAfter` (a step that prints as it goes, running beside these), a
 * passing step's output waits until that promise settles, and a failing one
 * is printed at once and stops the run, that step included.
 */
async function stepsSideBySide(width, list, { printAfter } = {}) {
  const queue = list.map((entry) => ({ ...entry, number: (stepNumber += 1) }));
  const failures = [];
  const passedUnprinted = [];
  const report = ({ number, label, command, args, options }, result) => {
    if (options.count) options.count(result);
    log(`\n▶ [${number}] ${label}: ${[command, ...args].join(" ")}`);
    process.stdout.write(result.output);
    return settle(label, result);
  };
  async function lane() {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      const { id, label, command, args, options, number } = entry;
      if (skipIds.has(id)) {
        skipped(number, id, label);
        continue;
      }
      const result = await run(label, command, args, { ...options, capture: true });
      if (interrupted || finishing) return;
      // Beside a step that prints as it goes, a pass is printed after it
      // rather than cut into its output (and the next step starts at once);
      // a failure is worth the interruption.
      if (printAfter && result.ok) {
        passedUnprinted.push([entry, result]);
        continue;
      }
      const failure = report(entry, result);
      if (failure && printAfter) await stop([failure]);
      if (failure) failures.push(failure);
    }
  }
  await Promise.all(Array.from({ length: width }, lane));
  if (interrupted) return new Promise(() => {});
  if (failures.length > 0) await stop(failures);
  await printAfter;
  for (const [entry, result] of passedUnprinted) report(entry, result);
}

function skipped(number, id, label) {
  log(`\n⚠ [${number}] ${label}: SKIPPED (--skip=${id})`);
  steps.push({ label, skipped: true, seconds: "0" });
}

/** Records a finished step; returns why it failed, or undefined when it passed. */
function settle(label, result) {
  steps.push({ label, ...result });
  if (result.ok) {
    log(`✓ ${label} (${result.seconds} s)`);
    return undefined;
  }
  const why = `"${label}" ${result.timedOut ? "timed out" : `exited with ${result.code}`}`;
  log(`✗ ${why} (${result.seconds} s)`);
  return why;
}

async function stop(failures) {
  // A failed step that reported no failing test (lint, build…) still counts as one failure.
  if (totals.failed === 0) totals.failed = 1;
  await finish(1, `✗ npm test stopped: ${failures.join("; ")}. Fix it and run npm test again.`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/** A side-by-side step running Vitest on `filters`, its results added to the totals. */
function vitestStep({ id, label, report, filters, env, timeoutMs }) {
  const out = path.join(reportDir, `${report}.json`);
  return {
    id,
    label,
    command: "npx",
    args: [
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
      ...filters,
    ],
    options: { env, timeoutMs, count: () => countVitest(out) },
  };
}

function portIsOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** TEST_DATABASE_URL if given; else a throwaway local PostgreSQL when installed; else undefined. */
async function postgresUrl() {
  if (process.env.TEST_DATABASE_URL) {
    log("test: data-layer tests on PostgreSQL from TEST_DATABASE_URL");
    return process.env.TEST_DATABASE_URL;
  }
  const pgRoot = "/usr/lib/postgresql";
  const installed =
    fs.existsSync(pgRoot) &&
    fs.readdirSync(pgRoot).some((v) => fs.existsSync(path.join(pgRoot, v, "bin", "pg_ctl")));
  if (!installed) return undefined;
  const port = process.env.TEST_PG_PORT ?? "54329";
  const alreadyUp = await portIsOpen(Number(port));
  const started = spawnSync("bash", ["scripts/pg-test-server.sh", "start", port], {
    cwd: root,
    encoding: "utf8",
    timeout: minutes(2),
  });
  if (started.status !== 0) {
    log(`test: could not start PostgreSQL: ${(started.stderr || started.stdout).trim()}`);
    return undefined;
  }
  if (!alreadyUp) {
    cleanups.push(() => {
      spawnSync("bash", ["scripts/pg-test-server.sh", "stop", port], {
        cwd: root,
        timeout: 60_000,
      });
    });
  }
  log(`test: ${alreadyUp ? "using the running" : "started a"} local PostgreSQL on port ${port}`);
  return started.stdout.trim().split("\n").pop();
}

// `npm test` installs nothing. What the browser and security tests need from
// outside npm is checked here, before ten minutes of other steps, and named
// with the command that provides it (.ci/run runs both commands first).
function preflight() {
  const missing = [];
  const chromium = spawnSync(
    "bash",
    ["-c", 'command -v chromium || command -v chromium-browser || [ -n "$CHROMIUM_PATH" ]'],
    { stdio: "ignore" },
  );
  if (chromium.status !== 0) {
    missing.push("Chromium: `sudo bash scripts/install-system-deps.sh` (Debian's chromium)");
  }
  const java = spawnSync("bash", ["-c", "command -v java"], { stdio: "ignore" });
  if (!skipIds.has("e2e") && java.status !== 0) {
    missing.push("Java, for the Nu HTML Checker: `sudo bash scripts/install-system-deps.sh`");
  }
  const ffmpeg = spawnSync("bash", ["-c", "command -v ffmpeg"], { stdio: "ignore" });
  if (!skipIds.has("e2e") && ffmpeg.status !== 0) {
    missing.push(
      "ffmpeg, which the build makes the how-to videos with: `sudo bash scripts/install-system-deps.sh`",
    );
  }
  // The mail tests verify DKIM signatures with dkimpy (tests/mocks/dkim-verifier.ts).
  const dkim = spawnSync(
    "bash",
    ["-c", "/usr/bin/python3 -c 'import dkim' 2>/dev/null || python3 -c 'import dkim'"],
    { stdio: "ignore" },
  );
  if (!skipIds.has("unit") && dkim.status !== 0) {
    missing.push(
      "python3-dkim, which the mail tests verify DKIM signatures with: `sudo bash scripts/install-system-deps.sh`",
    );
  }
  const scanner = path.join(root, "tools/observatory/node_modules/@mdn/mdn-http-observatory");
  if (!skipIds.has("e2e") && !fs.existsSync(scanner)) {
    missing.push("the MDN HTTP Observatory scanner: `node scripts/install-observatory.mjs`");
  }
  return missing;
}
const missingTools = preflight();
if (missingTools.length > 0) {
  await finish(1, `test: missing before the run can start:\n  - ${missingTools.join("\n  - ")}`);
}
await step("lock", "lock file", "node", ["scripts/check-lock.mjs"], { timeoutMs: minutes(1) });
// The files the typecheck reads that are generated (the image and video
// manifests, React Router's route types) come first, so that the steps after
// them can run side by side.
await step("typecheck", "generated types", "npm", ["run", "--silent", "typegen"], {
  timeoutMs: minutes(5),
});
await stepsSideBySide(2, [
  {
    id: "build",
    label: `production build into ${buildDir}`,
    command: "node",
    args: ["scripts/build.mjs"],
    options: { env: { BUILD_DIR: buildDir }, timeoutMs: minutes(15) },
  },
  {
    id: "lint",
    label: "lint",
    command: "npx",
    args: ["eslint", ".", "--max-warnings", "0"],
    options: { timeoutMs: minutes(10) },
  },
  {
    id: "lint",
    label: "import graph: no cycles, type-only imports counted",
    command: "npm",
    args: ["run", "--silent", "lint:imports"],
    options: { timeoutMs: minutes(5) },
  },
  {
    id: "typecheck",
    label: "typecheck",
    command: "npx",
    args: ["tsc", "--noEmit"],
    options: { timeoutMs: minutes(10) },
  },
  {
    id: "format",
    label: "format",
    command: "npx",
    args: ["prettier", "--check", "."],
    options: { timeoutMs: minutes(5) },
  },
]);

// Everything after the build runs beside the browser tests, which take about
// seven minutes and leave a tenth of the two cores idle (waiting on pages,
// mail and timers): the unit, data-layer, built-server and fault tests, one at
// a time, fill that time instead of coming before or after it. First the
// sample database the browser tests' servers start on (the site, and the
// second servers some attacks start), each on a copy of it rather than each
// migrating and seeding its own (tests/server-data-dir.ts).
const seededDataDir = fs.mkdtempSync(path.join(reportDir, "seeded-"));
await step("e2e", "sample database for the browser tests", "npm", ["run", "--silent", "db:seed"], {
  env: { DATA_DIR: seededDataDir, DATABASE_URL: "" },
  timeoutMs: minutes(2),
});
if (!skipIds.has("e2e") && (await portIsOpen(Number(e2ePort)))) {
  totals.failed += 1;
  await finish(
    1,
    `✗ npm test stopped: port ${e2ePort} is already in use; stop that server or set E2E_PORT.`,
  );
}
const pgUrl = skipIds.has("pg") ? undefined : await postgresUrl();

const playwrightReport = path.join(reportDir, "playwright.json");
const browserTests = step(
  "e2e",
  "browser tests (Playwright)",
  "npx",
  ["playwright", "test", "--reporter=list,json"],
  {
    env: {
      BUILD_DIR: buildDir,
      E2E_PORT: e2ePort,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_SEEDED_DATA_DIR: seededDataDir,
      // The site's SQLite folder, shared with tests that check what was stored; removed at the end.
      E2E_DATA_DIR: fs.mkdtempSync(path.join(reportDir, "site-data-")),
    },
    timeoutMs: minutes(60),
    count: () => countPlaywright(playwrightReport),
  },
);

const besideBrowserTests = [
  vitestStep({
    id: "unit",
    label: "unit tests (SQLite)",
    report: "vitest-sqlite",
    // The built-server checks run below with the build, so this step leaves them out.
    filters: ["--exclude", "server/cluster-mode.test.ts", "--exclude", "**/*.built.test.ts"],
    // The SQLite run must not pick up a PostgreSQL URL from the caller's environment.
    env: { TEST_DATABASE_URL: "", TEST_SLOW: "1" },
    timeoutMs: minutes(15),
  }),
];
if (skipIds.has("pg")) {
  log("\n⚠ PostgreSQL SKIPPED (--skip=pg)");
} else if (pgUrl) {
  besideBrowserTests.push(
    vitestStep({
      id: "pg",
      label: "data-layer tests (PostgreSQL)",
      report: "vitest-postgres",
      filters: [".db.test.ts"],
      env: { TEST_DATABASE_URL: pgUrl, TEST_SLOW: "1" },
      timeoutMs: minutes(10),
    }),
  );
} else {
  log(
    "\n⚠ PostgreSQL SKIPPED: TEST_DATABASE_URL is not set and no PostgreSQL is installed " +
      "(bash .ci/run or scripts/install-system-deps.sh installs it). The data-layer tests ran on SQLite only.",
  );
}
besideBrowserTests.push(
  vitestStep({
    id: "cluster",
    label: "cluster mode and browser assets of the build",
    report: "vitest-built-server",
    // The tests that need the build: the built server in cluster mode, and
    // *.built.test.ts, which read the browser assets or start the built
    // server (a SQLite write lock held elsewhere on a copy of the sample
    // database; PostgreSQL taken away, on the server started for the data
    // tests, skipped without one).
    filters: ["server/cluster-mode.test.ts", ".built.test.ts"],
    env: {
      BUILD_DIR: buildDir,
      TEST_DATABASE_URL: "",
      FAULT_DATABASE_URL: pgUrl ?? "",
      E2E_SEEDED_DATA_DIR: seededDataDir,
    },
    timeoutMs: minutes(5),
  }),
);
// Fault tests of the leads pipeline against the same build: SIGKILL the server
// repeatedly during hundreds of submissions (zero lost), and a corpus of
// malformed and hostile requests (zero 5xx). Each is one test in the totals.
// Their ports follow the browser tests' (which use E2E_PORT to E2E_PORT + 6).
const faultEnv = {
  BUILD_DIR: buildDir,
  FAULT_PORT: String(Number(e2ePort) + 10),
  FAULT_CRM_PORT: String(Number(e2ePort) + 11),
  E2E_SEEDED_DATA_DIR: seededDataDir,
};
for (const [id, label, file] of [
  ["fault", "fault test: SIGKILL during submissions", "tests/fault/leads-sigkill.ts"],
  ["corpus", "hostile-input corpus", "tests/fault/leads-hostile-corpus.ts"],
])
  besideBrowserTests.push({
    id,
    label,
    command: "npx",
    args: ["tsx", file],
    options: {
      env: faultEnv,
      timeoutMs: minutes(6),
      count: (result) => {
        if (result.ok) totals.passed += 1;
      },
    },
  });
await stepsSideBySide(1, besideBrowserTests, { printAfter: browserTests });
await browserTests;

await finish(
  totals.failed > 0 ? 1 : 0,
  totals.failed > 0
    ? "✗ npm test: failures above"
    : `✓ npm test: ${skipIds.size > 0 ? `passed, but SKIPPED ${[...skipIds].join(", ")}` : "every step passed"} ` +
        `(${steps.map((s) => `${s.label} ${s.skipped ? "skipped" : `${s.seconds} s`}`).join("; ")})`,
);
