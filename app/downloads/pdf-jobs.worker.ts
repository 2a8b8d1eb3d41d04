import { parentPort } from "node:worker_threads";
import type { WorkerAnswer } from "~/lib/pdf/worker-pool.server";
import { buildPdf, type PdfJob } from "./pdf-jobs";

/**
 * Worker thread entry of the PDF pool (app/lib/pdf/worker-pool.server.ts):
 * draws one job at a time and sends the file back, its buffer transferred
 * rather than copied. generated-pdfs.server.ts starts it.
 */
parentPort?.on("message", ({ id, job }: { id: number; job: PdfJob }) => {
  buildPdf(job).then(
    (made) => {
      // Only a buffer of exactly the file's bytes is handed over whole.
      const bytes =
        made.byteOffset === 0 && made.byteLength === made.buffer.byteLength ? made : made.slice();
      const answer: WorkerAnswer = { id, bytes };
      parentPort!.postMessage(answer, [bytes.buffer as ArrayBuffer]);
    },
    (error: unknown) => {
      const answer: WorkerAnswer = {
        id,
        error: error instanceof Error ? error.message : String(error),
      };
      parentPort!.postMessage(answer);
    },
  );
});
