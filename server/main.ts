import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { getDatabase, type DatabaseHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { registerSeeders } from "~/shell/seeders.server";
import { seedSampleContent } from "~/db/seed.server";
import { ContentError, validateContent } from "~/shell/validate-content.server";
import { EnvError, getEnv, type Env } from "~/lib/env.server";
import { loadFormSessionSecret } from "~/leads/submit/form-session-signer.server";
import { createAppServer } from "./app-server";
import { withPageRuntime } from "~/platform/runtime.server";
import { startBackgroundJobs } from "./background-jobs";
import { relayWorkerEvents, runPrimary } from "./cluster";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("server");

/**
 * Production entry point: validate the environment, bring the database up to
 * date, seed sample content into an empty database, then serve the built site,
 * in this process or, with WEB_CONCURRENCY > 1, in that many worker processes
 * sharing the port (server/cluster.ts).
 */
async function main(): Promise<void> {
  let env;
  try {
    env = getEnv();
    validateContent();
  } catch (error) {
    if (error instanceof EnvError || error instanceof ContentError) {
      // One plain line for the person starting the server: with the
      // environment invalid, the log's own level and form are not known yet.
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = getDatabase();
  // Workers start after the primary has migrated and seeded; they only serve.
  if (cluster.isWorker) return serve(env, database, { worker: true });

  const migrated = await migrateToLatest(database.db);
  if (migrated.length > 0) logFor("db").info(`applied migrations: ${migrated.join(", ")}`);
  if (env.SEED_SAMPLE_CONTENT) {
    registerSeeders();
    const seeded = await seedSampleContent(database.db);
    if (seeded.length > 0) logFor("db").info(`seeded sample content: ${seeded.join(", ")}`);
  }

  if (env.WEB_CONCURRENCY > 1) {
    runPrimary({ env, database, workers: env.WEB_CONCURRENCY });
    return;
  }
  return serve(env, database, { worker: false });
}

async function serve(
  env: Env,
  database: DatabaseHandle,
  { worker }: { worker: boolean },
): Promise<void> {
  // Load the form-signing secret before taking requests, so the first pages
  // need not wait for it. If the database cannot give it now, every form
  // rendering tries again (createFormSession) rather than going out unsigned.
  await loadFormSessionSecret(database.db).catch((error: unknown) =>
    logFor("leads").error({ err: error }, "form session secret unavailable"),
  );
  const buildDir = path.dirname(fileURLToPath(import.meta.url));
  const build = withPageRuntime(
    (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild,
    buildDir,
  );
  const server = createAppServer({
    env,
    build,
    clientDir: path.join(buildDir, "client"),
    database,
  });
  // One process per machine runs the background jobs: this one, or the primary.
  const jobs = worker ? undefined : startBackgroundJobs({ env, database });
  if (worker) relayWorkerEvents(process);

  server.once("error", (error: NodeJS.ErrnoException) => {
    log.fatal(`cannot listen on ${env.HOST}:${env.PORT}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    // In cluster mode the primary announces the site once every worker listens.
    if (worker) return;
    log.info(`Kamo Paints site on http://${env.HOST}:${env.PORT} (${database.description})`);
  });

  const shutdown = (signal: string) => {
    if (!worker) log.info(`${signal}: finishing open requests`);
    jobs?.stop();
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
  log.fatal({ err: error }, "could not start");
  process.exit(1);
});
