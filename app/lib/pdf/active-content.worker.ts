import { parentPort, workerData } from "node:worker_threads";
import { inspectPdf, type PdfCheckLimits } from "./active-content";

/**
 * Worker thread entry: says it has loaded (the deadline for the check starts
 * then, not while a busy machine starts the thread), inspects one uploaded
 * PDF and posts the verdict back. active-content.server.ts starts it, and ends
 * it if it takes too long.
 */
const { bytes, limits } = workerData as { bytes: Uint8Array; limits: PdfCheckLimits };
parentPort?.postMessage("ready");
void inspectPdf(bytes, limits).then((verdict) => parentPort?.postMessage(verdict));
