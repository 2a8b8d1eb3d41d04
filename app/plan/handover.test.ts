import { describe, expect, it } from "vitest";
import {
  calculatorAddress,
  calculatorPlan,
  coloursOfHref,
  dealersHref,
  estimateHref,
  pinOf,
  schemeOfScene,
  tryOnWallHref,
  withSchemeAsScene,
} from "./handover";
import { readPlan } from "./plan";
import { scenesForShade } from "~/shades/try-on-wall";

const read = (query: string) => readPlan(new URLSearchParams(query));

describe("handing the plan from tool to tool", () => {
  it("opens a shade on a scene that fits the paint, or else what the shade suits", () => {
    expect(scenesForShade({ paintSuits: ["exterior"], shadeSuitsExterior: true })).toEqual([
      "exterior",
    ]);
    expect(scenesForShade({ paintSuits: ["interior"], shadeSuitsExterior: true })).toEqual([
      "living",
    ]);
    expect(
      scenesForShade({ paintSuits: ["interior", "exterior"], shadeSuitsExterior: true }),
    ).toEqual(["living", "exterior"]);
    expect(scenesForShade({ shadeSuitsExterior: false })).toEqual(["living"]);
    expect(scenesForShade({ shadeSuitsExterior: true })).toEqual(["living", "exterior"]);
  });

  it("puts the shade tried into the plan's scheme and lands on the scene", () => {
    const plan = read("codes=KP-0001&product=weather-classic-max&scheme=living.walls.KP-0002");
    expect(tryOnWallHref(plan, "exterior", "KP-0513", "hi")).toBe(
      "/hi/visualiser?codes=KP-0001&product=weather-classic-max&scheme=exterior.walls.KP-0513#vis-cost",
    );
  });

  it("sends the estimate's own inputs to the calculator, with the plan's paint", () => {
    const plan = read(
      "codes=KP-0513&product=weather-classic&estimate=surface%3Dexterior%26measure%3Dwalls%26wallArea%3D1200%26product%3Dweather-supreme",
    );
    expect(estimateHref(plan, "en")).toBe(
      "/paint-budget-calculator?surface=exterior&measure=walls&wallArea=1200&product=weather-classic" +
        "&codes=KP-0513#estimate",
    );
    // No estimate yet: only the paint, so the calculator asks without scolding.
    expect(estimateHref(read("product=velvety"), "en")).toBe(
      "/paint-budget-calculator?product=velvety",
    );
    expect(estimateHref(read(""), "hi")).toBe("/hi/paint-budget-calculator");
  });

  it("finds dealers near a PIN for the plan's paint, and shows a paint's colours", () => {
    const plan = read("codes=KP-0513&product=velvety");
    expect(dealersHref(plan, "en", "560001")).toBe(
      "/dealers?pin=560001&codes=KP-0513&product=velvety",
    );
    expect(dealersHref(read(""), "hi")).toBe("/hi/dealers");
    expect(coloursOfHref(plan, "weather-classic-max", "en")).toBe(
      "/colours?product=weather-classic-max&codes=KP-0513",
    );
  });

  it("reads a PIN as typed, and nothing else", () => {
    expect(pinOf(" 560 001 ")).toBe("560001");
    expect(pinOf("056001")).toBe("");
    expect(pinOf("56001")).toBe("");
    expect(pinOf(null)).toBe("");
  });
});

describe("the visualiser and the plan's scheme", () => {
  it("opens the plan's scheme when its address names no scene of its own", () => {
    const scheme = read("scheme=exterior.walls.KP-0513").scheme;
    const opened = withSchemeAsScene(new URLSearchParams("codes=KP-0001"), scheme);
    expect(opened.get("scene")).toBe("exterior");
    expect(opened.get("walls")).toBe("KP-0513");
    const own = new URLSearchParams("scene=kitchen&walls=KP-0240");
    expect(withSchemeAsScene(own, scheme).toString()).toBe(own.toString());
  });

  it("takes only what the visitor painted into the plan", () => {
    expect(schemeOfScene("living", { walls: "KP-0321", accent: "KP-0513" })).toEqual({
      scene: "living",
      surfaces: { accent: "KP-0513" },
    });
    // Every surface still its default: nothing painted, no scheme.
    expect(schemeOfScene("living", { walls: "KP-0321" })).toBeUndefined();
  });
});

describe("the calculator's plan", () => {
  it("is the address's, with the paint and the inputs the form holds", () => {
    const fromUrl = read("codes=KP-0513&scheme=living.walls.KP-0513&product=velvety");
    const query = "surface=interior&carpetArea=900&product=Kamo-Hi-Sheen";
    expect(calculatorPlan(fromUrl, query, true)).toEqual({
      codes: ["KP-0513"],
      scheme: { scene: "living", surfaces: { walls: "KP-0513" } },
      product: "kamo-hi-sheen",
      estimate: query,
    });
    // Inputs that make no estimate are not the plan's estimate.
    expect(calculatorPlan(fromUrl, "carpetArea=x", false).estimate).toBeUndefined();
    // The form's paint is the plan's: none chosen there, none in the plan.
    expect(calculatorPlan(fromUrl, "", false).product).toBeUndefined();
  });

  it("keeps the plan's other parts in the address bar as the visitor types", () => {
    const plan = read("codes=KP-0513&product=velvety&estimate=carpetArea%3D1");
    expect(calculatorAddress("carpetArea=900&product=velvety", plan)).toBe(
      "?carpetArea=900&product=velvety&codes=KP-0513",
    );
    expect(calculatorAddress("", read(""))).toBe("?");
  });
});
