import { describe, expect, it } from "vitest";
import { pricingCatalogue } from "./catalogue";
import { SUGGESTED_PAINT } from "./suggested-paint";

describe("the paint suggested to a visitor who has chosen none", () => {
  it("is on the price list and suits its kind of surface", () => {
    for (const [surface, slug] of Object.entries(SUGGESTED_PAINT)) {
      const paint = pricingCatalogue.paints.find((p) => p.slug === slug);
      expect(paint?.suits, slug).toContain(surface);
    }
  });
});
