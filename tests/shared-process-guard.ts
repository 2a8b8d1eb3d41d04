import { afterAll } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { clearEnvCache } from "~/lib/env.server";
import { forgetSingleton } from "~/lib/singleton.server";

/**
 * Test files share worker processes (vitest.config.ts: isolate false), so each
 * must leave the process as it found it. This setup file runs again for every
 * test file (before the file itself is loaded) and fails the file that left an
 * environment variable changed or the process-wide database open: either would
 * reach whichever file the worker runs next. It then puts both right, so only
 * the file at fault fails. tests/server-env.ts sets up and undoes both.
 */
const found = { ...process.env };
// libvips sets this in the process the first time sharp loads it.
const setByLibraries = new Set(["VIPSHOME"]);

afterAll(async () => {
  const names = new Set([...Object.keys(found), ...Object.keys(process.env)]);
  const changed = [...names].filter(
    (name) => process.env[name] !== found[name] && !setByLibraries.has(name),
  );
  for (const name of changed) {
    if (found[name] === undefined) delete process.env[name];
    else process.env[name] = found[name];
  }
  if (changed.length > 0) clearEnvCache();
  const database = forgetSingleton("database") as DatabaseHandle | undefined;
  await database?.close();

  const problems = [
    ...(changed.length > 0 ? [`left process.env changed: ${changed.join(", ")}`] : []),
    ...(database
      ? [
          "left the process-wide database open (getDatabase(), often a default argument): " +
            `${database.description}`,
        ]
      : []),
  ];
  if (problems.length > 0) {
    throw new Error(
      `This test file ${problems.join("; and ")}. Set up and undo such state with setServerEnv (tests/server-env.ts).`,
    );
  }
});
