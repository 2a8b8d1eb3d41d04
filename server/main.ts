import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { registerSeeders } from "~/db/seeders.server";
import { seedSampleContent } from "~/db/seed.server";
import { ContentError, validateContent } from "~/content/validate.server";
import { EnvError, getEnv } from "~/lib/env.server";
import { createAppServer } from "./app-server";
import { startBackgroundJobs } from "./background-jobs";

/**
 * Production entry point: validate the environment, bring the database up to
 * date, seed sample content into an empty database, then serve the built site.
 */
async function main(): Promise<void> {
  let env;
  try {
    env = getEnv();
    validateContent();
  } catch (error) {
    if (error instanceof EnvError || error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const database = getDatabase();
  const migrated = await migrateToLatest(database.db);
  if (migrated.length > 0) console.log(`[db] applied migrations: ${migrated.join(", ")}`);
  if (env.SEED_SAMPLE_CONTENT) {
    registerSeeders();
    const seeded = await seedSampleContent(database.db);
    if (seeded.length > 0) console.log(`[db] seeded sample content: ${seeded.join(", ")}`);
  }

  const build = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;
  const server = createAppServer({
    env,
    build,
    clientDir: path.join(buildDir, "client"),
    database,
  });
  const jobs = startBackgroundJobs({ env, database });

  server.listen(env.PORT, env.HOST, () => {
    console.log(
      `[server] Kamo Paints site on http://${env.HOST}:${env.PORT} (${database.description})`,
    );
  });

  const shutdown = (signal: string) => {
    console.log(`[server] ${signal}: finishing open requests`);
    jobs.stop();
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    // Keep-alive sockets would hold close() open; give requests a moment, then go.
    setTimeout(() => process.exit(0), 5_000).unref();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(
    `[server] could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
