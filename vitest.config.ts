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
    // Every data-layer test makes a database of its own (tests/db-utils.ts), so
    // test files run side by side, one worker per core.
    fileParallelism: true,
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
  },
});
