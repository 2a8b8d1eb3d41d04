import { describe, expect, it } from "vitest";
import { bookVisitHref, isEmptyPlan, planQuery, readPlan, withPlan } from "./plan";

const read = (query: string) => readPlan(new URLSearchParams(query));

describe("the plan in a query", () => {
  it("reads every part and writes it back in one order", () => {
    const plan = read(
      "estimate=surface%3Dexterior%26measure%3Darea%26wallArea%3D1200&scheme=exterior.walls.kp-0513.trim.KP-0240" +
        "&product=weather-classic-max&codes=KP-0513,KC-040-72-046",
    );
    expect(plan).toEqual({
      codes: ["KP-0513", "KC-040-72-046"],
      product: "weather-classic-max",
      scheme: { scene: "exterior", surfaces: { walls: "KP-0513", trim: "KP-0240" } },
      estimate: "surface=exterior&measure=area&wallArea=1200",
    });
    expect(planQuery(plan)).toBe(
      "codes=KP-0513,KC-040-72-046&product=weather-classic-max&scheme=exterior.walls.KP-0513.trim.KP-0240" +
        "&estimate=surface%3Dexterior%26measure%3Darea%26wallArea%3D1200",
    );
    expect(read(planQuery(plan))).toEqual(plan);
  });

  it("drops parts of the wrong form instead of trusting them", () => {
    const plan = read(
      "codes=KP-0513,<script>&product=Weather Classic!&scheme=garage.walls.KP-0513" +
        "&estimate=&shades=KC-040-72-046",
    );
    expect(plan).toEqual({ codes: ["KP-0513", "KC-040-72-046"] });
    expect(
      read("scheme=living.roof.KP-0513.walls.nope.walls.KP-0001.walls.KP-0002").scheme,
    ).toEqual({ scene: "living", surfaces: { walls: "KP-0001" } });
    expect(isEmptyPlan(read("q=sage&page=2"))).toBe(true);
  });

  it("is carried by links, whose own parts win", () => {
    const plan = read("codes=KP-0513&product=velvety");
    expect(withPlan("/visualiser?scene=living#picker", plan)).toBe(
      "/visualiser?scene=living&codes=KP-0513&product=velvety#picker",
    );
    expect(withPlan("/colours/shortlist?codes=KP-0001", plan)).toBe(
      "/colours/shortlist?codes=KP-0001&product=velvety",
    );
    expect(withPlan("/dealers", read(""))).toBe("/dealers");
    expect(bookVisitHref(plan, "hi")).toBe("/hi/consultation?codes=KP-0513&product=velvety");
  });
});
