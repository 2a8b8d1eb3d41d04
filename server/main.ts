import cluster from "node:cluster";
import type http from "node:http";
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
import { startBackgroundJobs, type BackgroundJobs } from "./background-jobs";
import { relayWorkerEvents, runPrimary } from "./cluster";
import { markRunning } from "~/db/backup.server";
import { createHealthCheck } from "~/db/health.server";
import { logFor } from "~/lib/log/logger.server";
import { createLifecycle, drainHttpServer, gateRequests, type Lifecycle } from "./lifecycle";
import { answerMetricsRequests, startMetricsServer } from "./metrics-server";

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
  markServing(env);
  // Workers start after the primary has migrated and seeded; they only serve.
  if (cluster.isWorker) return serve(env, database, { worker: true });

  if (env.WEB_CONCURRENCY > 1) {
    await prepareDatabase(env, database);
    runPrimary({ env, database, workers: env.WEB_CONCURRENCY });
    return;
  }
  // One process: the port opens first, /readyz answering 503 until the database is ready.
  return serve(env, database, { worker: false, prepare: () => prepareDatabase(env, database) });
}

async function prepareDatabase(env: Env, database: DatabaseHandle): Promise<void> {
  const migrated = await migrateToLatest(database.db);
  if (migrated.length > 0) logFor("db").info(`applied migrations: ${migrated.join(", ")}`);
  if (env.SEED_SAMPLE_CONTENT) {
    registerSeeders();
    const seeded = await seedSampleContent(database.db);
    if (seeded.length > 0) logFor("db").info(`seeded sample content: ${seeded.join(", ")}`);
  }
}

/**
 * DATA_DIR/running/<pid> while this process runs, so `npm run db:restore`
 * refuses to replace a database in use (app/db/backup.server.ts).
 */
function markServing(env: Env): void {
  const unmark = markRunning(env.DATA_DIR);
  process.once("exit", unmark);
}

async function serve(
  env: Env,
  database: DatabaseHandle,
  { worker, prepare }: { worker: boolean; prepare?: () => Promise<void> },
): Promise<void> {
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
  const lifecycle = createLifecycle();
  gateRequests(server, lifecycle, createHealthCheck(database));
  let jobs: BackgroundJobs | undefined;
  // /metrics on its own port (ADR 67): served here, or by the primary, which asks the workers.
  if (worker) answerMetricsRequests(process);
  const metrics = worker ? undefined : await startMetricsServer({ env, database });
  onShutdownSignal(env, { worker, lifecycle, server, database, jobs: () => jobs, metrics });

  server.once("error", (error: NodeJS.ErrnoException) => {
    log.fatal(`cannot listen on ${env.HOST}:${env.PORT}: ${error.code ?? error.message}`);
    process.exit(1);
  });
  const listen = () =>
    new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, () => resolve()));
  // A worker listens once ready: the primary counts its workers by their listening.
  if (!worker) await listen();

  await prepare?.();
  // Load the form-signing secret before taking requests, so the first pages
  // need not wait for it. If the database cannot give it now, every form
  // rendering tries again (createFormSession) rather than going out unsigned.
  await loadFormSessionSecret(database.db).catch((error: unknown) =>
    logFor("leads").error({ err: error }, "form session secret unavailable"),
  );
  // One process per machine runs the background jobs: this one, or the primary.
  if (!worker && lifecycle.state === "starting") jobs = startBackgroundJobs({ env, database });
  if (worker) relayWorkerEvents(process);
  lifecycle.ready();
  if (worker) return lifecycle.state === "ready" ? listen() : undefined;
  // In cluster mode the primary announces the site once every worker listens.
  log.info(`Kamo Paints site on http://${env.HOST}:${env.PORT} (${database.description})`);
}

/**
 * SIGTERM (or SIGINT): leave the balancer's rotation (/readyz 503), stop
 * taking connections, answer every request already sent, let the outbox
 * workers record the calls they made and give back the claims they did not
 * use, then close the database and exit; in any case within
 * SHUTDOWN_TIMEOUT_MS (docs/operations/shutdown.md).
 */
function onShutdownSignal(
  env: Env,
  parts: {
    worker: boolean;
    lifecycle: Lifecycle;
    server: http.Server;
    database: DatabaseHandle;
    jobs: () => BackgroundJobs | undefined;
    metrics: { close(): Promise<void> | void } | undefined;
  },
): void {
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!parts.worker) log.info(`${signal}: finishing open requests`);
    setTimeout(() => {
      log.error(
        `shutdown took longer than SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS} ms): exiting`,
      );
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS).unref();
    parts.lifecycle.drain();
    void parts.metrics?.close();
    const drained = drainHttpServer(parts.server, {
      delayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
      idleGraceMs: SHUTDOWN_IDLE_GRACE_MS,
    });
    // The workers stop at once: what they sent is recorded while the requests finish.
    const stopped = parts.jobs()?.stop() ?? Promise.resolve();
    void Promise.all([drained, stopped])
      .then(() => parts.database.close())
      .catch((error: unknown) => log.error({ err: error }, "shutdown"))
      .finally(() => process.exit(0));
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * After the port closes, how long a connection that has not sent a request
 * yet is kept: one accepted just before, its request still in the kernel's
 * buffer while the event loop was busy, is then answered, not reset.
 */
const SHUTDOWN_IDLE_GRACE_MS = 1_000;

main().catch((error: unknown) => {
  log.fatal({ err: error }, "could not start");
  process.exit(1);
});
