import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { shadeByCode } from "~/shades/shades.server";
import { colourSchemes, findShadeCard, shadeCards, cardShades, shadesOf } from "./index";
import { textColourOn } from "~/ui/swatch";

const facts = (code: string) => shadeByCode(code)!;

describe("shade cards drawn from the shade data set", () => {
  it("agree with the tinting rules: every shade a product's card selects can be made in it", () => {
    // The selection itself, before shadesOf filters it: printed cards must not lose cardShades().
    const selected = (card: (typeof shadeCards)[number]) =>
      cardShades().filter(
        (s) =>
          (card.selection!.families ?? [s.family]).includes(s.family) &&
          card.selection!.hues.includes(s.hue) &&
          card.selection!.depths.includes(s.depth),
      );
    const productCards = shadeCards.filter((c) => c.product && c.kind === "shades");
    expect(productCards.length).toBeGreaterThan(5);
    for (const card of productCards) {
      for (const shade of selected(card))
        expect(facts(shade.code).products, `${card.id} ${shade.code}`).toContain(card.product);
      expect(shadesOf(card)).toEqual(selected(card));
    }
  });

  it("leave interior-only shades off the exterior cards", () => {
    const dual = shadesOf(findShadeCard("dual-emulsion")!).map((s) => s.code);
    // Both are selected by the card (hue 2, depth 7) but too deep and vivid for outside.
    expect(facts("KP-0127").suitability).toEqual(["interior"]);
    expect(facts("KP-0827").suitability).toEqual(["interior"]);
    expect(dual).not.toContain("KP-0127");
    expect(dual).not.toContain("KP-0827");
    expect(dual).toContain("KP-0126");
  });

  it("list on an exterior card, and in exterior schemes, only shades fit for outside walls", () => {
    const exteriorCards = shadeCards.filter((c) => c.exterior);
    expect(exteriorCards.map((c) => c.id)).toEqual([
      "exterior-emulsion",
      "dual-emulsion",
      "cement-paint",
    ]);
    for (const card of exteriorCards)
      for (const shade of shadesOf(card))
        expect(facts(shade.code).suitability, `${card.id} ${shade.code}`).toContain("exterior");
    for (const scheme of colourSchemes(findShadeCard("exterior-colour-combinations")!))
      for (const shade of [scheme.main, scheme.accent, scheme.trim])
        expect(facts(shade.code).suitability, `${scheme.name} ${shade.code}`).toContain("exterior");
  });

  it("take Kamosilky's 500 from the data set with their card positions", () => {
    expect(cardShades()).toHaveLength(500);
    expect(cardShades()[0]).toEqual({
      code: "KP-0100",
      name: "Sindoor Whisper",
      hex: facts("KP-0100").hex,
      family: 0,
      hue: 0,
      depth: 0,
    });
    expect(cardShades().at(-1)).toMatchObject({ code: "KP-1049", family: 9, hue: 4, depth: 9 });
  });

  it("choose the label ink exactly as the printed cards always have", () => {
    // The rule before the data set: black when WCAG luminance exceeds 0.179.
    const before = (hex: string) => {
      const channel = (i: number) => {
        const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
      return luminance > 0.179 ? "#000000" : "#ffffff";
    };
    for (const hex of [...cardShades().map((s) => s.hex), ...products.map((p) => p.accent)])
      expect(textColourOn(hex), hex).toBe(before(hex));
  });
});
