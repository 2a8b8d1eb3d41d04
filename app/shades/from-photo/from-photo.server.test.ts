import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { comesIn } from "../availability";
import { deltaE2000, labOf } from "../colour";
import { allShades } from "../shades.server";
import { closenessOf } from "./closeness";
import { loader } from "../routes/colours.from-photo";
import {
  nearestShades,
  NEAREST_ANY,
  NEAREST_ELSEWHERE,
  NEAREST_IN_PAINT,
} from "./from-photo.server";

/**
 * "Colour from a photo" (issue 42): the shades nearest a sampled colour by
 * CIEDE2000, checked against a plain scan of every shade with culori's
 * difference, and, with a paint chosen, those the paint comes in (ADR 40's
 * rule, availability.ts) first.
 */

/** The `count` nearest shades by a scan of all of them, nearest first. */
function scanNearest(hex: string, count: number, keep: (code: string) => boolean = () => true) {
  const lab = labOf(hex);
  return allShades()
    .filter((shade) => keep(shade.code))
    .map((shade) => ({ code: shade.code, deltaE: deltaE2000(lab, labOf(shade.hex)) }))
    .sort((a, b) => a.deltaE - b.deltaE)
    .slice(0, count);
}

// A terracotta cushion, a sea-green tile, a near-white wall, a deep navy.
const COLOURS = ["#b5542f", "#2e8b7a", "#f4f1ea", "#1d2a4d"];

describe("the shades nearest a colour from a photo", () => {
  it("are the nearest by CIEDE2000 of the whole data set, closest first", () => {
    for (const hex of COLOURS) {
      const found = nearestShades(hex);
      expect(found).toHaveLength(NEAREST_ANY);
      expect(found.map((m) => m.shade.code)).toEqual(
        scanNearest(hex, NEAREST_ANY).map((m) => m.code),
      );
      for (const match of found) {
        expect(match.inPaint).toBeUndefined();
        expect(match.closeness).toBe(closenessOf(match.deltaE));
      }
    }
  });

  it("list the shades the chosen paint comes in first, then the nearest it does not", () => {
    // An exterior paint: many near shades are interior only, so both groups fill.
    const paint = products.find((p) => p.slug === "weather-classic-max")!;
    const byCode = new Map(allShades().map((s) => [s.code, s]));
    const inPaint = (code: string) => comesIn(paint, byCode.get(code)!);
    for (const hex of COLOURS) {
      const found = nearestShades(hex, paint.slug);
      const first = found.filter((m) => m.inPaint);
      const rest = found.filter((m) => m.inPaint === false);
      // The paint's shades lead; none of the others comes before one of them.
      expect(found.slice(0, first.length).every((m) => m.inPaint)).toBe(true);
      expect(first.map((m) => m.shade.code)).toEqual(
        scanNearest(hex, NEAREST_IN_PAINT, inPaint).map((m) => m.code),
      );
      expect(rest.map((m) => m.shade.code)).toEqual(
        scanNearest(hex, NEAREST_ELSEWHERE, (code) => !inPaint(code)).map((m) => m.code),
      );
      for (const m of first) expect(inPaint(m.shade.code)).toBe(true);
      for (const m of rest) expect(inPaint(m.shade.code)).toBe(false);
      // An exterior paint's shades are tried on the house, not in the living room.
      for (const m of first) expect(m.scene).toBe("exterior");
    }
  });

  // The page reads the plan (its paint) and hands it to fromPhotoData.
  const fromPhotoData = (url: URL) =>
    loader({ request: new Request(url) } as Parameters<typeof loader>[0]);

  it("reads the colour and the paint from the address, and ignores a colour it cannot read", () => {
    const data = fromPhotoData(
      new URL("http://x/colours/from-photo?colour=B5542F&product=weather-classic-max"),
    );
    expect(data.colour).toBe("#b5542f");
    expect(data.paint?.slug).toBe("weather-classic-max");
    expect(data.matches[0]!.inPaint).toBe(true);
    expect(data.ignored).toBe(false);

    const bad = fromPhotoData(new URL("http://x/colours/from-photo?colour=%3Cscript%3E"));
    expect(bad).toMatchObject({ colour: null, ignored: true, matches: [] });
    expect(fromPhotoData(new URL("http://x/colours/from-photo")).ignored).toBe(false);
  });
});
