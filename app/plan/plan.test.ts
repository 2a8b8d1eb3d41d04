import { describe, expect, it } from "vitest";
import {
  bookVisitHref,
  isEmptyPlan,
  mergePlans,
  planFields,
  planQuery,
  planShadeCodes,
  readPlan,
  withPlan,
  withPlanParams,
} from "./plan";

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

describe("plans combined, taken apart and declared", () => {
  it("lets the newer plan's parts win and keeps the others", () => {
    const older = read("codes=KP-0001&product=velvety&estimate=carpetArea%3D900");
    const newer = read("product=weather-classic-max&scheme=exterior.walls.KP-0513");
    expect(mergePlans(older, newer)).toEqual({
      codes: ["KP-0001"],
      product: "weather-classic-max",
      scheme: { scene: "exterior", surfaces: { walls: "KP-0513" } },
      estimate: "carpetArea=900",
    });
    expect(mergePlans(older, read("codes=KP-0513")).codes).toEqual(["KP-0513"]);
  });

  it("becomes a GET form's hidden fields, less the parts the form asks for", () => {
    const plan = read("codes=KP-0513&product=velvety&estimate=carpetArea%3D900");
    expect(planFields(plan, ["product"])).toEqual([
      ["codes", "KP-0513"],
      ["estimate", "carpetArea=900"],
    ]);
  });

  it("names its shades once: the shortlist, then the scheme's", () => {
    const plan = read("codes=KP-0513&scheme=living.walls.KP-0513.accent.KP-0001");
    expect(planShadeCodes(plan)).toEqual(["KP-0513", "KP-0001"]);
  });

  it("adds every parameter it reads to a page's own for the page cache", () => {
    expect(withPlanParams(["q", "product"])).toEqual([
      "q",
      "product",
      "codes",
      "scheme",
      "estimate",
      "shades",
    ]);
  });
});
