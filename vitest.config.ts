import { configDefaults, defineConfig } from "vitest/config";
import os from "node:os";
import path from "node:path";

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    // The inner loop (`npm run test:unit`) leaves out the few files that
    // generate every PDF, seed whole databases or start servers (*.slow.test.ts,
    // *.slow.db.test.ts); `npm test` sets TEST_SLOW=1 and runs them too.
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.TEST_SLOW === "1" ? [] : ["**/*.slow.test.ts", "**/*.slow.db.test.ts"]),
    ],
    environment: "node",
    // Test files share worker processes and their loaded modules (isolation
    // off): loading every module afresh for each file took over half the run.
    // This is safe because each file sets up what it uses (its own database,
    // tests/db-utils.ts; settings and the process-wide database,
    // tests/server-env.ts) and undoes what it changes; files that replace a
    // module (vi.mock) load theirs afresh and forget them after. The setup
    // file fails any file that leaves settings or the process-wide database behind.
    isolate: false,
    setupFiles: ["tests/shared-process-guard.ts"],
    // On PostgreSQL, one migrated database that each test's is copied from.
    globalSetup: ["tests/postgres-template.ts"],
    // Every data-layer test makes a database of its own (tests/db-utils.ts), so
    // test files run side by side, one worker per core.
    fileParallelism: true,
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
  },
});
