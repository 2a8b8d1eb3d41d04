import { describe, expect, it, vi } from "vitest";
import { createLoaderCache } from "./loader-cache.server";
import { manualClock } from "../../tests/manual-clock";

describe("createLoaderCache", () => {
  it("loads once, then answers from memory until the time is up", async () => {
    const clock = manualClock();
    const cache = createLoaderCache({ ttlMs: 60_000, maxBytes: 1_000_000, clock });
    const load = vi.fn(async () => ["Annual Report 2024"]);
    expect(await cache.get("documents", load)).toEqual(["Annual Report 2024"]);
    clock.advance(59_000);
    expect(await cache.get("documents", load)).toEqual(["Annual Report 2024"]);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(2_000);
    await cache.get("documents", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives concurrent misses for one key one load", async () => {
    const cache = createLoaderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let finish: (value: string[]) => void = () => {};
    const load = vi.fn(() => new Promise<string[]>((resolve) => (finish = resolve)));
    const answers = Promise.all([1, 2, 3].map(() => cache.get("news", load)));
    finish(["Plant opens in Hosur"]);
    expect(await answers).toEqual([
      ["Plant opens in Hosur"],
      ["Plant opens in Hosur"],
      ["Plant opens in Hosur"],
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not keep a failed load", async () => {
    const cache = createLoaderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    await expect(cache.get("faq", () => Promise.reject(new Error("ERP timeout")))).rejects.toThrow(
      "ERP timeout",
    );
    expect(await cache.get("faq", async () => ["Where is the AGM?"])).toEqual([
      "Where is the AGM?",
    ]);
  });

  it("keeps a 'not found' (null) answer like any other", async () => {
    const cache = createLoaderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const load = vi.fn(async () => null);
    expect(await cache.get("product|99", load)).toBeNull();
    expect(await cache.get("product|99", load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("holds at most maxBytes of answers, dropping the least recently used", async () => {
    const cache = createLoaderCache({ ttlMs: 60_000, maxBytes: 100_000 });
    const answer = (i: number) => async () => [`${i}`.padEnd(10_000, "x")];
    for (let i = 0; i < 200; i++) {
      await cache.get(`documents:${i}`, answer(i));
      expect(cache.bytes).toBeLessThanOrEqual(100_000);
    }
    const reload = vi.fn(answer(0));
    await cache.get("documents:0", reload);
    expect(reload).toHaveBeenCalledTimes(1);
    const kept = vi.fn(answer(199));
    await cache.get("documents:199", kept);
    expect(kept).not.toHaveBeenCalled();
  });

  it("clears the keys with a prefix, or all of them", async () => {
    const cache = createLoaderCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    await cache.get("catalogue:menu", async () => ["Interior"]);
    await cache.get("templates:blog", async () => ["Monsoon care"]);
    cache.clear("catalogue:");
    const menu = vi.fn(async () => ["Exterior"]);
    const blog = vi.fn(async () => ["Other"]);
    expect(await cache.get("catalogue:menu", menu)).toEqual(["Exterior"]);
    expect(await cache.get("templates:blog", blog)).toEqual(["Monsoon care"]);
    cache.clear();
    expect(cache.bytes).toBe(0);
  });
});
