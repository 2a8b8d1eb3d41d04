import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import os from "node:os";
import path from "node:path";

/**
 * Five projects, one per kind of test, so that one Vitest run schedules them
 * all on one pool of workers (`npm test` once ran five runs one after another,
 * each ending with a worker idle):
 *
 * - unit: every `*.test.ts(x)` that needs no database server and no build;
 * - db-sqlite: the data-layer tests (`*.db.test.ts`) on SQLite;
 * - db-postgres: the same files on PostgreSQL, when TEST_DATABASE_URL is set;
 * - built: tests of the production build (`*.built.test.ts`, cluster mode),
 *   when BUILD_DIR names one;
 * - fault: the server killed mid-submission and the hostile-input corpus
 *   (`tests/fault/*.test.ts`), against the build too, after `built`.
 *
 * `npx vitest run` runs the projects whose prerequisites are present;
 * `--project unit` picks one. The inner loop leaves out the few files that
 * generate every PDF, seed whole databases or start servers (`*.slow.*`);
 * `npm test` sets TEST_SLOW=1 and runs them too.
 */
const slow = process.env.TEST_SLOW === "1" ? [] : ["**/*.slow.test.ts", "**/*.slow.db.test.ts"];
const dataLayer = ["**/*.db.test.ts"];
const needsBuild = ["**/*.built.test.ts", "server/cluster-mode.test.ts"];
const fault = ["tests/fault/**/*.test.ts"];

const sources = ["app", "server", "scripts", "tests/unit"].map(
  (dir) => `${dir}/**/*.test.{ts,tsx}`,
);

/** A key known to be a test's: the SHA-256 of "kamo test data key". */
const TEST_DATA_KEYS = "test:xileSymM6Cg5Z6T27vMOxBQAAXLcplhrI7WQH8xej60=";

function project(
  name: string,
  include: string[],
  exclude: string[],
  env: Record<string, string>,
  // Projects of a higher group start once the lower ones are done: the
  // timing-bound tests of the build (a server SIGKILLed mid-submission, cluster
  // restarts) then share the cores with each other only, not with the unit tests.
  groupOrder = 0,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...slow, ...exclude],
      // Test accounts and recovery codes hash cheaply (app/staff/auth/scrypt-cost.server.ts).
      // One fixed key ring seals personal data (ADR 61), rather than a key file in ./data.
      env: { KAMO_CHEAP_TEST_HASHES: "1", DATA_KEYS: TEST_DATA_KEYS, ...env },
      sequence: { groupOrder },
    },
  };
}

const projects: TestProjectInlineConfiguration[] = [
  project("unit", sources, [...dataLayer, ...needsBuild, ...fault], { TEST_DATABASE_URL: "" }),
  // The SQLite run must not pick up a PostgreSQL URL from the caller's environment.
  project("db-sqlite", dataLayer, [], { TEST_DATABASE_URL: "" }),
];
if (process.env.TEST_DATABASE_URL)
  projects.push(
    project("db-postgres", dataLayer, [], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }),
  );
if (process.env.BUILD_DIR) {
  // The built server's own database stays SQLite; FAULT_DATABASE_URL (a
  // PostgreSQL server the outage test may stop reaching) is passed through.
  projects.push(project("built", needsBuild, [], { TEST_DATABASE_URL: "" }, 1));
  // The SIGKILL test loads both cores for a minute: after the built server's
  // timing checks (a lock held elsewhere, measured against a control), not beside them.
  projects.push(project("fault", fault, [], { TEST_DATABASE_URL: "" }, 2));
}

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    projects,
    environment: "node",
    // Test files share worker processes and their loaded modules (isolation
    // off): loading every module afresh for each file took over half the run.
    // This is safe because each file sets up what it uses (its own database,
    // tests/db-utils.ts; settings and the process-wide database,
    // tests/server-env.ts) and undoes what it changes; files that replace a
    // module (vi.mock) load theirs afresh and forget them after. The setup
    // file fails any file that leaves settings or the process-wide database behind.
    isolate: false,
    setupFiles: ["tests/shared-process-guard.ts", "tests/consultation-contributors.ts"],
    // On PostgreSQL, one migrated database that each test's is copied from.
    globalSetup: ["tests/postgres-template.ts"],
    // Every data-layer test makes a database of its own (tests/db-utils.ts), so
    // test files run side by side, one worker per core.
    fileParallelism: true,
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    // A beforeAll that starts servers (the SMTP catcher and the DKIM verifier,
    // say) took over Vitest's 10 s default beside the browser tests on two cores.
    hookTimeout: 30_000,
  },
});
