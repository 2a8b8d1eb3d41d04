import { describe, expect, it } from "vitest";
import { scryptCost } from "./scrypt-cost.server";

const production = { N: 32768, r: 8, p: 1 };

describe("the scrypt cost", () => {
  it("is the production cost unless the tests ask for cheap hashes", () => {
    expect(scryptCost(production, {})).toEqual(production);
    expect(scryptCost(production, { NODE_ENV: "development" })).toEqual(production);
    expect(scryptCost(production, { KAMO_CHEAP_TEST_HASHES: "0" })).toEqual(production);
  });

  it("never drops below the production cost in a production process", () => {
    expect(scryptCost(production, { KAMO_CHEAP_TEST_HASHES: "1", NODE_ENV: "production" })).toEqual(
      production,
    );
  });

  it("is cheap in the tests' own processes", () => {
    expect(scryptCost(production, { KAMO_CHEAP_TEST_HASHES: "1", NODE_ENV: "test" }).N).toBe(1024);
    expect(scryptCost(production, { KAMO_CHEAP_TEST_HASHES: "1" }).N).toBe(1024);
  });
});
