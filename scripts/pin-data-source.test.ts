import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildPinData } from "~/places/pin-data-build";
import { PIN_DATA_FILE, readPinSource } from "./pin-data-source";

describe("app/places/pin-locations.json", () => {
  it("holds exactly what scripts/generate-pin-data.ts builds from the pinned source", () => {
    const { tsv, source } = readPinSource();
    const { data, report } = buildPinData(tsv, source);
    expect(report.unusedRenames).toEqual([]);
    const committed = fs.readFileSync(
      path.resolve(import.meta.dirname, "..", PIN_DATA_FILE),
      "utf8",
    );
    // Compared as compact JSON text, which is quick and exact: a hand edit, a
    // changed rule or a new package version all show. (The layout is Prettier's,
    // which the format check already covers.)
    expect(JSON.stringify(JSON.parse(committed)) === JSON.stringify(data)).toBe(true);
  }, 60_000);
});
