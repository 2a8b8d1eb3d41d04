import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { defaultPdfCheckLimits, type PdfCheckLimits, type PdfInspection } from "./active-content";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("documents");

/**
 * Runs the active-content check of an uploaded PDF (active-content.ts) in a
 * worker thread, so a hostile file can neither block the site's event loop
 * nor keep the server busy for long: pdf-lib's parsing cannot be interrupted
 * or capped from outside (an object stream may inflate to gigabytes), so the
 * worker gets a deadline and a heap limit and is ended when it passes them.
 * Two checks run at a time at most; more wait their turn.
 */
export interface IsolatedCheckOptions {
  /** How long reading and checking the file may take, once the worker has started. */
  deadlineMs?: number;
  limits?: PdfCheckLimits;
}

const DEFAULT_DEADLINE_MS = 20_000;
const STARTUP_LIMIT_MS = 60_000;
const MAX_PARALLEL = 2;
const WORKER_HEAP_MB = 512;

let running = 0;
const queue: (() => void)[] = [];

export async function inspectPdfIsolated(
  bytes: Uint8Array,
  { deadlineMs = DEFAULT_DEADLINE_MS, limits = defaultPdfCheckLimits }: IsolatedCheckOptions = {},
): Promise<PdfInspection> {
  await takeSlot();
  try {
    return await runWorker(bytes, deadlineMs, limits);
  } finally {
    giveBackSlot();
  }
}

async function takeSlot(): Promise<void> {
  if (running < MAX_PARALLEL) {
    running++;
    return;
  }
  await new Promise<void>((resolve) => queue.push(resolve)); // handed over by giveBackSlot
}

function giveBackSlot(): void {
  const next = queue.shift();
  if (next) next();
  else running--;
}

function runWorker(
  bytes: Uint8Array,
  deadlineMs: number,
  limits: PdfCheckLimits,
): Promise<PdfInspection> {
  return new Promise((resolve) => {
    const worker = startWorker({ bytes, limits });
    let settled = false;
    const finish = (verdict: PdfInspection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const tooSlow = () => finish({ verdict: "unchecked", reason: "too-slow" });
    // Starting a thread can take long on a loaded machine; that is not the file's fault.
    let timer = setTimeout(tooSlow, STARTUP_LIMIT_MS);
    worker.on("message", (message: "ready" | PdfInspection) => {
      if (message !== "ready") return finish(message);
      clearTimeout(timer);
      timer = setTimeout(tooSlow, deadlineMs);
    });
    worker.once("error", (error) => {
      // Out of memory, or a bug: the upload is refused as unchecked, never let through.
      log.error({ err: error }, "the PDF check failed");
      finish({ verdict: "unchecked", reason: "failed" });
    });
    worker.once("exit", () => finish({ verdict: "unchecked", reason: "failed" }));
  });
}

/**
 * The production build compiles the worker next to the server bundle
 * (scripts/build.mjs); in development and tests the TypeScript source runs
 * through tsx.
 */
function startWorker(workerData: { bytes: Uint8Array; limits: PdfCheckLimits }): Worker {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const options = {
    workerData,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
  };
  const compiled = path.join(here, "active-content.worker.js");
  if (fs.existsSync(compiled)) return new Worker(compiled, options);
  const source = path.join(here, "active-content.worker.ts");
  const code = `require("tsx/cjs/api").register(); require(${JSON.stringify(source)});`;
  return new Worker(code, { ...options, eval: true });
}
