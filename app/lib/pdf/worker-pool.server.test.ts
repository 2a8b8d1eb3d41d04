import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PdfWorkerError, WorkerPool, type WorkerPoolOptions } from "./worker-pool.server";

/**
 * The pool that runs PDF jobs in worker threads, with a small worker of the
 * test's own: it answers a number n with n bytes, exits on "exit", never
 * answers "hang", and reports its thread id on "who".
 */
const WORKER = `
  const { parentPort, threadId } = require("node:worker_threads");
  parentPort.on("message", ({ id, job }) => {
    if (job === "exit") process.exit(3);
    if (job === "hang") for (;;) {}
    if (job === "who") return parentPort.postMessage({ id, bytes: new Uint8Array([threadId]) });
    if (job === "fail") return parentPort.postMessage({ id, error: "no such product" });
    const bytes = new Uint8Array(job);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  });
`;

let pool: WorkerPool | undefined;
let started = 0;

function makePool(options: Partial<WorkerPoolOptions> = {}): WorkerPool {
  started = 0;
  pool = new WorkerPool({
    size: 2,
    start: () => {
      started++;
      return new Worker(WORKER, { eval: true });
    },
    ...options,
  });
  return pool;
}

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("the PDF worker pool", () => {
  it("runs jobs on at most `size` workers and reuses them", async () => {
    const pool = makePool();
    const sizes = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pool.run(n)));
    expect(sizes.map((bytes) => bytes.byteLength)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(started).toBe(2);
    expect(pool.workers).toBe(2);
  });

  it("fails a job whose worker dies, alone, and starts another worker for the next", async () => {
    const pool = makePool({ size: 1 });
    const first = await pool.run("who");
    await expect(pool.run("exit")).rejects.toThrow(PdfWorkerError);
    const next = await pool.run("who");
    expect(next[0]).not.toBe(first[0]);
    expect(started).toBe(2);
  });

  it("passes on a job's own error and keeps its worker", async () => {
    const pool = makePool({ size: 1 });
    await expect(pool.run("fail")).rejects.toThrow("no such product");
    expect((await pool.run(3)).byteLength).toBe(3);
    expect(started).toBe(1);
  });

  it("gives up a job past its deadline, ends its worker, and goes on with the rest", async () => {
    // The job after it has the same deadline, for starting a fresh worker as
    // well: generous, so a loaded machine does not time out the healthy one.
    const pool = makePool({ size: 1, deadlineMs: 2_000 });
    const hung = pool.run("hang");
    const after = pool.run(2);
    await expect(hung).rejects.toThrow(/longer than 2000 ms/);
    expect((await after).byteLength).toBe(2);
    expect(started).toBe(2);
  });

  it("ends a worker that has had nothing to do for idleMs", async () => {
    const pool = makePool({ size: 1, idleMs: 50 });
    await pool.run(1);
    expect(pool.workers).toBe(1);
    await vi.waitFor(() => expect(pool.workers).toBe(0), { timeout: 10_000, interval: 20 });
    expect((await pool.run(1)).byteLength).toBe(1);
    expect(started).toBe(2);
  });
});
