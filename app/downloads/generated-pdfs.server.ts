import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { getEnv } from "~/lib/env.server";
import { PdfGeneration } from "~/lib/pdf/generation.server";
import { WorkerPool } from "~/lib/pdf/worker-pool.server";
import { forgetSingleton, singleton } from "~/lib/singleton.server";
import type { PdfJob } from "./pdf-jobs";

/**
 * This process's PDF maker for the download routes: the cache, the limits
 * (`PDF_CACHE_MB`, `PDF_MAX_CONCURRENT`, `PDF_RATE_LIMIT_PER_HOUR`) and a pool
 * of as many worker threads as PDFs may be made at once (ADR 38).
 */
interface Made {
  generation: PdfGeneration<PdfJob>;
  pool: WorkerPool;
}

const NAME = "pdf-generation";

/**
 * PDFs made at once by each process when PDF_MAX_CONCURRENT is unset: half
 * the machine's cores, shared among its server processes, at least one each.
 * The other half stays for pages: on two cores, a second PDF worker made the
 * same number of files a second and doubled a page's p99 beside them (ADR 38).
 */
export function defaultPdfConcurrency(
  processes: number,
  cores = os.availableParallelism(),
): number {
  return Math.max(1, Math.floor(cores / 2 / processes));
}

function made(): Made {
  return singleton(NAME, () => {
    const env = getEnv();
    const size = env.PDF_MAX_CONCURRENT ?? defaultPdfConcurrency(env.WEB_CONCURRENCY);
    const pool = new WorkerPool({ size, start: startPdfWorker });
    const generation = new PdfGeneration<PdfJob>({
      make: (job) => pool.run(job),
      maxConcurrent: size,
      cacheBytes: env.PDF_CACHE_MB * 1024 * 1024,
      perClientPerHour: env.PDF_RATE_LIMIT_PER_HOUR,
    });
    return { generation, pool };
  });
}

export function pdfGeneration(): PdfGeneration<PdfJob> {
  return made().generation;
}

/** For tests: ends the workers and forgets the cache and counts, so the next use starts afresh. */
export async function closePdfGeneration(): Promise<void> {
  const current = forgetSingleton(NAME) as Made | undefined;
  await current?.pool.close();
}

/**
 * The production build compiles the worker next to the server bundle
 * (scripts/build.mjs); in development and tests the TypeScript source runs
 * through tsx, with message catalogues compiled as a build compiles them.
 */
function startPdfWorker(): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const compiled = path.join(here, "pdf-jobs.worker.js");
  if (fs.existsSync(compiled)) return new Worker(compiled);
  const source = pathToFileURL(path.join(here, "pdf-jobs.worker.ts")).href;
  const hooks = pathToFileURL(path.join(here, "../../scripts/catalogues/hooks.mjs")).href;
  const code = `
    const { register } = require("node:module");
    import("tsx/esm/api").then(async (tsx) => {
      tsx.register();
      register(${JSON.stringify(hooks)});
      await import(${JSON.stringify(source)});
    });`;
  return new Worker(code, { eval: true });
}
