/** scrypt's work factors, stored beside each hash so that a hash made with others still verifies. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost to hash with: `production`, except in the tests' own processes
 * (Vitest, the browser tests' fixtures), which set KAMO_CHEAP_TEST_HASHES=1
 * and hash with N = 2^10. Every test account and recovery code otherwise
 * cost a full production hash (about a second of a shared core on the test
 * machine), and the server then verified each sign-in at that cost too. The
 * server itself always runs with NODE_ENV=production, which ignores the switch,
 * so a real deployment cannot be made to store weak hashes by it.
 */
export function scryptCost(
  production: ScryptCost,
  env: Record<string, string | undefined> = process.env,
): ScryptCost {
  const cheap = env.KAMO_CHEAP_TEST_HASHES === "1" && env.NODE_ENV !== "production";
  return cheap ? { N: 1024, r: 8, p: 1 } : production;
}
