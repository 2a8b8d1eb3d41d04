import { describe, expect, it } from "vitest";
import { catalogueDownload, sourceLang } from "~/catalogue/language";
import { catalogueMeta } from "~/catalogue/meta";

describe("catalogue text on a page in another language", () => {
  it("is marked as English on a Hindi page, and left alone on an English one", () => {
    expect(sourceLang("hi", "Interior Emulsions")).toBe("en-IN");
    expect(sourceLang("hi", "<p>A soft matt finish.</p>")).toBe("en-IN");
    expect(sourceLang("en", "Interior Emulsions")).toBeUndefined();
  });

  it("is left in the page's language when a record already gives it in Devanagari", () => {
    expect(sourceLang("hi", "इंटीरियर इमल्शन")).toBeUndefined();
    expect(sourceLang("hi", "<p>Velvety: मखमल जैसा मैट फ़िनिश</p>")).toBeUndefined();
  });
});

describe("a catalogue record's download", () => {
  it("is our generated PDF in the page's language", () => {
    expect(catalogueDownload("/downloads/products/velvety/brochure.pdf", "hi")).toEqual({
      href: "/downloads/products/velvety/brochure.pdf?lang=hi",
      inEnglish: false,
    });
    expect(catalogueDownload("/downloads/shade-cards/enamel.pdf", "en")).toEqual({
      href: "/downloads/shade-cards/enamel.pdf",
      inEnglish: false,
    });
  });

  it("is any other file as it is, said to be in English on a page that is not", () => {
    for (const url of [
      "/media/12/kamolite-brochure.pdf",
      "https://erp.example.com/files/tds.pdf",
      "/downloads/products/velvety/brochure.pdf?lang=en",
    ]) {
      expect(catalogueDownload(url, "hi")).toEqual({ href: url, inEnglish: true });
      expect(catalogueDownload(url, "en")).toEqual({ href: url, inEnglish: false });
    }
  });
});

describe("catalogue meta", () => {
  const args = (pathname: string) => ({ location: { pathname }, matches: [] });

  it("words the record's title in the page's language", () => {
    const page = (t: Parameters<Parameters<typeof catalogueMeta>[1]>[0]) => ({
      title: t("subCategory.metaTitle", { name: "Enamels" }),
      description: t("detail.metaDescription", { name: "Babli" }),
      keywords: t("subCategory.metaKeywords", { name: "Enamels" }),
    });
    expect(catalogueMeta(args("/hi/Product/3"), page)[0]).toEqual({
      title: "Enamels कैटलॉग | Kamo Paints",
    });
    expect(catalogueMeta(args("/Product/3"), page)[0]).toEqual({
      title: "Enamels catalogue | Kamo Paints",
    });
  });

  it("falls back to the catalogue's own words without a record", () => {
    expect(catalogueMeta(args("/hi/Product/3"), () => undefined)).toContainEqual({
      name: "description",
      content: "कामो पेंट्स का उत्पाद कैटलॉग।",
    });
  });
});
