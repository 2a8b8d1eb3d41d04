import type { Worker } from "node:worker_threads";

/**
 * A few worker threads that make PDFs, one job each at a time. Drawing a PDF
 * is synchronous CPU work (pdfkit and fontkit: a tenth of a second to half a
 * second a file); on the main thread it holds every other request of the
 * process for that long. In a worker the main thread goes on answering pages,
 * and the files use the machine's other cores.
 *
 * The pool does not limit how many jobs wait: its caller admits at most
 * `size` at once (generation.server.ts), so a job finds a free worker. A
 * worker is started on first use, kept while there is work, and ended after
 * `idleMs` without any, to give its memory back. A job that outlives
 * `deadlineMs`, or a worker that dies, fails that job alone; the worker is
 * replaced when next needed.
 *
 * The worker's side of the protocol: it receives `{ id, job }` and answers
 * `{ id, bytes }` (the PDF, its buffer transferred) or `{ id, error }`.
 */
export interface WorkerPoolOptions {
  size: number;
  /** Starts one worker running the job entry. */
  start: () => Worker;
  deadlineMs?: number;
  idleMs?: number;
}

export type WorkerAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

interface Pending {
  id: number;
  job: unknown;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current?: Pending;
  deadline?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

const DEFAULT_DEADLINE_MS = 30_000;
/**
 * A worker costs about 85 MB and a second or two to start and warm up (its
 * first Hindi file warms fontkit's shaper); ten quiet minutes before it is
 * ended spares a visitor's next PDF that wait in most sessions.
 */
const DEFAULT_IDLE_MS = 600_000;

export class PdfWorkerError extends Error {}

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly waiting: Pending[] = [];
  private nextId = 1;
  private readonly deadlineMs: number;
  private readonly idleMs: number;

  constructor(private readonly options: WorkerPoolOptions) {
    this.deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /** Workers alive now (started and not yet ended). */
  get workers(): number {
    return this.slots.size;
  }

  run(job: unknown): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, job, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; jobs still running fail. */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    for (const pending of this.waiting.splice(0))
      pending.reject(new PdfWorkerError("the PDF workers were closed"));
    await Promise.all(
      slots.map((slot) => {
        this.settle(slot, new PdfWorkerError("the PDF workers were closed"));
        return slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      let slot = [...this.slots].find((s) => !s.current);
      if (!slot) {
        if (this.slots.size >= this.options.size) return;
        slot = this.startSlot();
      }
      const pending = this.waiting.shift()!;
      clearTimeout(slot.idle);
      slot.current = pending;
      slot.deadline = setTimeout(() => this.giveUp(slot!), this.deadlineMs);
      slot.deadline.unref();
      slot.worker.postMessage({ id: pending.id, job: pending.job });
    }
  }

  private startSlot(): Slot {
    const worker = this.options.start();
    // A worker never keeps the server (or a test run) alive on its own.
    worker.unref();
    const slot: Slot = { worker };
    this.slots.add(slot);
    worker.on("message", (answer: WorkerAnswer) => {
      if (slot.current?.id !== answer.id) return;
      if ("bytes" in answer) this.settle(slot, undefined, answer.bytes);
      else this.settle(slot, new PdfWorkerError(answer.error));
      this.idleLater(slot);
      this.dispatch();
    });
    const lost = (reason: string) => {
      if (!this.slots.delete(slot)) return;
      clearTimeout(slot.idle);
      this.settle(slot, new PdfWorkerError(reason));
      this.dispatch();
    };
    worker.once("error", (error) => lost(`a PDF worker failed: ${error.message}`));
    worker.once("exit", (code) => lost(`a PDF worker exited (${code})`));
    return slot;
  }

  /** Settles the slot's current job, if any, with bytes or an error. */
  private settle(slot: Slot, error?: Error, bytes?: Uint8Array): void {
    const pending = slot.current;
    clearTimeout(slot.deadline);
    slot.current = undefined;
    if (!pending) return;
    if (error) pending.reject(error);
    else pending.resolve(bytes!);
  }

  /** A job past its deadline: its worker is ended (it cannot be interrupted otherwise). */
  private giveUp(slot: Slot): void {
    this.slots.delete(slot);
    this.settle(slot, new PdfWorkerError(`a PDF took longer than ${this.deadlineMs} ms`));
    void slot.worker.terminate();
    this.dispatch();
  }

  private idleLater(slot: Slot): void {
    clearTimeout(slot.idle);
    slot.idle = setTimeout(() => {
      if (slot.current || !this.slots.delete(slot)) return;
      void slot.worker.terminate();
    }, this.idleMs);
    slot.idle.unref();
  }
}
