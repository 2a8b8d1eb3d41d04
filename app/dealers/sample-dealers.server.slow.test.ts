import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indianStates } from "~/lib/forms/options";
import { formatDealerCsv, parseDealerCsv as parseWith } from "./dealer-csv";
import { placeDealer, type Dealer } from "./dealer-record";
import { haversineKm } from "~/places/geo";
import { paintsOfRanges } from "./paints";
import { pinDirectory } from "~/places/pin-directory.server";
import {
  DEFAULT_SAMPLE_COUNT,
  JITTER_KM,
  MARKET_SHARES,
  MIN_DEALERS_PER_STATE,
  dealersPerState,
  generateSampleDealers,
  sampleDealers,
  seededRandom,
  uniquePhone,
} from "./sample-dealers.server";
import { LOCALITY_SAMPLE_DEALERS, LOCALITY_SAMPLE_DISTRICTS } from "./sample-localities";

const places = pinDirectory().places;
const parseDealerCsv = (text: string) => parseWith(text, pinDirectory());
/** The dealer as placeDealer reads it back from its record: its own point, checked against its PIN. */
const placed = (dealer: Dealer) => {
  const { lat, lon, locationSource: _source, ...rest } = dealer;
  return placeDealer({ ...rest, at: { lat, lon } }, pinDirectory());
};
const allStates = indianStates.map((choice) => choice.value);

/**
 * Thousands of records are compared by a digest of their JSON: on a failure,
 * a diff of two such arrays would take Vitest many minutes to print.
 */
const fingerprint = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value, sortedKeys)).digest("hex");

/** Equal records are equal whatever order their fields were set in. */
function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

function countByState(dealers: readonly Dealer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const dealer of dealers) counts.set(dealer.state, (counts.get(dealer.state) ?? 0) + 1);
  return counts;
}

describe("seededRandom", () => {
  it("repeats its sequence for a seed, differs for another, and stays in [0, 1)", () => {
    const a = seededRandom("x");
    const b = seededRandom("x");
    const c = seededRandom("y");
    const first = Array.from({ length: 10_000 }, () => a());
    expect(fingerprint(Array.from({ length: 10_000 }, () => b()))).toBe(fingerprint(first));
    expect(Array.from({ length: 10 }, () => c())).not.toEqual(first.slice(0, 10));
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    const mean = first.reduce((sum, n) => sum + n, 0) / first.length;
    expect(mean).toBeGreaterThan(0.49);
    expect(mean).toBeLessThan(0.51);
  });
});

describe("uniquePhone", () => {
  it("makes a 10-digit mobile starting 9, and draws again when the number is taken", () => {
    const draws = (...values: number[]) => {
      let i = 0;
      return () => values[i++]!;
    };
    const taken = new Set<string>();
    expect(uniquePhone(draws(...Array(9).fill(0.5)), taken)).toBe("9555555555");
    const repeating = draws(...Array(9).fill(0.5), ...Array(9).fill(0.1));
    expect(uniquePhone(repeating, taken)).toBe("9111111111");
    expect([...taken]).toEqual(["9555555555", "9111111111"]);
  });
});

describe("dealersPerState", () => {
  it("gives every state the minimum, the home markets their share, the rest by PIN count, exactly", () => {
    const pins = new Map([
      ["Uttar Pradesh", 100],
      ["Goa", 10],
      ["Kerala", 30],
    ]);
    const counts = dealersPerState(pins, 109);
    // 9 are the minimum; of the other 100, UP's share is 16, and 84 go 1:3 to Goa and Kerala.
    expect(Object.fromEntries(counts)).toEqual({ Goa: 24, Kerala: 66, "Uttar Pradesh": 19 });
  });

  it("refuses a count too small to give every state its minimum", () => {
    expect(() => dealersPerState(new Map([["Goa", 10]]), MIN_DEALERS_PER_STATE - 1)).toThrow(
      RangeError,
    );
    expect(() => generateSampleDealers(places, { count: 100 })).toThrow(/at least 108 dealers/);
  });
});

// Thousands of dealers per test: generous limits for a busy two-core machine.
const slow = { timeout: 90_000 };

describe("generateSampleDealers", slow, () => {
  const dealers = generateSampleDealers(places);

  it("gives the same dealers every time for a seed, and others for another seed", () => {
    expect(fingerprint(generateSampleDealers(places))).toBe(fingerprint(dealers));
    const other = generateSampleDealers(places, { seed: "another" });
    expect(other).toHaveLength(dealers.length);
    expect(other.filter((d, i) => d.phone === dealers[i]!.phone).length).toBeLessThan(5);
  });

  it("makes the default 4,200 with unique codes in sequence and unique phones", () => {
    expect(dealers).toHaveLength(DEFAULT_SAMPLE_COUNT);
    expect(DEFAULT_SAMPLE_COUNT).toBeGreaterThan(4_000);
    const outOfSequence = dealers.filter(
      (d, i) => d.code !== `KPD-${String(i + 1).padStart(5, "0")}`,
    );
    expect(outOfSequence.slice(0, 5)).toEqual([]);
    expect(new Set(dealers.map((d) => d.phone)).size).toBe(dealers.length);
  });

  it("weights the dealers to the home markets, with some in every state and territory", () => {
    const counts = countByState(dealers);
    expect([...counts.keys()].sort()).toEqual(allStates);
    for (const n of counts.values()) expect(n).toBeGreaterThanOrEqual(MIN_DEALERS_PER_STATE);
    for (const [state, share] of Object.entries(MARKET_SHARES))
      expect(counts.get(state)! / dealers.length).toBeCloseTo(share, 2);
    const home = Object.keys(MARKET_SHARES).reduce((sum, state) => sum + counts.get(state)!, 0);
    expect(home / dealers.length).toBeGreaterThan(0.55);
    // Outside the home markets, a big state still outnumbers a small one.
    expect(counts.get("Tamil Nadu")!).toBeGreaterThan(counts.get("Goa")! * 5);
  });

  it("puts every dealer within the jitter of a real PIN's own point, in that PIN's district and state", () => {
    for (const dealer of dealers) {
      const place = pinDirectory().find(dealer.pin)!;
      // Never a point GeoNames gives a whole town or district (issue 42), nor a hand-placed city.
      expect(["pin", "checked"], dealer.pin).toContain(place.accuracy);
      expect(LOCALITY_SAMPLE_DISTRICTS).not.toContain(place.district);
      expect(dealer.locationSource).toBe("exact");
      expect(dealer).toMatchObject({
        state: place.state,
        district: place.district,
        locality: place.area,
      });
      // Coordinates are rounded to 5 decimals, about a metre.
      expect(haversineKm(place.point!, dealer)).toBeLessThanOrEqual(JITTER_KM + 0.002);
      expect(placed(dealer)).toEqual({ ok: true, dealer });
    }
    // And they are scattered, not stacked on the PIN's point.
    const samePin = dealers.filter((d) => d.pin === dealers[0]!.pin);
    expect(new Set(samePin.map((d) => `${d.lat},${d.lon}`)).size).toBe(samePin.length);
  });

  it("lists paints each shop can stock: of its ranges, at least one of each, Weather Classic Max not everywhere", () => {
    for (const dealer of dealers.slice(0, 500))
      for (const range of dealer.products) {
        const ofRange = paintsOfRanges([range]);
        if (ofRange.length > 0) expect(dealer.paints.some((p) => ofRange.includes(p))).toBe(true);
      }
    for (const dealer of dealers)
      expect(paintsOfRanges(dealer.products)).toEqual(expect.arrayContaining(dealer.paints));
    const max = dealers.filter((dealer) => dealer.paints.includes("weather-classic-max")).length;
    expect(max / dealers.length).toBeGreaterThan(0.5);
    expect(max / dealers.length).toBeLessThan(0.9);
  });

  it("writes records that the dealer CSV reads back unchanged and without errors", () => {
    const parsed = parseDealerCsv(formatDealerCsv(dealers));
    expect(parsed.errors.slice(0, 5)).toEqual([]);
    expect(fingerprint(parsed.dealers)).toBe(fingerprint(dealers));
  });

  it("makes 10,000 for the bench, as valid", () => {
    const many = generateSampleDealers(places, { count: 10_000 });
    expect(many).toHaveLength(10_000);
    expect(new Set(many.map((d) => d.phone)).size).toBe(10_000);
    expect(countByState(many).size).toBe(allStates.length);
    expect(parseDealerCsv(formatDealerCsv(many)).errors.slice(0, 5)).toEqual([]);
  });
});

describe("app/dealers/sample-dealers.csv", slow, () => {
  const text = fs.readFileSync(path.join(import.meta.dirname, "sample-dealers.csv"), "utf8");

  it("is valid: over 4,000 dealers, no errors, every one at its PIN", () => {
    const { dealers, errors } = parseDealerCsv(text);
    expect(errors.slice(0, 5)).toEqual([]);
    expect(dealers.length).toBeGreaterThan(4_000);
    const problems = dealers.filter((dealer) => !placed(dealer).ok);
    expect(problems.slice(0, 5)).toEqual([]);
    // The hand-placed shops close the file, as the seeders put them in the database.
    expect(dealers.slice(-LOCALITY_SAMPLE_DEALERS.length)).toEqual(LOCALITY_SAMPLE_DEALERS);
  });

  it("is exactly what scripts/generate-dealers.ts writes by default", () => {
    expect(text === formatDealerCsv(sampleDealers(places))).toBe(true);
  });
});
