import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter, limitKeyOfAddress } from "./rate-limit.server";

describe("limitKeyOfAddress", () => {
  it("counts a whole IPv6 /64 as one client, in any spelling", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0042",
      "2001:DB8:1:2:a:b:c:d",
    ].map(limitKeyOfAddress);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(limitKeyOfAddress("2001:db8:1:3::1")).not.toBe(keys[0]);
  });

  it("keeps IPv4 addresses apart, also when Node writes them as IPv6", () => {
    expect(limitKeyOfAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOfAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKeyOfAddress("203.0.113.8")).not.toBe("203.0.113.7");
  });

  it("passes through what is not an address", () => {
    expect(limitKeyOfAddress("unknown")).toBe("unknown");
  });
});

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
