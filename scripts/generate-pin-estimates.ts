// Writes app/db/migrations/0017_pin_estimates.json, the copy of the PIN
// points migration 0017 judges old dealer rows by (app/dealers/pin-estimates.ts).
// Run once when the migration was written; a shipped migration's data does not
// change, so there is no reason to run it again.
//
//   npx tsx scripts/generate-pin-estimates.ts
import fs from "node:fs";
import path from "node:path";
import pinLocations from "../app/places/pin-locations.json";
import { PIN_CORRECTIONS } from "../app/places/pin-corrections";
import { pinDataSchema } from "../app/places/pin-data";
import { pinEstimates } from "../app/dealers/pin-estimates";

const out = path.join(import.meta.dirname, "../app/db/migrations/0017_pin_estimates.json");
const data = pinEstimates(pinDataSchema.parse(pinLocations), PIN_CORRECTIONS);
fs.writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(
  `${path.relative(process.cwd(), out)}: ${data.estimates.length} points, ` +
    `${data.estimates.reduce((sum, [, , pins]) => sum + pins.length, 0)} PINs, ` +
    `${Object.keys(data.checked).length} checked`,
);
