import { describe, expect, it } from "vitest";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import { estimate } from "~/paint-budget/estimate";
import { rawInput, readCalculatorQuery } from "~/paint-budget/query";
import { readPlan } from "./plan";
import { planSummary } from "./plan-summary.server";

const read = (query: string) => readPlan(new URLSearchParams(query));
const inputs = "surface=exterior&measure=walls&wallArea=1200";
const totalOf = (query: string) => {
  const outcome = estimate(
    rawInput(readCalculatorQuery(new URLSearchParams(query))),
    pricingCatalogue,
  );
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.estimate.total;
};

describe("the plan bar's figures, worked out on the server", () => {
  it("names the shades, the paint and the calculator's own total", () => {
    const summary = planSummary(
      read(
        `codes=KP-0513,KP-9999&product=weather-classic-max&estimate=${encodeURIComponent(inputs)}`,
      ),
    );
    expect(summary?.shades.map((s) => s.code)).toEqual(["KP-0513"]);
    expect(summary?.shades[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(summary?.product).toEqual({ slug: "weather-classic-max", name: "Weather Classic Max" });
    expect(summary?.total).toBe(totalOf(`${inputs}&product=weather-classic-max`));
    expect(summary?.total).toBeGreaterThan(0);
  });

  it("prices the plan's paint, never a figure the address brings", () => {
    const forged = `${inputs}&product=weather-classic&total=1&cost=1`;
    const summary = planSummary(
      read(`product=weather-classic-max&estimate=${encodeURIComponent(forged)}&total=1`),
    );
    expect(summary?.total).toBe(totalOf(`${inputs}&product=weather-classic-max`));
    expect(summary?.estimate).not.toMatch(/total|cost/);
  });

  it("takes the paint from the estimate when the plan names none, matched without case", () => {
    const summary = planSummary(
      read(`estimate=${encodeURIComponent("carpetArea=900&product=Kamo-Hi-Sheen")}`),
    );
    expect(summary?.product).toEqual({ slug: "Kamo-Hi-Sheen", name: "Kamo Hi Sheen" });
    expect(summary?.total).toBe(totalOf("carpetArea=900&product=Kamo-Hi-Sheen"));
  });

  it("shows no total for inputs that do not make an estimate, and nothing for no plan", () => {
    // An exterior paint on interior walls, and a paint we do not sell.
    expect(
      planSummary(read(`product=weather-classic-max&estimate=carpetArea%3D900`))?.total,
    ).toBeUndefined();
    const unknown = planSummary(read("product=no-such-paint&estimate=carpetArea%3D900"));
    expect(unknown?.product).toBeUndefined();
    expect(unknown?.total).toBeUndefined();
    expect(planSummary(read("q=sage"))).toBeNull();
  });

  it("counts the scheme's shades beside the shortlist's", () => {
    const summary = planSummary(read("codes=KP-0513&scheme=living.walls.KP-0513.accent.KP-0240"));
    expect(summary?.shades.map((s) => s.code)).toEqual(["KP-0513", "KP-0240"]);
  });
});
