/**
 * The cheapest set of packs that holds at least a given quantity.
 *
 * Exact, not greedy: "as many big packs as fit, then top up" overpays whenever
 * a few mid-sized packs beat a big pack plus small ones (see packs.test.ts).
 * It is an unbounded knapsack turned round (cover at least Q at least cost),
 * solved by dynamic programming over the totals packs can reach:
 *
 * - Sizes are in 0.1 L (or 0.1 kg) steps, so every total is a whole number of
 *   g, the greatest common divisor of the sizes in those steps; covering Q is
 *   the same as covering Q rounded up to a multiple of g. Arithmetic is on
 *   whole numbers, so no rounding noise can pick the wrong plan.
 * - A cheapest plan never holds Q plus the biggest pack or more: dropping any
 *   one pack would still cover Q and cost less (prices are positive). So only
 *   totals below Q + biggest pack are tabulated.
 * - For each reachable total the table keeps the least cost, then the fewest
 *   packs; among totals that cover Q the plan with the least cost wins, then
 *   the fewest packs, then the smallest total (least paint left over).
 */

export interface PackOption {
  /** Litres or kilograms, a multiple of 0.1. */
  size: number;
  /** Whole rupees. */
  price: number;
}

export interface PackLine extends PackOption {
  count: number;
}

export interface PackPlan {
  /** Biggest pack first; sizes not bought are left out. */
  lines: PackLine[];
  /** Rupees. */
  cost: number;
  packCount: number;
  /** Litres or kilograms bought. */
  bought: number;
  /** Bought minus needed, rounded to 0.1. */
  surplus: number;
}

/** Totals tabulated at most; the calculator's limits stay far below (ADR 18). */
export const MAX_TABLE_SIZE = 10_000_000;

const tenths = (value: number) => Math.round(value * 10);
const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function cheapestPacks(need: number, options: readonly PackOption[]): PackPlan {
  if (!Number.isFinite(need) || need < 0) throw new RangeError(`cheapestPacks: bad need ${need}`);
  if (options.length === 0) throw new RangeError("cheapestPacks: no packs to choose from");
  for (const o of options) {
    const ok =
      Number.isFinite(o.size) &&
      o.size > 0 &&
      Math.abs(o.size * 10 - tenths(o.size)) < 1e-9 &&
      Number.isInteger(o.price) &&
      o.price > 0;
    if (!ok) throw new RangeError(`cheapestPacks: bad pack ${JSON.stringify(o)}`);
  }

  // Rounding noise in `need` (6.9 arriving as 6.900000000000001) must not buy another pack.
  const needTenths = Math.max(0, Math.ceil(need * 10 - 1e-9));
  const step = options.map((o) => tenths(o.size)).reduce(gcd);
  const sizes = options.map((o) => tenths(o.size) / step);
  const target = Math.ceil(needTenths / step);
  const biggest = Math.max(...sizes);
  const limit = target === 0 ? 0 : target + biggest - 1;
  if (limit + 1 > MAX_TABLE_SIZE) throw new RangeError(`cheapestPacks: ${need} is too much`);

  const cost = new Float64Array(limit + 1).fill(Infinity);
  const count = new Float64Array(limit + 1);
  const last = new Int32Array(limit + 1).fill(-1);
  cost[0] = 0;
  for (let total = 1; total <= limit; total++) {
    for (let i = 0; i < sizes.length; i++) {
      const from = total - sizes[i]!;
      if (from < 0 || cost[from] === Infinity) continue;
      const c = cost[from]! + options[i]!.price;
      const n = count[from]! + 1;
      if (c < cost[total]! || (c === cost[total]! && n < count[total]!)) {
        cost[total] = c;
        count[total] = n;
        last[total] = i;
      }
    }
  }

  let best = -1;
  for (let total = target; total <= limit; total++) {
    if (cost[total] === Infinity) continue;
    // Scanning upwards, a later total wins only by costing less or needing fewer packs.
    if (
      best < 0 ||
      cost[total]! < cost[best]! ||
      (cost[total] === cost[best] && count[total]! < count[best]!)
    )
      best = total;
  }
  if (best < 0) throw new RangeError("cheapestPacks: no plan found"); // unreachable: the biggest pack repeated always covers

  const counts = options.map(() => 0);
  for (let total = best; total > 0; total -= sizes[last[total]!]!) counts[last[total]!]!++;
  const lines = options
    .map((o, i) => ({ size: o.size, price: o.price, count: counts[i]! }))
    .filter((l) => l.count > 0)
    .sort((a, b) => b.size - a.size);
  const boughtTenths = best * step;
  return {
    lines,
    cost: cost[best]!,
    packCount: count[best]!,
    bought: boughtTenths / 10,
    surplus: (boughtTenths - needTenths) / 10,
  };
}
