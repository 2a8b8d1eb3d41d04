import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./rate-limit.server";

describe("SlidingWindowLimiter", () => {
  it("allows the limit per window per client, then says when to come back", () => {
    const limiter = new SlidingWindowLimiter(3, 60_000);
    expect([0, 1, 2].map((t) => limiter.take("1.2.3.4", t).allowed)).toEqual([true, true, true]);
    expect(limiter.take("1.2.3.4", 10_000)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.take("5.6.7.8", 10_000).allowed).toBe(true);
    expect(limiter.take("1.2.3.4", 60_001).allowed).toBe(true);
  });

  it("a limit of 0 turns it off", () => {
    const limiter = new SlidingWindowLimiter(0, 60_000);
    for (let i = 0; i < 100; i++) expect(limiter.take("x", i).allowed).toBe(true);
  });

  it("forgets the least recently seen clients beyond its capacity", () => {
    const limiter = new SlidingWindowLimiter(1, 60_000, 2);
    limiter.take("a", 0);
    limiter.take("b", 0);
    limiter.take("c", 0);
    expect(limiter.take("a", 1).allowed).toBe(true); // "a" was forgotten
    expect(limiter.take("c", 1).allowed).toBe(false);
  });
});
