import { describe, expect, it } from "vitest";
import { loader, meta } from "~/shades/routes/pickyourcolors";

/**
 * /pickyourcolors in each language (issue 25): card groups, titles, details
 * and videos in the page's language; ids, swatches and addresses as in
 * English; every download in the page's language.
 */

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

const load = (path: string) =>
  loader({ request: new Request(`http://localhost${path}`) } as LoaderArgs);

const cardsOf = (page: ReturnType<typeof load>) => page.groups.flatMap((group) => group.cards);
const detailsOf = (page: ReturnType<typeof load>) =>
  Object.fromEntries(cardsOf(page).map((card) => [card.id, card.detail]));

describe("the shade-card page", () => {
  const english = load("/pickyourcolors");
  const hindi = load("/hi/pickyourcolors.html");

  it("keeps the English words, counts and links", () => {
    expect(english.groups.map((group) => group.title)).toEqual([
      "Shade cards and colour guides",
      "Exterior Range",
      "Interior Range",
      "Dual Product Range",
    ]);
    expect(detailsOf(english)).toMatchObject({
      distemper: "500 shades",
      "exterior-colour-combinations": "12 colour schemes",
      "product-catalogue": "17 products",
      "technical-literature": "Technical data",
    });
    expect(cardsOf(english)[0]!.href).toBe("/downloads/shade-cards/interior-emulsion.pdf");
  });

  it("is in Hindi under /hi, with the same cards, swatches and Hindi PDFs", () => {
    expect(hindi.groups.map((group) => group.title)).toEqual([
      "शेड कार्ड और रंग गाइड",
      "एक्सटीरियर रेंज",
      "इंटीरियर रेंज",
      "ड्यूल उत्पाद रेंज",
    ]);
    const cards = cardsOf(hindi);
    expect(cards.map((card) => card.id)).toEqual(cardsOf(english).map((card) => card.id));
    expect(cards.map((card) => card.colours)).toEqual(cardsOf(english).map((card) => card.colours));
    expect(detailsOf(hindi)).toMatchObject({
      distemper: "500 शेड",
      "exterior-colour-combinations": "12 रंग योजनाएं",
      "product-catalogue": "17 उत्पाद",
      "technical-literature": "तकनीकी डेटा",
    });
    expect(cards.find((card) => card.id === "enamel")!.title).toBe("इनेमल");
    expect(cards.find((card) => card.id === "velvety")!.title).toBe("Velvety");
    for (const card of cards)
      expect(card.href).toBe(`/downloads/shade-cards/${card.id}.pdf?lang=hi`);
    // One video file for both languages; the captions are the page's.
    expect(hindi.videos.map((video) => video.mp4)).toEqual(
      english.videos.map((video) => video.mp4),
    );
    expect(hindi.videos.map((video) => video.captions)).toEqual(
      english.videos.map((video) => video.captions.replace(/en\.vtt$/, "hi.vtt")),
    );
    for (const video of hindi.videos) {
      expect(video.title).toMatch(/[\u0900-\u097f]/);
      for (const step of video.steps) expect(step).toMatch(/[\u0900-\u097f]/);
    }
  });

  it("names /pickyourcolors in the page's language as canonical, with a Hindi title", () => {
    const tags = meta({
      location: { pathname: "/hi/pickyourcolors.html" },
      matches: [],
    } as unknown as MetaArgs);
    expect(tags[0]).toEqual({ title: "शेड कार्ड और रंग गाइड | Kamo Paints" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "http://localhost:3000/hi/pickyourcolors",
    });
  });
});
