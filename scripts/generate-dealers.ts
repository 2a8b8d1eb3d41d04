// `npx tsx scripts/generate-dealers.ts`: writes the sample dealers, fictional
// shops at real PIN-code locations (ADR 19), then the hand-placed shops of
// Bengaluru and Mumbai (ADR 42), as CSV in the staff import's columns.
//
//   --count N    how many (default 4,200, the committed sample)
//   --seed S     another seed gives other dealers (default: the committed sample's)
//   --out FILE   where to write (default app/dealers/sample-dealers.csv)
//
// For the search bench, 10,000 outside the repository:
//   npx tsx scripts/generate-dealers.ts --count 10000 --out /tmp/dealers-10000.csv
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { formatDealerCsv } from "~/dealers/dealer-csv";
import { pinDirectory } from "~/places/pin-directory.server";
import {
  DEFAULT_SAMPLE_COUNT,
  DEFAULT_SAMPLE_SEED,
  sampleDealers,
} from "~/dealers/sample-dealers.server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({
  options: {
    count: { type: "string", default: String(DEFAULT_SAMPLE_COUNT) },
    seed: { type: "string", default: DEFAULT_SAMPLE_SEED },
    out: { type: "string", default: path.join(root, "app", "dealers", "sample-dealers.csv") },
  },
});

const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error(`--count must be a whole number, not ${values.count}`);
  process.exit(2);
}

const dealers = sampleDealers(pinDirectory().places, { count, seed: values.seed });
const csv = formatDealerCsv(dealers);
fs.writeFileSync(values.out, csv);

const perState = new Map<string, number>();
for (const dealer of dealers) perState.set(dealer.state, (perState.get(dealer.state) ?? 0) + 1);
const largest = [...perState]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 8)
  .map(([state, n]) => `${state} ${n}`)
  .join(", ");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `${dealers.length} dealers in ${perState.size} states and territories; most in ${largest}`,
);
const where = path.relative(root, values.out);
const shown = where.startsWith("..") || path.isAbsolute(where) ? path.resolve(values.out) : where;
console.log(`wrote ${shown}: ${kb(Buffer.byteLength(csv))}, ${kb(gzipSync(csv).length)} gzip`);
