import { describe, expect, it } from "vitest";
import {
  TranslationError,
  localize,
  localizeRecords,
  untranslatedPaths,
  type Translation,
} from "./localize";

interface Card {
  slug: string;
  title: string;
  years: number;
  points: string[];
  cta: { href: string; label: string };
}

const card: Card = {
  slug: "weather-supreme",
  title: "Weather Supreme",
  years: 7,
  points: ["Rain proof", "Fade resistant"],
  cta: { href: "/weather-supreme", label: "More info" },
};

describe("localize", () => {
  it("lays the text over the English record and keeps every fact", () => {
    const hindi: Translation<Card> = {
      title: "वेदर सुप्रीम",
      points: ["बारिश से बचाव", "रंग फीका नहीं पड़ता"],
      cta: { label: "और जानें" },
    };
    expect(localize(card, hindi)).toEqual({
      slug: "weather-supreme",
      title: "वेदर सुप्रीम",
      years: 7,
      points: ["बारिश से बचाव", "रंग फीका नहीं पड़ता"],
      cta: { href: "/weather-supreme", label: "और जानें" },
    });
    expect(card.title, "the English record is not changed").toBe("Weather Supreme");
  });

  it("refuses a list of another length, a translated identifier and an unknown field", () => {
    expect(() => localize(card, { points: ["एक"] })).toThrow(TranslationError);
    expect(() => localize(card, { cta: { href: "/hi" } } as never)).toThrow(/identifiers/);
    expect(() => localize(card, { subtitle: "x" } as never)).toThrow(/no such field/);
    expect(() => localize(card, { years: 8 } as never)).toThrow(/only text/);
  });

  it("lists the text a translation still lacks, never identifiers or numbers", () => {
    expect(untranslatedPaths(card, { title: "वेदर सुप्रीम", points: ["बारिश से बचाव"] })).toEqual([
      "points[1]",
      "cta.label",
    ]);
    expect(untranslatedPaths(card, undefined)).toEqual([
      "title",
      "points[0]",
      "points[1]",
      "cta.label",
    ]);
  });

  it("translates records by key, whatever their order", () => {
    const other = { ...card, slug: "kamorich", title: "Kamorich" };
    const out = localizeRecords([card, other], "slug", { kamorich: { title: "कामोरिच" } });
    expect(out.map((c) => c.title)).toEqual(["Weather Supreme", "कामोरिच"]);
    expect(() => localizeRecords([card], "slug", { unknown: { title: "x" } })).toThrow(
      /no English record/,
    );
  });
});
