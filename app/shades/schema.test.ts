import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseShadeData, shadeRecordSchema } from "./schema";
import type { ShadeDataFile, ShadeRecord } from "./types";

const committed: ShadeDataFile = JSON.parse(
  fs.readFileSync(new URL("./shades.data.json", import.meta.url), "utf8"),
);
const find = (code: string) => committed.shades.find((s) => s.code === code)!;
const kp = find("KP-0513");
const kc = committed.shades.find((s) => s.code.startsWith("KC-") && s.family === "blues")!;

/** The committed data with one shade replaced. */
function withShade(code: string, change: Partial<ShadeRecord>): ShadeDataFile {
  return {
    ...committed,
    shades: committed.shades.map((s) => (s.code === code ? { ...s, ...change } : s)),
  };
}

const issuesOf = (shade: unknown) => {
  const result = shadeRecordSchema.safeParse(shade);
  return result.success ? [] : result.error.issues.map((i) => i.path.join("."));
};

describe("shade schema", () => {
  it("accepts the committed shades", () => {
    expect(issuesOf(kp)).toEqual([]);
    expect(issuesOf(kc)).toEqual([]);
  });

  it("rejects a hex that is not #rrggbb in lower case", () => {
    expect(issuesOf({ ...kp, hex: "#ABCDEF" })).toContain("hex");
    expect(issuesOf({ ...kp, hex: "#abc" })).toContain("hex");
  });

  it("rejects codes of neither form", () => {
    expect(issuesOf({ ...kp, code: "KP-513" })).toContain("code");
    expect(issuesOf({ ...kc, code: "KC-1-2-3" })).toContain("code");
  });

  it("rejects an LRV that does not follow from the hex", () => {
    expect(issuesOf({ ...kp, lrv: kp.lrv + 0.1 })).toContain("lrv");
  });

  it("rejects a family, suitability or base chosen by hand", () => {
    expect(issuesOf({ ...kp, family: kp.family === "greens" ? "blues" : "greens" })).toContain(
      "family",
    );
    expect(issuesOf({ ...kp, suitability: ["interior"] }).length).toBeGreaterThan(0);
    expect(issuesOf({ ...kp, base: kp.base === "deep" ? "pastel" : "deep" })).toContain("base");
  });

  it("rejects a KC shade whose hex is not its code's colour", () => {
    expect(issuesOf({ ...kc, code: "KC-000-50-000" })).toContain("hex");
  });

  it("rejects fields it does not know", () => {
    expect(issuesOf({ ...kp, products: ["velvety"] }).length).toBeGreaterThan(0);
  });
});

describe("data set schema", () => {
  it("rejects two shades with one name, even when case and accents differ", () => {
    const other = committed.shades.find((s) => s.code !== kp.code)!;
    const clash = withShade(other.code, { name: kp.name.toUpperCase() });
    expect(() => parseShadeData(clash)).toThrow(/name used more than once/);
    const accented = withShade(kp.code, { name: "Café Crème" });
    const plain = {
      ...accented,
      shades: accented.shades.map((s) =>
        s.code === other.code ? { ...s, name: "Cafe Creme" } : s,
      ),
    };
    expect(() => parseShadeData(plain)).toThrow(/name used more than once/);
  });

  it("rejects a repeated code", () => {
    const data = { ...committed, shades: [...committed.shades, committed.shades[0]!] };
    expect(() => parseShadeData(data)).toThrow(/code used more than once/);
  });

  it("rejects a set of fewer than 2,400 shades", () => {
    const data = { ...committed, shades: committed.shades.slice(0, 2399) };
    expect(() => parseShadeData(data)).toThrow(/shades/);
  });
});
