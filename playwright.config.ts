import fs from "node:fs";
import { register } from "node:module";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_MIN_FILL_SECONDS } from "./tests/e2e/min-fill-time";
import { copySeededDatabase } from "./tests/server-data-dir";

/**
 * Browser tests run against a production build served by our own server, on a
 * fresh SQLite database seeded with sample content. Debian's Chromium is used
 * when present (Playwright's own browser downloads are not reachable here).
 * Build first (`npm run build`); BUILD_DIR and E2E_PORT let parallel runs coexist.
 */
// Specs import app modules that import JSON message catalogues the way Vite
// does; Node's loader needs telling that they are JSON, and they load compiled
// as in a build (scripts/catalogues/hooks.mjs). The test workers load this
// file too, so the hooks are in place wherever specs run.
register("./scripts/catalogues/hooks.mjs", import.meta.url);

// The fixtures' staff accounts hash cheaply (app/staff/auth/scrypt-cost.server.ts);
// the site's server runs with NODE_ENV=production, which ignores this.
process.env.KAMO_CHEAP_TEST_HASHES ??= "1";
const port = Number(process.env.E2E_PORT ?? 3210);
const buildDir = process.env.BUILD_DIR ?? "build";
// Exported so the test workers (which inherit this process's environment) can
// open the server's database; they load this file again and must not make another.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "kamo-e2e-")));
// On the sample database `npm test` seeded (tests/server-data-dir.ts), when the
// folder is still empty: the workers load this file too, once the server runs.
copySeededDatabase(dataDir);
// The test SMTP server (tests/mocks/smtp-catcher.mjs) writes each mail the site sends here.
const smtpPort = port + 1;
// The same build served with React Router's own page runtime (PAGE_RUNTIME=stock,
// ADR 49), on a database of its own, for the "stock" project below. E2E_PORT + 2
// to + 6 are the security tests' own servers (tests/security/harness.ts).
const stockPort = Number(process.env.E2E_STOCK_PORT ?? port + 7);
const stockDataDir = (process.env.E2E_STOCK_DATA_DIR ??= fs.mkdtempSync(
  path.join(os.tmpdir(), "kamo-e2e-stock-"),
));
copySeededDatabase(stockDataDir);
export const e2eMailDir = path.join(dataDir, "mail");
// Debian's headless shell first: the same Blink without the browser around it,
// it took a third less time over every page (every-route, 188 -> 120 s on
// one build); the full browser is the fallback where the shell is missing.
const systemChromium = [
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((p) => fs.existsSync(p));

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

/** The staff area's specs (and the attacks on it that need a browser). */
const staffSpecs = /\/(staff-[\w-]+|uploaded-pdfs|open-redirect)\.spec\.ts$/;
/** Specs run in both page runtimes (ADR 49): every template's pages, and the lead forms. */
const bothRuntimeSpecs = /\/(every-route|leads)\.spec\.ts$/;
/** Specs whose result depends on the width: layout, axe, hydration, the shell's menus. */
const bothWidthSpecs = /\/(every-route|shell|hydration|security|csp|platform|hindi)\.spec\.ts$/;

export default defineConfig({
  // Browser and HTTP tests of the site (e2e) and attacks on it (security).
  testDir: "tests",
  testMatch: ["e2e/**/*.spec.ts", "security/**/*.spec.ts"],
  // One output folder per build, so parallel runs do not wipe each other's results.
  outputDir: `test-results/${path.basename(buildDir)}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs adds a JSON reporter on the command line to count results.
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions,
  },
  // Each browser test runs at the width its people use: the public site's
  // behaviour on a phone (most visitors), the staff area's on a desktop (the
  // office). Layout, accessibility and loading (every page with axe, the shell,
  // hydration, CSP) run at both widths. Tests tagged @http check responses only
  // (headers, site files) and run once, in the "http" project, without a browser.
  //
  // The http project comes first: tests start in this order, and its longest
  // ones (the HTML checker over every page, the link crawl) then run beside
  // the browser tests rather than last, alone, while the other worker idles.
  projects: [
    { name: "http", grep: /@http/ },
    {
      name: "mobile",
      grepInvert: /@http/,
      testIgnore: staffSpecs,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 800 }, launchOptions },
    },
    {
      name: "desktop",
      // @phone-only: checks one phone width is enough for (every-route.spec.ts).
      grepInvert: /@http|@phone-only/,
      testMatch: [staffSpecs, bothWidthSpecs],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // The same tests in React Router's own runtime, on a phone: one page of
      // each template in both languages (every-route.spec.ts) and the lead
      // forms sent with JavaScript. Their server's database is the one the
      // tests read, and its runtime what they may ask (serverDataDir and
      // pageRuntime in tests/e2e/fixtures.ts).
      name: "stock",
      testMatch: bothRuntimeSpecs,
      grep: /every page|with JavaScript/,
      grepInvert: /@http|@phone-only/,
      metadata: { dataDir: stockDataDir, runtime: "stock" },
      use: {
        ...devices["Pixel 5"],
        viewport: { width: 375, height: 800 },
        baseURL: `http://127.0.0.1:${stockPort}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node tests/mocks/smtp-catcher.mjs ${smtpPort} ${e2eMailDir}`,
      port: smtpPort,
      reuseExistingServer: false,
    },
    {
      command: `node ${buildDir}/server-main.js`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Kamo Paints Investor Relations <investors@kamopaints.example>",
        ALERTS_POLL_MS: "250",
        // A third of the default wait per form, the trap still in place (min-fill-time.ts).
        LEADS_MIN_FILL_SECONDS: String(E2E_MIN_FILL_SECONDS),
      },
    },
    {
      command: `node ${buildDir}/server-main.js`,
      url: `http://127.0.0.1:${stockPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: "production",
        PAGE_RUNTIME: "stock",
        PORT: String(stockPort),
        HOST: "127.0.0.1",
        DATA_DIR: stockDataDir,
        SITE_URL: `http://127.0.0.1:${stockPort}`,
        // No SMTP_URL: its mails are kept, not sent, and stay out of the catcher's folder.
        LEADS_MIN_FILL_SECONDS: String(E2E_MIN_FILL_SECONDS),
      },
    },
  ],
});
