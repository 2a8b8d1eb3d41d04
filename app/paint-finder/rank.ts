import type { PaintJob, PaintTrouble } from "~/products/content/schema";

/**
 * The paint finder's ranking (issue 42): which paints suit a job, best first,
 * and why. Pure and small. The facts come from the product records (jobs,
 * what a paint resists, scrub cycles, warranty, cost); only the way they are
 * weighed lives here.
 */
export const finderConcerns = [
  "heavy-rain",
  "damp",
  "algae",
  "heat",
  "washability",
  "budget",
] as const;
export type FinderConcern = (typeof finderConcerns)[number];

export interface FinderCandidate {
  slug: string;
  jobs: readonly PaintJob[];
  /** 1 (it helps) to 3 (made for it), from the record's `finder.resists`. */
  resists: Partial<Record<PaintTrouble, number>>;
  /** Wet scrub cycles (ASTM D2486). */
  scrubCycles: number;
  /** The record's warranty in years; 0 when it has none. */
  warrantyYears: number;
  /** Rupees of paint per 100 sq ft, two coats: the compare page's figure. */
  costPer100SqFt: number;
}

export type FinderReason =
  | { kind: "resists"; trouble: PaintTrouble; level: number }
  | { kind: "washability"; level: number }
  | { kind: "budget"; level: number };

export interface RankedPaint {
  slug: string;
  score: number;
  /** Why it ranks where it does: one per concern it meets, in the order asked. */
  reasons: FinderReason[];
}

export interface FinderAsk {
  job: PaintJob;
  concerns: readonly FinderConcern[];
}

export interface FinderRanking {
  ranked: RankedPaint[];
  /** Troubles asked about that no paint for the job stands up to. */
  unmet: FinderConcern[];
}

/** The top level of any concern. */
export const TOP_LEVEL = 3;

/**
 * Scrub cycles as a level: 2,000 is wipeable, 5,000 washable, 10,000 what a
 * kitchen or a child's room needs.
 */
export function washabilityLevel(cycles: number): number {
  if (cycles >= 10_000) return 3;
  if (cycles >= 5_000) return 2;
  if (cycles >= 2_000) return 1;
  return 0;
}

const isTrouble = (concern: FinderConcern): concern is PaintTrouble =>
  concern !== "washability" && concern !== "budget";

/** Sum of everything a paint resists: its all-round protection, for ties. */
const protection = (c: FinderCandidate) =>
  Object.values(c.resists).reduce<number>((sum, level) => sum + (level ?? 0), 0);

export function rankPaints(candidates: readonly FinderCandidate[], ask: FinderAsk): FinderRanking {
  let fit = candidates.filter((c) => c.jobs.includes(ask.job));
  const troubles = ask.concerns.filter(isTrouble);
  const unmet = troubles.filter((t) => !fit.some((c) => (c.resists[t] ?? 0) > 0));
  // A paint that does nothing against any trouble asked about is no answer,
  // unless no paint for the job does anything about them.
  const met = troubles.filter((t) => !unmet.includes(t));
  if (met.length > 0) fit = fit.filter((c) => met.some((t) => (c.resists[t] ?? 0) > 0));

  const costs = fit.map((c) => c.costPer100SqFt);
  const cheapest = Math.min(...costs);
  const dearest = Math.max(...costs);
  // The cheapest paint for the job scores the top level, the dearest none.
  const budgetLevel = (cost: number) =>
    dearest === cheapest
      ? TOP_LEVEL
      : Math.round(((TOP_LEVEL * (dearest - cost)) / (dearest - cheapest)) * 10) / 10;

  const ranked = fit.map((c, index) => {
    const reasons: FinderReason[] = [];
    for (const concern of ask.concerns) {
      if (isTrouble(concern)) {
        const level = c.resists[concern] ?? 0;
        if (level > 0) reasons.push({ kind: "resists", trouble: concern, level });
      } else if (concern === "washability") {
        const level = washabilityLevel(c.scrubCycles);
        if (level > 0) reasons.push({ kind: "washability", level });
      } else {
        const level = budgetLevel(c.costPer100SqFt);
        if (level >= 1) reasons.push({ kind: "budget", level });
      }
    }
    const score = reasons.reduce((sum, r) => sum + r.level, 0);
    return { candidate: c, index, result: { slug: c.slug, score, reasons } };
  });
  ranked.sort(
    (a, b) =>
      b.result.score - a.result.score ||
      b.candidate.warrantyYears - a.candidate.warrantyYears ||
      protection(b.candidate) - protection(a.candidate) ||
      a.candidate.costPer100SqFt - b.candidate.costPer100SqFt ||
      a.index - b.index,
  );
  return { ranked: ranked.map((r) => r.result), unmet };
}
