import { describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { deltaE2000 } from "./colour";
import { shadeQueryMessages, shadeQuerySchema } from "./query";
import {
  allShades,
  findShades,
  shadeByCode,
  shadeNameCredit,
  similarShades,
} from "./shades.server";
import { lrvBand } from "./lrv-bands";

const everything = (input: Parameters<typeof findShades>[0]) =>
  findShades({ ...input, pageSize: 120 }).total;

describe("looking shades up", () => {
  it("finds a shade by code, ignoring case and outer spaces", () => {
    expect(shadeByCode("KP-0513")?.name).toBe("Peacock Breeze");
    expect(shadeByCode(" kp-0513 ")?.code).toBe("KP-0513");
    expect(shadeByCode("KP-9999")).toBeUndefined();
  });

  it("joins the products a shade can be tinted in", () => {
    expect(shadeByCode("KP-0513")!.products).toContain("kamosilky");
    const ours = allShades().find((s) => s.code.startsWith("KC-"))!;
    expect(ours.products).not.toContain("kamosilky");
  });

  it("lists every shade once, family by family, light to deep", () => {
    const shades = allShades();
    expect(new Set(shades.map((s) => s.code)).size).toBe(shades.length);
    expect(shades[0]!.family).toBe("whites");
    const blues = shades.filter((s) => s.family === "blues").map((s) => s.lrv);
    expect(blues).toEqual([...blues].sort((a, b) => b - a));
  });

  it("credits the name list", () => {
    expect(shadeNameCredit()).toContain("own word lists");
  });
});

describe("search by name or code", () => {
  const names = (q: string) => findShades({ q, pageSize: 120 }).items.map((s) => s.name);
  const codes = (q: string) => findShades({ q, pageSize: 120 }).items.map((s) => s.code);

  it("puts names that start with the words first, then names with a word that does", () => {
    const found = names("peacock");
    expect(found.slice(0, 10).every((n) => n.startsWith("Peacock "))).toBe(true);
    expect(found.length).toBeGreaterThanOrEqual(10);
    expect(names("breeze")).toContain("Peacock Breeze");
    expect(names("PEACOCK BREEZE")[0]).toBe("Peacock Breeze");
  });

  it("matches inside words too, after the prefix matches", () => {
    const found = names("cock b");
    expect(found).toContain("Peacock Breeze");
    expect(found).toContain("Peacock Bloom");
  });

  it("ignores case both ways", () => {
    expect(names("PEACOCK breeze")).toContain("Peacock Breeze");
    const jaipur = names("JAIPUR");
    expect(jaipur.length).toBeGreaterThan(10);
    expect(jaipur.every((n) => n.startsWith("Jaipur "))).toBe(true);
  });

  it("finds codes with or without the hyphen, exact code first", () => {
    expect(codes("kp0513")[0]).toBe("KP-0513");
    expect(codes("KP-0513")[0]).toBe("KP-0513");
    const family = codes("KP-05");
    expect(family).toHaveLength(50);
    expect(family.every((c) => c.startsWith("KP-05"))).toBe(true);
    expect(codes("KC-045-71")).toContain("KC-045-71-060");
  });

  it("answers nothing for text no shade has", () => {
    expect(findShades({ q: "zzqqxx" })).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });
});

describe("filters", () => {
  const all = allShades();

  it("filters by family, LRV band, use and product, alone and together", () => {
    const cases = [
      [{ family: "blues" as const }, (s: (typeof all)[number]) => s.family === "blues"],
      [{ band: "deep" as const }, (s: (typeof all)[number]) => lrvBand(s.lrv) === "deep"],
      [
        { use: "exterior" as const },
        (s: (typeof all)[number]) => s.suitability.includes("exterior"),
      ],
      [
        { product: "kamorich" as const },
        (s: (typeof all)[number]) => s.products.includes("kamorich"),
      ],
    ] as const;
    for (const [filter, test] of cases) {
      const expected = all.filter(test).length;
      expect(expected, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(expected, JSON.stringify(filter)).toBeLessThan(all.length);
      expect(everything(filter), JSON.stringify(filter)).toBe(expected);
      expect(findShades({ ...filter, pageSize: 120 }).items.every(test)).toBe(true);
    }
    const together = all.filter(
      (s) =>
        s.family === "greens" &&
        lrvBand(s.lrv) === "light" &&
        s.products.includes("weather-supreme"),
    ).length;
    expect(everything({ family: "greens", band: "light", product: "weather-supreme" })).toBe(
      together,
    );
  });

  it("combines a search with a filter", () => {
    const found = findShades({ q: "peacock", band: "light" });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((s) => s.name.startsWith("Peacock") && s.lrv >= 50)).toBe(true);
  });

  it("treats empty fields as any, as a GET form sends them", () => {
    expect(findShades({ q: "", family: "", band: "", use: "", product: "" }).total).toBe(
      all.length,
    );
  });
});

describe("pages", () => {
  it("pages through the whole result without gaps or repeats", () => {
    const first = findShades({ family: "teals", pageSize: 25, page: 1 });
    expect(first.pageCount).toBe(Math.ceil(first.total / 25));
    const seen: string[] = [];
    for (let page = 1; page <= first.pageCount; page++)
      seen.push(...findShades({ family: "teals", pageSize: 25, page }).items.map((s) => s.code));
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
  });

  it("never returns the whole set at once", () => {
    const page = findShades({});
    expect(page.items.length).toBe(48);
    expect(page.total).toBe(allShades().length);
    expect(() => findShades({ pageSize: 5000 })).toThrow(ZodError);
  });

  it("answers an empty page past the end", () => {
    const past = findShades({ family: "teals", page: 999 });
    expect(past.items).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });
});

describe("query validation", () => {
  it("names each bad field with a message", () => {
    const result = shadeQuerySchema.safeParse({
      family: "magenta",
      band: "bright",
      use: "roof",
      product: "no-such-paint",
      page: "0",
      pageSize: "abc",
      q: "x".repeat(61),
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      family: shadeQueryMessages.family,
      band: shadeQueryMessages.band,
      use: shadeQueryMessages.use,
      product: shadeQueryMessages.product,
      page: shadeQueryMessages.page,
      pageSize: shadeQueryMessages.pageSize,
      q: shadeQueryMessages.q,
    });
  });

  it("reads numbers from URL text", () => {
    expect(shadeQuerySchema.parse({ page: "3", pageSize: "12" })).toMatchObject({
      page: 3,
      pageSize: 12,
      q: "",
    });
  });
});

describe("similar shades", () => {
  it("gives the five nearest by CIEDE2000, closest first, never the shade itself", () => {
    const all = allShades();
    for (const shade of all.filter((_, i) => i % 211 === 0)) {
      const similar = similarShades(shade.code);
      const brute = all
        .filter((s) => s.code !== shade.code)
        .map((s) => ({ code: s.code, d: deltaE2000(shade.hex, s.hex) }))
        .sort((a, b) => a.d - b.d)
        .slice(0, 5);
      expect(
        similar.map((m) => m.item.code),
        shade.code,
      ).toEqual(brute.map((b) => b.code));
      similar.forEach((m, i) => expect(m.deltaE).toBeCloseTo(brute[i]!.d, 10));
    }
  }, 60_000);

  it("answers nothing for an unknown code", () => {
    expect(similarShades("KP-9999")).toEqual([]);
  });
});
