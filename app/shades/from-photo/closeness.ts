/**
 * A colour difference (CIEDE2000) in words a home owner reads. About 1 is
 * the smallest difference most people see side by side, about 2 what they
 * notice only when looking for it, and past about 5 two paints look like
 * different colours at a glance (Sharma, Wu and Dalal's CIEDE2000 notes;
 * the thresholds printers and paint makers work to).
 */
export const closenessLimits = { match: 1, veryClose: 2, close: 5, near: 10 } as const;
export type Closeness = keyof typeof closenessLimits | "far";

export function closenessOf(deltaE: number): Closeness {
  for (const [name, limit] of Object.entries(closenessLimits))
    if (deltaE < limit) return name as Closeness;
  return "far";
}
