/** A clock a test moves by hand, in milliseconds, for caches that take a `clock`. */
export function manualClock(start = 1_000) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
