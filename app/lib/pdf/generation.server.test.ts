import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/forms/rate-limit.server";
import { PdfGeneration, PdfRefusal, type PdfGenerationOptions } from "./generation.server";

/**
 * The guard in front of PDFs made on request (ADR 38), with a `make` the test
 * finishes by hand, so "at once" is exact and nothing is timed.
 */
interface Job {
  name: string;
  size?: number;
}

function setUp(options: Partial<PdfGenerationOptions<Job>> = {}) {
  const started: { job: Job; finish: () => void }[] = [];
  const generation = new PdfGeneration<Job>({
    maxConcurrent: 2,
    cacheBytes: 1_000_000,
    perClientPerHour: 0,
    make: (job) =>
      new Promise((resolve) =>
        started.push({ job, finish: () => resolve(new Uint8Array(job.size ?? 10)) }),
      ),
    ...options,
  });
  return { generation, started };
}

const from = (address: string) =>
  new Request("http://127.0.0.1/downloads/x.pdf", { headers: { [CLIENT_IP_HEADER]: address } });

/** What a refused get() threw: the Response a loader answers with. */
async function refused(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, "refused").toBeInstanceOf(Response);
  return error as Response;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("PDFs made on request", () => {
  it("makes at most maxConcurrent at once, queues twice as many, and refuses the rest with 503", async () => {
    const { generation, started } = setUp();
    const ask = (i: number) =>
      generation.get(from(`10.0.0.${i + 1}`), `file ${i}`, { name: `file ${i}` }, "en");
    const asked = [0, 1, 2, 3, 4, 5].map(ask);
    const refusals = [6, 7].map((i) => refused(ask(i)));
    await settle();
    expect(started.map((s) => s.job.name)).toEqual(["file 0", "file 1"]);
    for (const answer of await Promise.all(refusals)) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(await answer.text()).toContain("try again");
    }
    // Each one finished lets one waiting request in, never more.
    for (let done = 0; done < 6; done++) {
      started[done]!.finish();
      await settle();
      expect(generation.stats.running).toBe(Math.min(2, 6 - done - 1));
      expect(started).toHaveLength(Math.min(6, done + 3));
    }
    expect((await Promise.all(asked)).every((b) => b.byteLength === 10)).toBe(true);
    expect(generation.stats).toMatchObject({ made: 6, running: 0, peak: 2, refusedBusy: 2 });
  });

  it("lets a file of the content wait its turn however long the queue, within the same limit", async () => {
    const { generation, started } = setUp({ maxConcurrent: 1, queueLength: 0 });
    const files = ["a", "b", "c", "d"].map((name) => generation.makeContentPdf({ name }, "en"));
    await settle();
    expect(generation.stats.running).toBe(1);
    // A request's turn is still refused at once behind them.
    expect((await refused(generation.get(from("10.0.0.1"), "x", { name: "x" }, "en"))).status).toBe(
      503,
    );
    for (let i = 0; i < 4; i++) {
      started[i]!.finish();
      await settle();
    }
    expect((await Promise.all(files)).map((b) => b.byteLength)).toEqual([10, 10, 10, 10]);
    expect(generation.stats.peak).toBe(1);
  });

  it("refuses a request that waited too long for its turn", async () => {
    const { generation } = setUp({ maxConcurrent: 1, queueWaitMs: 20 });
    void generation.get(from("10.0.0.1"), "a", { name: "a" }, "en");
    const answer = await refused(generation.get(from("10.0.0.2"), "b", { name: "b" }, "hi"));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Content-Language")).toBe("hi");
    expect(await answer.text()).toMatch(/[\u0900-\u097f]/);
  });

  it("makes a file once: a second request, or one that comes while it is made, is served the same bytes", async () => {
    const { generation, started } = setUp();
    const first = generation.get(from("10.0.0.1"), "plan", { name: "plan" }, "en");
    const meanwhile = generation.get(from("10.0.0.2"), "plan", { name: "plan" }, "en");
    await settle();
    started[0]!.finish();
    const [a, b] = await Promise.all([first, meanwhile]);
    expect(b).toBe(a);
    expect(await generation.get(from("10.0.0.3"), "plan", { name: "plan" }, "en")).toBe(a);
    expect(generation.stats.made).toBe(1);
    expect(started).toHaveLength(1);
  });

  it("serves a kept file even when every place is taken and the queue is full", async () => {
    const { generation, started } = setUp({ maxConcurrent: 1, queueLength: 0 });
    const kept = generation.get(from("10.0.0.1"), "kept", { name: "kept" }, "en");
    await settle();
    started[0]!.finish();
    await kept;
    void generation.get(from("10.0.0.1"), "busy", { name: "busy" }, "en");
    await settle();
    expect(
      (await refused(generation.get(from("10.0.0.2"), "new", { name: "new" }, "en"))).status,
    ).toBe(503);
    expect(
      (await generation.get(from("10.0.0.2"), "kept", { name: "kept" }, "en")).byteLength,
    ).toBe(10);
  });

  it("keeps files within its bytes: the least recently used go first", async () => {
    const { generation, started } = setUp({ cacheBytes: 3_000 });
    for (const name of ["a", "b", "c", "d"]) {
      const made = generation.get(from("10.0.0.1"), name, { name, size: 1_000 }, "en");
      await settle();
      started.at(-1)!.finish();
      await made;
    }
    expect(generation.cachedBytes).toBeLessThanOrEqual(3_000);
    void generation.get(from("10.0.0.1"), "a", { name: "a", size: 1_000 }, "en");
    await settle();
    expect(started.map((s) => s.job.name)).toEqual(["a", "b", "c", "d", "a"]);
  });

  it("limits new files per client, by IPv4 address or IPv6 /64, and never counts a kept one", async () => {
    const { generation, started } = setUp({ perClientPerHour: 2 });
    const ask = (address: string, name: string) => {
      const answer = generation.get(from(address), name, { name }, "en");
      void settle().then(() => started.at(-1)?.finish());
      return answer;
    };
    await ask("2001:db8:1:2::1", "one");
    await ask("2001:db8:1:2::ffff", "two");
    // A kept file costs nothing, so it is served past the limit.
    expect((await ask("2001:db8:1:2::3", "one")).byteLength).toBe(10);
    const answer = await refused(ask("2001:db8:1:2:aaaa::9", "three"));
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await answer.text()).toContain("minutes");
    // Another client, and another /64, are not held back.
    expect((await ask("2001:db8:1:3::1", "three")).byteLength).toBe(10);
    expect((await ask("192.0.2.7", "four")).byteLength).toBe(10);
    expect(generation.stats.refusedClient).toBe(1);
  });

  it("gives each request that shared a refused making its own answer", async () => {
    const { generation, started } = setUp({ maxConcurrent: 1, queueLength: 0 });
    void generation.get(from("10.0.0.1"), "busy", { name: "busy" }, "en");
    await settle();
    const refusals = await Promise.all(
      [1, 2].map(() => refused(generation.get(from("10.0.0.2"), "other", { name: "other" }, "en"))),
    );
    expect(refusals[0]).not.toBe(refusals[1]);
    expect(await Promise.all(refusals.map((r) => r.text()))).toEqual([
      expect.stringContaining("try again"),
      expect.stringContaining("try again"),
    ]);
    expect(started).toHaveLength(1);
    expect(new PdfRefusal(503, "en", 5).response().status).toBe(503);
  });
});
