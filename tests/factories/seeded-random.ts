/**
 * A seeded random number generator for property-style tests (the mulberry32
 * mixing steps): the same seed gives the same sequence, so a failing run can
 * be replayed exactly. Returns a function giving numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
