import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { productSlugs } from "~/content/route-paths";
import { oklchOf } from "./colour";
import { familyOf, shadeFamilyIds, type ShadeFamilyId } from "./families";
import { exteriorLimits, exteriorVerdict, suitabilityOf } from "./suitability";
import { productSchema, tintingLimits, type ProductRecord } from "~/products/content/schema";
import { interiorProducts } from "~/products/content/interior";
import { comesIn } from "./availability";
import { tintBaseLimits, tintBaseOf } from "./tinting";

const familyOfHex = (hex: string) => {
  const { l, c, h } = oklchOf(hex);
  return familyOf({ l, c, h: h ?? 0 });
};

describe("colour families (OKLCH rules)", () => {
  const examples: Record<ShadeFamilyId, string[]> = {
    whites: ["#ffffff", "#f5f0e6", "#faf3e0", "#eef4fb"],
    greys: ["#808080", "#5b6770", "#333333", "#9aa0a6"],
    neutrals: ["#d8c3a5", "#c2b280", "#a89f91"],
    browns: ["#8b4513", "#6f4e37", "#5c4033"],
    yellows: ["#ffd700", "#f4d03f", "#fff176"],
    oranges: ["#ff8c00", "#f28500", "#ffb07c"],
    reds: ["#c0392b", "#800000", "#e2725b"],
    pinks: ["#f4a6c0", "#ffc0cb", "#e8a0d0"],
    purples: ["#6a3d9a", "#b19cd9", "#4b0082"],
    blues: ["#1f4e9c", "#87ceeb", "#000080"],
    teals: ["#008080", "#40e0d0", "#2f6f73"],
    greens: ["#2e8b57", "#808000", "#9acd32", "#c5e1a5"],
  };

  it.each(Object.entries(examples))("knows %s when it sees them", (family, hexes) => {
    for (const hex of hexes) expect(familyOfHex(hex), hex).toBe(family);
  });

  it("covers every family with an example", () => {
    expect(Object.keys(examples).sort()).toEqual([...shadeFamilyIds].sort());
  });

  it("calls a very light colour a white only while it is nearly grey", () => {
    expect(familyOf({ l: 0.95, c: 0.03, h: 90 })).toBe("whites");
    expect(familyOf({ l: 0.95, c: 0.08, h: 90 })).toBe("yellows");
  });

  it("tells beige from grey by warmth, and from brown by lightness", () => {
    expect(familyOf({ l: 0.7, c: 0.03, h: 70 })).toBe("neutrals");
    expect(familyOf({ l: 0.7, c: 0.03, h: 250 })).toBe("greys");
    expect(familyOf({ l: 0.45, c: 0.05, h: 60 })).toBe("browns");
  });

  it("turns light reds pink and leaves vivid dark oranges orange", () => {
    expect(familyOf({ l: 0.8, c: 0.1, h: 10 })).toBe("pinks");
    expect(familyOf({ l: 0.5, c: 0.1, h: 10 })).toBe("reds");
    expect(familyOf({ l: 0.55, c: 0.16, h: 55 })).toBe("oranges");
    expect(familyOf({ l: 0.55, c: 0.1, h: 55 })).toBe("browns");
  });
});

describe("interior and exterior suitability", () => {
  it("allows every shade indoors", () => {
    for (const [lrv, c] of [
      [1, 0],
      [10, 0.25],
      [90, 0.02],
    ] as const)
      expect(suitabilityOf(lrv, c)).toContain("interior");
  });

  it("keeps very dark shades indoors (heat)", () => {
    expect(exteriorVerdict(exteriorLimits.heatBelowLrv - 0.1, 0.02)).toEqual({
      exterior: false,
      reason: "heat",
    });
    expect(exteriorVerdict(exteriorLimits.heatBelowLrv, 0.02).exterior).toBe(true);
  });

  it("keeps deep vivid shades indoors (fading), but not deep earth colours or light vivid ones", () => {
    const { fadingMinChroma: c, fadingBelowLrv: lrv } = exteriorLimits;
    expect(exteriorVerdict(lrv - 0.1, c)).toEqual({ exterior: false, reason: "fading" });
    expect(exteriorVerdict(lrv - 0.1, c - 0.001).exterior).toBe(true);
    expect(exteriorVerdict(lrv, 0.25).exterior).toBe(true);
    expect(suitabilityOf(lrv - 0.1, c)).toEqual(["interior"]);
    expect(suitabilityOf(60, 0.2)).toEqual(["interior", "exterior"]);
  });
});

describe("tint bases and products", () => {
  it("puts strong colours in the accent base and the rest by LRV", () => {
    const t = tintBaseLimits;
    expect(tintBaseOf(80, t.accentMinChroma)).toBe("accent");
    expect(tintBaseOf(t.pastelMinLrv, 0.05)).toBe("pastel");
    expect(tintBaseOf(t.pastelMinLrv - 0.1, 0.05)).toBe("medium");
    expect(tintBaseOf(t.mediumMinLrv, 0.05)).toBe("medium");
    expect(tintBaseOf(t.mediumMinLrv - 0.1, 0.05)).toBe("deep");
  });

  it("gives every product a way to be coloured, by the rule of ADR 40", () => {
    expect(products.map((p) => p.slug).sort()).toEqual([...productSlugs].sort());
    for (const p of products) {
      if (p.tinting.kind === "factory") {
        expect(p.family, p.slug).toBe("distemper");
        continue;
      }
      // The clear accent base is for inside walls only.
      if (p.family !== "interior") expect(p.tinting.bases, p.slug).not.toContain("accent");
      if (p.tinting.bases.includes("deep"))
        expect(p.technical.volumeSolidsPercent, p.slug).toBeGreaterThanOrEqual(
          tintingLimits.deepMinVolumeSolids,
        );
    }
  });

  it("refuses a product record that breaks the rule", () => {
    const velvety = interiorProducts.find((p) => p.slug === "velvety")!;
    const record = (change: Partial<ProductRecord>) =>
      productSchema.safeParse({ ...velvety, ...change });
    expect(record({}).success).toBe(true);
    expect(record({ family: "exterior" }).success).toBe(false);
    expect(record({ tinting: { kind: "factory" } }).success).toBe(false);
    expect(record({ technical: { ...velvety.technical, volumeSolidsPercent: 30 } }).success).toBe(
      false,
    );
    expect(record({ tinting: { kind: "tinted", bases: ["medium", "pastel"] } }).success).toBe(
      false,
    );
  });

  const product = (slug: string) => products.find((p) => p.slug === slug)!;
  const both = ["interior", "exterior"] as const;

  it("keeps interior-only shades out of exterior and dual products", () => {
    const indoor = {
      code: "KC-000-50-000",
      suitability: ["interior"] as const,
      base: "medium" as const,
    };
    expect(comesIn(product("velvety"), indoor)).toBe(true);
    expect(comesIn(product("weather-supreme"), indoor)).toBe(false);
    expect(comesIn(product("kamodual-luxury-emulsion"), indoor)).toBe(false);
    expect(comesIn(product("weather-supreme"), { ...indoor, suitability: both })).toBe(true);
  });

  it("makes a shade only in a product that has its base, or on the product's own card", () => {
    const deep = { code: "KC-000-30-000", suitability: both, base: "deep" as const };
    expect(comesIn(product("kamorich"), deep)).toBe(false);
    expect(comesIn(product("Kamo-Hi-Sheen"), deep)).toBe(true);
    const accent = { ...deep, base: "accent" as const };
    expect(comesIn(product("weather-classic"), accent)).toBe(false);
    expect(comesIn(product("weather-supreme"), accent)).toBe(false);
    expect(comesIn(product("velvety"), accent)).toBe(true);
  });

  it("makes Kamosilky in its own card's shades only", () => {
    const kp = { code: "KP-0513", suitability: both, base: "medium" as const };
    expect(comesIn(product("kamosilky"), kp)).toBe(true);
    expect(comesIn(product("kamosilky"), { ...kp, code: "KC-000-50-000" })).toBe(false);
  });
});
