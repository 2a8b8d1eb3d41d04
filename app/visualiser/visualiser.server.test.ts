import { describe, expect, it } from "vitest";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import { withSchemeAsScene } from "~/plan/handover";
import { readPlan } from "~/plan/plan";
import { deltaE2000 } from "~/shades/colour";
import { labOf } from "~/shades/colour";
import { allShades, shadeByCode } from "~/shades/shades.server";
import { visualiserData } from "./visualiser.server";

/**
 * "What will it cost?" beside the scene offers the paints every painted wall
 * shade comes in (ADR 40). When none of the paints for the scene's surface
 * does, it lists them all, and the page must say so (issue 42): that happens
 * first when a wall shade too deep for outside walls goes on the house (the
 * scene switched to "House exterior" keeps the living room's walls), and when
 * two wall shades share no outside paint.
 */
// As the page's loader hands it over (routes/visualiser.tsx): the plan's scheme and paint.
const at = (query: string) => {
  const params = new URLSearchParams(query);
  const plan = readPlan(params);
  return visualiserData(withSchemeAsScene(params, plan.scheme), plan.product);
};
const outside = pricingCatalogue.paints.filter((p) => p.suits.includes("exterior"));

// A deep grey, only for inside walls (ADR 17's rule for outside walls), and two
// shades that each come in an outside paint, but never the same one.
const DEEP = "KC-000-40-000";
const MANGO = "KP-0335";
const TURMERIC = "KP-0326";

describe("a scheme no paint for its surface comes in", () => {
  it("the data the cases stand on", () => {
    const deep = shadeByCode(DEEP)!;
    expect(deep.suitability).not.toContain("exterior");
    expect(outside.some((p) => deep.products.includes(p.slug as never))).toBe(false);
    const [mango, turmeric] = [shadeByCode(MANGO)!, shadeByCode(TURMERIC)!];
    const outsideOf = (products: readonly string[]) =>
      outside.filter((p) => products.includes(p.slug)).map((p) => p.slug);
    expect(outsideOf(mango.products).length).toBeGreaterThan(0);
    expect(outsideOf(turmeric.products).length).toBeGreaterThan(0);
    expect(outsideOf(mango.products).filter((s) => turmeric.products.includes(s as never))).toEqual(
      [],
    );
  });

  it("says nothing while some paint comes in every wall shade", () => {
    expect(at("scene=exterior").noPaint).toBeNull();
    // The same deep grey inside: interior paints take any shade.
    const living = at(`scene=living&walls=${DEEP}`);
    expect(living.noPaint).toBeNull();
    expect(living.paints.every((p) => shadeByCode(DEEP)!.products.includes(p.slug as never))).toBe(
      true,
    );
  });

  it("a deep shade on the house: all outside paints, the shade named, the nearest it comes in offered", () => {
    // As a hand-over lands (the shade page's scheme) and as the scene link leaves the living room.
    for (const query of [`scheme=exterior.walls.${DEEP}`, `scene=exterior&walls=${DEEP}`]) {
      const data = at(query);
      expect(data.paints.filter((p) => p.suits.includes("exterior"))).toHaveLength(outside.length);
      expect(data.noPaint).toMatchObject({
        surface: "exterior",
        shades: [{ code: DEEP }],
        // The paint "What will it cost?" picks when the plan names none.
        paint: { slug: "weather-classic", name: "Weather Classic" },
        swap: { surface: "walls", from: { code: DEEP } },
      });
      // The nearest shade by CIEDE2000 of all those the paint comes in.
      const to = data.noPaint!.swap!.to;
      const lab = labOf(shadeByCode(DEEP)!.hex);
      const inPaint = allShades().filter((s) => s.products.includes("weather-classic" as never));
      const best = Math.min(...inPaint.map((s) => deltaE2000(lab, labOf(s.hex))));
      expect(shadeByCode(to.code)!.products).toContain("weather-classic");
      expect(deltaE2000(lab, labOf(to.hex))).toBeCloseTo(best, 6);
    }
  });

  it("offers the nearest shade of the plan's own outside paint", () => {
    const data = at(`scene=boundary&boundary=${DEEP}&product=weather-classic-max`);
    expect(data.noPaint?.paint.slug).toBe("weather-classic-max");
    expect(data.noPaint?.swap?.surface).toBe("boundary");
    expect(shadeByCode(data.noPaint!.swap!.to.code)!.products).toContain("weather-classic-max");
  });

  it("two wall shades with no outside paint in common: the note says so, no shade to blame", () => {
    const data = at(`scene=exterior&walls=${MANGO}&upper=${TURMERIC}`);
    expect(data.noPaint).toMatchObject({ surface: "exterior", shades: [] });
    // The suggested paint comes in neither; the first wall surface gets the offer.
    expect(data.noPaint?.swap).toMatchObject({ surface: "walls", from: { code: MANGO } });
  });
});
