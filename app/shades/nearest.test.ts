import { describe, expect, it } from "vitest";
import { deltaE2000, type Lab65 } from "./colour";
import { LabIndex } from "./nearest";

/** Deterministic pseudo-random Lab colours spread over the whole space. */
function labs(count: number, seed: number): Lab65[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => ({
    mode: "lab65" as const,
    l: next() * 100,
    a: next() * 200 - 100,
    b: next() * 200 - 100,
  }));
}

describe("nearest colours by CIEDE2000", () => {
  const points = labs(1500, 7);
  const index = new LabIndex(points.map((lab, i) => ({ lab, item: i })));

  it("finds the same k nearest as comparing with every colour", () => {
    for (const query of labs(60, 99)) {
      const brute = points
        .map((lab, i) => ({ i, d: deltaE2000(query, lab) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 5);
      const found = index.nearest(query, 5);
      expect(found.map((m) => m.item)).toEqual(brute.map((b) => b.i));
      found.forEach((m, k) => expect(m.deltaE).toBeCloseTo(brute[k]!.d, 12));
    }
  });

  it("leaves out skipped items, such as the colour itself", () => {
    const found = index.nearest(points[10]!, 5, (i) => i === 10);
    expect(found.map((m) => m.item)).not.toContain(10);
    const withSelf = index.nearest(points[10]!, 1);
    expect(withSelf[0]).toEqual({ item: 10, deltaE: 0 });
  });

  it("keeps its order as items are added", () => {
    const growing = new LabIndex<number>();
    points.slice(0, 300).forEach((lab, i) => growing.add(lab, i));
    expect(growing.size).toBe(300);
    const query = points[400]!;
    const brute = points
      .slice(0, 300)
      .map((lab, i) => ({ i, d: deltaE2000(query, lab) }))
      .reduce((a, b) => (b.d < a.d ? b : a));
    expect(growing.nearest(query, 1)[0]!.item).toBe(brute.i);
    expect(growing.hasWithin(query, brute.d + 1e-9)).toBe(true);
    expect(growing.hasWithin(query, brute.d)).toBe(false);
  });

  it("answers an empty list for an empty index", () => {
    expect(new LabIndex<number>().nearest(points[0]!, 3)).toEqual([]);
  });
});
