import { describe, expect, it } from "vitest";
import { readPlan } from "~/plan/plan";
import { withPlan } from "./consultation-visit.server";
import { consultationPlan } from "~/leads/consultation/contributors";

/**
 * The consultation takes the whole plan a "Book a visit" link carries (issue
 * 42): the shortlist AND the estimate, with the paint and the visualiser's
 * scheme, where it used to keep one or the other. Names, the estimate's
 * result and the plan's address are worked out on the server; what a
 * browser posts for them is replaced.
 */
const inputs = "surface=exterior&measure=walls&wallArea=1200";
const scheme = "living.walls.KP-0513.accent.KP-0240";

describe("the plan a consultation carries", () => {
  it("shows the shortlist, the scheme's shades, the paint and the estimate together", () => {
    const plan = readPlan(
      new URLSearchParams(
        `codes=KP-0513,KP-0100&product=weather-classic-max&scheme=${scheme}&estimate=${encodeURIComponent(inputs)}`,
      ),
    );
    for (const locale of ["en", "hi"]) {
      const shown = consultationPlan(plan, locale);
      expect(shown.shades.map((s) => s.code)).toEqual(["KP-0513", "KP-0100", "KP-0240"]);
      expect(shown.product).toBeTruthy();
      expect(shown.scheme).toBeDefined();
      expect(shown.estimate?.total).toMatch(/₹\s?[\d,]+/);
      expect(shown.empty).toBe(false);
      expect(shown.href).toContain("codes=KP-0513");
      expect(shown.href).toContain("estimate=");
    }
  });

  it("stores every part, worked out again, and replaces what the browser claims for them", () => {
    const stored = withPlan({
      name: "Ananya Iyer",
      mobile: "9876543210",
      shades: "KP-0513, KP-0100",
      product: "weather-classic-max",
      scheme,
      estimate: inputs,
      estimateSummary: "Total ₹1 (forged)",
      shadeNames: "KP-0513 Forged",
      planLink: "https://attacker.example/",
    });
    expect(stored.shades).toBe("KP-0513, KP-0100");
    expect(String(stored.shadeNames)).toMatch(/^KP-0513 \S.*, KP-0100 \S/);
    expect(stored.shadeNames).not.toContain("Forged");
    expect(stored.product).toBe("Weather Classic Max");
    expect(stored.scheme).toBe(scheme);
    expect(String(stored.estimate)).toContain("wallArea=1200");
    expect(String(stored.estimateSummary)).not.toContain("forged");
    expect(String(stored.estimateSummary)).toMatch(/₹/);
    expect(String(stored.planLink)).toMatch(/^\/consultation\?/);
    expect(String(stored.planLink)).toContain("estimate=");
    expect(stored.name).toBe("Ananya Iyer");
  });

  it("keeps a product page's paint name when the link has no plan of its own", () => {
    const stored = withPlan({ name: "A", mobile: "9876543210", product: "Kamo Hi Sheen" });
    expect(stored.product).toBe("Kamo Hi Sheen");
    expect(stored.estimate).toBeUndefined();
    expect(stored.planLink).toBeDefined();
  });
});
