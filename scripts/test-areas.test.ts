import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { areas, specFiles } from "./test-areas.mjs";

const root = path.resolve(import.meta.dirname, "..");
const specsOnDisk = ["e2e", "security"].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, "tests", dir))
    .filter((file) => file.endsWith(".spec.ts"))
    .map((file) => `tests/${dir}/${file}`),
);

describe("the areas of `npm run test:area`", () => {
  test("place every browser spec in an area", () => {
    const placed = new Set(Object.keys(areas).flatMap(specFiles));
    expect(specsOnDisk.filter((spec) => !placed.has(spec))).toEqual([]);
  });

  test("name only specs and folders that exist", () => {
    const missing = Object.entries(areas).flatMap(([name, area]) =>
      [...specFiles(name), ...area.app].filter((file) => !fs.existsSync(path.join(root, file))),
    );
    expect(missing).toEqual([]);
  });
});
