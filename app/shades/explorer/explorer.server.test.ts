import { describe, expect, it } from "vitest";
import { allShades, shadeByCode } from "../shades.server";
import { lrvBand } from "../lrv-bands";
import { explorerData, readFilters, shadePageData, shortlistData } from "./explorer.server";

const at = (query: string) => explorerData(new URL(`http://x/colours?${query}`));

describe("the explorer's loader", () => {
  it("shows one page of the whole set without filters, never all of it", () => {
    const data = at("");
    expect(data.total).toBe(allShades().length);
    expect(data.allCount).toBeGreaterThanOrEqual(2400);
    expect(data.shades).toHaveLength(48);
    expect(data.pageCount).toBe(Math.ceil(data.total / 48));
    // Only what a tile draws travels to the browser.
    expect(Object.keys(data.shades[0]!).sort()).toEqual([
      "code",
      "hex",
      "light",
      "lrv",
      "name",
      "nameHi",
    ]);
  });

  it("filters by family, LRV band, use and product, all at once", () => {
    const data = at("family=blues&band=light&use=exterior&product=weather-supreme&page=1");
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(allShades().length / 10);
    for (const { code } of data.shades) {
      const shade = shadeByCode(code)!;
      expect(shade.family).toBe("blues");
      expect(lrvBand(shade.lrv)).toBe("light");
      expect(shade.suitability).toContain("exterior");
      expect(shade.products).toContain("weather-supreme");
    }
    expect(data.filters).toEqual({
      q: "",
      family: "blues",
      band: "light",
      use: "exterior",
      product: "weather-supreme",
    });
  });

  it("searches by name and by code", () => {
    expect(at("q=peacock+breeze").shades[0]!.name).toBe("Peacock Breeze");
    expect(at("q=kp-0513").shades[0]!.code).toBe("KP-0513");
  });

  it("finds nothing for a word no shade has, and says so with a total of 0", () => {
    const data = at("q=zzzzqqq");
    expect(data.total).toBe(0);
    expect(data.shades).toEqual([]);
    expect(data.pageCount).toBe(1);
  });

  it("leaves out a filter it does not know rather than failing, and says it did", () => {
    const data = at("family=tartan&band=deep");
    expect(data.ignored).toBe(true);
    expect(data.filters.family).toBe("");
    expect(data.filters.band).toBe("deep");
    expect(data.total).toBe(allShades().filter((s) => lrvBand(s.lrv) === "deep").length);
    expect(readFilters(new URL("http://x/colours?page=0")).query.page).toBe(1);
    expect(at("family=greys").ignored).toBe(false);
  });

  it("shows the last page for a page past the end", () => {
    const data = at("family=greys&page=900");
    expect(data.page).toBe(data.pageCount);
    expect(data.shades.length).toBeGreaterThan(0);
  });

  it("reads the shortlist the address carries", () => {
    expect(at("codes=kp-0513,KP-0100").shortlist).toEqual(["KP-0513", "KP-0100"]);
  });
});

describe("a shade page's data", () => {
  it("has the shade, its contrast advice, products, seven harmonies and five similar shades", () => {
    const data = shadePageData("KP-0513")!;
    expect(data.shade.code).toBe("KP-0513");
    expect(data.shade.rgb).toHaveLength(3);
    expect(data.contrast.ratio).toBe(Math.max(data.contrast.white, data.contrast.dark));
    expect(data.products.map((p) => p.slug)).toContain("kamosilky");
    expect(data.harmonies).toHaveLength(7);
    for (const harmony of data.harmonies) expect(harmony.shades.length).toBeGreaterThan(0);
    expect(data.similar).toHaveLength(5);
    expect(data.similar.map((s) => s.code)).not.toContain("KP-0513");
    const deltas = data.similar.map((s) => s.deltaE);
    expect(deltas).toEqual([...deltas].sort((a, b) => a - b));
  });

  it("suggests white text on a deep shade and dark text on a pale one", () => {
    const deep = allShades().find((s) => s.lrv < 5)!;
    const pale = allShades().find((s) => s.lrv > 90)!;
    expect(shadePageData(deep.code)!.contrast.colour).toBe("white");
    expect(shadePageData(pale.code)!.contrast.colour).toBe("dark");
  });

  it("is undefined for a code that names no shade, and matches codes in any case", () => {
    expect(shadePageData("KP-9999")).toBeUndefined();
    expect(shadePageData("nonsense")).toBeUndefined();
    expect(shadePageData("kp-0513")!.shade.code).toBe("KP-0513");
  });

  it("resolves a shortlist in its order and counts codes that name no shade", () => {
    const { shades, unknown } = shortlistData(["KP-0513", "KP-9999", "KP-0100"]);
    expect(shades.map((s) => s.code)).toEqual(["KP-0513", "KP-0100"]);
    expect(unknown).toBe(1);
    expect(shades[0]!.products).toContain("Kamosilky");
  });
});
