import { describe, expect, it } from "vitest";
import { products } from "~/products/content";
import { loader as shadeCardsLoader } from "~/shades/routes/pickyourcolors";
import { explorerData, shadePageData, shadePageProducts } from "~/shades/explorer/explorer.server";
import { allShades, shadeByCode } from "~/shades/shades.server";
import { findShadeCard, shadesOf } from "~/shades/cards";
import { shadesNotIn } from "~/shades/explorer/ShadesInPaint";
import { loader as calculatorLoader } from "~/paint-budget/routes/paint-budget-calculator";
import { visualiserData } from "~/visualiser/visualiser.server";

/**
 * Which shades a paint comes in (issue 42, ADR 40): the shade card page, the
 * explorer's paint filter and the shade pages must give every paint the same
 * set, so a visitor who counts gets one answer wherever they look.
 */

type CardsArgs = Parameters<typeof shadeCardsLoader>[0];
const cardsPage = (path: string) =>
  shadeCardsLoader({ request: new Request(`http://localhost${path}`) } as CardsArgs);
const explorerTotal = (slug: string) =>
  explorerData(new URL(`http://localhost/colours?product=${slug}`)).total;

/** How many shade pages list each paint, counted once over every shade. */
function shadePagesListing(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const shade of allShades())
    for (const p of shadePageProducts(shade.code)!)
      counts.set(p.slug, (counts.get(p.slug) ?? 0) + 1);
  return counts;
}

describe("the shades a paint comes in", () => {
  it("are counted the same on its shade card, in the explorer and on the shade pages", () => {
    const cards = cardsPage("/pickyourcolors").groups.flatMap((g) => g.cards);
    const productCards = cards.filter((c) => c.product);
    expect(productCards.length).toBeGreaterThanOrEqual(10);
    for (const card of productCards) {
      const total = explorerTotal(card.product!);
      expect(card.comesIn, card.id).toBe(total);
      // The thumbnail says both numbers: the card's own and the paint's.
      expect(card.detail, card.id).toContain(total.toLocaleString("en-IN"));
    }
    const listed = shadePagesListing();
    for (const card of productCards)
      expect(listed.get(card.product!), card.id).toBe(explorerTotal(card.product!));
    for (const product of products)
      expect(listed.get(product.slug) ?? 0, product.slug).toBe(explorerTotal(product.slug));
  }, 60_000);

  it("say the same numbers on the Hindi card page", () => {
    const english = cardsPage("/pickyourcolors").groups.flatMap((g) => g.cards);
    const hindi = cardsPage("/hi/pickyourcolors").groups.flatMap((g) => g.cards);
    for (const [index, card] of hindi.entries()) {
      expect(card.comesIn, card.id).toBe(english[index]!.comesIn);
      if (card.comesIn) expect(card.detail).toContain(card.comesIn.toLocaleString("en-IN"));
    }
  });

  it("include every shade printed on the paint's own card", () => {
    for (const product of products) {
      if (!product.shadeCard) continue;
      const card = findShadeCard(product.shadeCard)!;
      expect(card.product, product.slug).toBe(product.slug);
      for (const shade of shadesOf(card))
        expect(shadeByCode(shade.code)!.products, `${product.slug} ${shade.code}`).toContain(
          product.slug,
        );
    }
  });

  it("never put a paint for outside walls on a shade that is for inside only", () => {
    for (const shade of allShades()) {
      if (shade.suitability.includes("exterior")) continue;
      for (const slug of shade.products) {
        const family = products.find((p) => p.slug === slug)!.family;
        expect(["interior", "distemper"], `${shade.code} ${slug}`).toContain(family);
      }
    }
  });
});

describe("a shade page's paints", () => {
  const slugs = (code: string) => shadePageData(code)!.products.map((p) => p.slug);
  const place = (code: string) =>
    Object.fromEntries(shadePageData(code)!.products.map((p) => [p.slug, p.place]));

  it("name inside, outside and both-ways paints for what they are", () => {
    const both = allShades().find((s) => s.base === "pastel" && s.code.startsWith("KC-"))!;
    const places = place(both.code);
    for (const product of products) {
      if (!(product.slug in places)) continue;
      const expected = {
        interior: "interior",
        distemper: "interior",
        exterior: "exterior",
        dual: "dual",
      }[product.family];
      expect(places[product.slug], product.slug).toBe(expected);
    }
    expect(Object.values(places)).toEqual(expect.arrayContaining(["interior", "exterior", "dual"]));
  });

  it("list no exterior or dual paint for a shade too deep and vivid for outside, and say why", () => {
    // Sindoor Deep: LRV 8.3 and a strong red, made from organic colorants that fade in the sun.
    const data = shadePageData("KP-0108")!;
    expect(data.shade.exterior).toBe(false);
    expect(data.exteriorReason).toBe("fading");
    expect(slugs("KP-0108")).toContain("velvety");
    for (const slug of slugs("KP-0108"))
      expect(["interior", "distemper"]).toContain(products.find((p) => p.slug === slug)!.family);
  });

  it("leave out paints whose bases cannot make the shade", () => {
    // A strong colour of ours that suits outside walls but needs the accent base:
    // no exterior paint has one, and it is on no printed exterior card.
    const accent = allShades().find(
      (s) => s.code.startsWith("KC-") && s.base === "accent" && s.suitability.includes("exterior"),
    )!;
    const listed = slugs(accent.code);
    expect(listed).not.toContain("weather-supreme");
    expect(listed).not.toContain("kamodual-luxury-emulsion");
    expect(listed).not.toContain("kamorich");
    expect(listed).toContain("Kamo-Hi-Sheen");
    // Economy paints carry the pastel and medium bases only.
    const deep = allShades().find((s) => s.code.startsWith("KC-") && s.base === "deep")!;
    expect(slugs(deep.code)).not.toContain("kamosilky-advance");
    expect(slugs(deep.code)).not.toContain("kamodual-gold-emulsion");
  });

  it("keep a printed card's ready-mixed shade in its paint even where the bases could not tint it", () => {
    const kamoshield = shadesOf(findShadeCard("kamoshield")!).find(
      (s) => shadeByCode(s.code)!.base === "accent",
    )!;
    expect(kamoshield).toBeDefined();
    expect(slugs(kamoshield.code)).toContain("kamoshield");
    expect(slugs(kamoshield.code)).not.toContain("kamo-shield-advance");
  });
});

describe("the visualiser and the estimate", () => {
  type CalculatorArgs = Parameters<typeof calculatorLoader>[0];
  const calculator = (query: string) =>
    calculatorLoader({
      request: new Request(`http://localhost/paint-budget-calculator?${query}`),
    } as CalculatorArgs).data;
  const offered = (query: string) =>
    visualiserData(new URLSearchParams(query)).paints.map((p) => p.slug);

  it("offer to price only paints the painted walls come in", () => {
    // A deep shade for outside walls: the economy dual paint has no deep base.
    const deep = allShades().find(
      (s) => s.code.startsWith("KC-") && s.base === "deep" && s.suitability.includes("exterior"),
    )!;
    const paints = offered(`scene=exterior&walls=${deep.code}`);
    expect(paints).toContain("weather-classic-max");
    expect(paints).not.toContain("kamodual-gold-emulsion");
    for (const slug of paints) expect(shadeByCode(deep.code)!.products, slug).toContain(slug);
    // A strong colour made only in the accent base: only the paints that carry it.
    const accent = allShades().find(
      (s) => s.code.startsWith("KC-") && s.base === "accent" && !s.suitability.includes("exterior"),
    )!;
    const inside = offered(`scene=living&walls=${accent.code}`);
    expect(inside).toContain("velvety");
    expect(inside).not.toContain("kamorich");
  });

  it("say beside the total which of the plan's shades the priced paint is not made in", () => {
    const base = "surface=exterior&measure=walls&wallArea=1000&product=weather-classic-max";
    // Sindoor Deep (interior only) and Sindoor Whisper, which outside paints come in.
    const data = calculator(`${base}&codes=KP-0108,KP-0100`);
    expect(data.planShades.map((s) => s.code)).toEqual(["KP-0108", "KP-0100"]);
    expect(shadesNotIn(data.planShades, "weather-classic-max").map((s) => s.code)).toEqual([
      "KP-0108",
    ]);
    expect(shadesNotIn(data.planShades, "velvety")).toEqual([]);
    // The scheme's walls count, its trim (enamel) does not.
    const scheme = calculator(`${base}&scheme=exterior.walls.KP-0108.trim.KP-0240`).planShades;
    expect(scheme.map((s) => s.code)).toEqual(["KP-0108"]);
  });
});
