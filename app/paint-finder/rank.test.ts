import { describe, expect, it } from "vitest";
import { rankPaints, washabilityLevel, type FinderCandidate } from "./rank";

/** Made-up paints, so each rule is seen on its own. */
const paint = (slug: string, facts: Partial<FinderCandidate> = {}): FinderCandidate => ({
  slug,
  jobs: ["exterior-wall"],
  resists: {},
  scrubCycles: 3000,
  warrantyYears: 0,
  costPer100SqFt: 500,
  ...facts,
});

const order = (result: ReturnType<typeof rankPaints>) => result.ranked.map((r) => r.slug);

describe("ranking paints for a job", () => {
  it("offers only paints made for the job", () => {
    const result = rankPaints(
      [
        paint("outside"),
        paint("inside", { jobs: ["interior-wall"] }),
        paint("both", { jobs: ["interior-wall", "exterior-wall"] }),
      ],
      { job: "interior-wall", concerns: [] },
    );
    expect(order(result)).toEqual(["inside", "both"]);
  });

  it("puts the paint made for a trouble before one that only helps, and leaves out one that does nothing", () => {
    const result = rankPaints(
      [
        paint("helps", { resists: { "heavy-rain": 1 } }),
        paint("made-for-it", { resists: { "heavy-rain": 3 } }),
        paint("nothing"),
      ],
      { job: "exterior-wall", concerns: ["heavy-rain"] },
    );
    expect(order(result)).toEqual(["made-for-it", "helps"]);
    expect(result.ranked[0]!.reasons).toEqual([
      { kind: "resists", trouble: "heavy-rain", level: 3 },
    ]);
    expect(result.unmet).toEqual([]);
  });

  it("adds up several troubles, so a paint good at both beats one best at either", () => {
    const result = rankPaints(
      [
        paint("rain-only", { resists: { "heavy-rain": 3 } }),
        paint("both", { resists: { "heavy-rain": 2, algae: 2 } }),
        paint("algae-only", { resists: { algae: 3 } }),
      ],
      { job: "exterior-wall", concerns: ["heavy-rain", "algae"] },
    );
    expect(order(result)[0]).toBe("both");
  });

  it("breaks a tie on the longer warranty, then the lower cost", () => {
    const result = rankPaints(
      [
        paint("dear", { resists: { algae: 2 }, costPer100SqFt: 900 }),
        paint("cheap", { resists: { algae: 2 }, costPer100SqFt: 400 }),
        paint("warranted", { resists: { algae: 2 }, costPer100SqFt: 950, warrantyYears: 5 }),
      ],
      { job: "exterior-wall", concerns: ["algae"] },
    );
    expect(order(result)).toEqual(["warranted", "cheap", "dear"]);
  });

  it("scores the budget on cost against the other paints for the job", () => {
    const result = rankPaints(
      [
        paint("mid", { costPer100SqFt: 600 }),
        paint("cheapest", { costPer100SqFt: 300 }),
        paint("dearest", { costPer100SqFt: 900, warrantyYears: 12 }),
      ],
      { job: "exterior-wall", concerns: ["budget"] },
    );
    expect(order(result)).toEqual(["cheapest", "mid", "dearest"]);
    expect(result.ranked[0]!.reasons).toEqual([{ kind: "budget", level: 3 }]);
    expect(result.ranked[2]!.reasons).toEqual([]);
  });

  it("scores washability on scrub cycles", () => {
    expect([300, 2000, 5000, 12000].map(washabilityLevel)).toEqual([0, 1, 2, 3]);
    const result = rankPaints(
      [paint("wipes", { scrubCycles: 2000 }), paint("scrubs", { scrubCycles: 12000 })],
      { job: "exterior-wall", concerns: ["washability"] },
    );
    expect(order(result)).toEqual(["scrubs", "wipes"]);
  });

  it("says which troubles no paint for the job stands up to, and then keeps every paint", () => {
    const result = rankPaints(
      [paint("a", { jobs: ["interior-wall"] }), paint("b", { jobs: ["interior-wall"] })],
      { job: "interior-wall", concerns: ["heat"] },
    );
    expect(result.unmet).toEqual(["heat"]);
    expect(order(result)).toEqual(["a", "b"]);
  });

  it("without a concern, ranks by warranty, then all-round protection, then cost", () => {
    const result = rankPaints(
      [
        paint("plain", { costPer100SqFt: 300 }),
        paint("tough", { resists: { "heavy-rain": 3, algae: 2 } }),
        paint("warranted", { warrantyYears: 7 }),
      ],
      { job: "exterior-wall", concerns: [] },
    );
    expect(order(result)).toEqual(["warranted", "tough", "plain"]);
  });
});
