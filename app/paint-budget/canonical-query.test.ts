import { describe, expect, it } from "vitest";
import { frozenCatalogue } from "../../tests/factories/paint-catalogue";
import { canonicalCalculatorQuery } from "./canonical-query";
import { estimate } from "./estimate";
import { calculatorQuery, rawInput, readCalculatorQuery } from "./query";

/** The query the estimate PDF prints and the PDF cache keys on (ADR 38). */
function canonical(query: string): string {
  const state = readCalculatorQuery(new URLSearchParams(query));
  const outcome = estimate(rawInput(state), frozenCatalogue);
  if (!outcome.ok) throw new Error(`${query}: ${JSON.stringify(outcome.errors)}`);
  return canonicalCalculatorQuery(state, outcome.estimate.input);
}

describe("the estimate's canonical query", () => {
  it("is one address for every spelling of a plan", () => {
    const spellings = [
      "surface=exterior&carpetArea=1200&doors=2&ceiling=&product=weather-classic",
      "product=weather-classic&doors=2&carpetArea=1200&surface=exterior",
      "surface=exterior&surface=interior&carpetArea=1200&carpetArea=7&doors=2&wastage=&utm_source=mail&product=weather-classic",
      "surface=%20Exterior%20&carpetArea=1%2C200&doors=02&product=Weather-Classic",
      "surface=EXTERIOR&carpetArea=%E0%A5%A7%E0%A5%A8%E0%A5%A6%E0%A5%A6&doors=2.0&product=WEATHER-CLASSIC&ceiling=off",
    ];
    const addresses = new Set(spellings.map(canonical));
    expect([...addresses]).toEqual([
      "surface=exterior&carpetArea=1200&doors=2&product=weather-classic",
    ]);
  });

  it("is the calculator's own query when the query is written as the calculator writes it", () => {
    for (const query of [
      "carpetArea=1000&doors=2&windows=3&product=Kamo-Hi-Sheen",
      "surface=interior&job=repaint&unit=sqm&measure=walls&wallArea=420.5&coats=3&wastage=12.5&product=kamorich",
      "measure=rooms&rooms.0.length=12&rooms.0.width=10&rooms.0.height=10&rooms.1.length=14&rooms.1.width=12&rooms.1.height=10&ceiling=on&product=Kamo-Hi-Sheen",
      // A field this way of measuring does not read stays as typed, as before.
      "measure=walls&wallArea=400&carpetArea=1000&product=Kamo-Hi-Sheen",
    ]) {
      const state = readCalculatorQuery(new URLSearchParams(query));
      expect(canonical(query), query).toBe(calculatorQuery(state));
    }
  });

  it("tells different plans apart", () => {
    expect(canonical("carpetArea=1000&product=kamo-hi-sheen")).toBe(
      "carpetArea=1000&product=Kamo-Hi-Sheen",
    );
    expect(canonical("carpetArea=1000&product=Kamo-Hi-Sheen")).not.toBe(
      canonical("carpetArea=1000.5&product=Kamo-Hi-Sheen"),
    );
    expect(canonical("carpetArea=1000&product=Kamo-Hi-Sheen&ceiling=on")).not.toBe(
      canonical("carpetArea=1000&product=Kamo-Hi-Sheen"),
    );
    expect(canonical("wastage=0.0000001&carpetArea=1000&product=Kamo-Hi-Sheen")).toContain(
      "wastage=0.0000001",
    );
  });
});
