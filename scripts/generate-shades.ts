// `npx tsx scripts/generate-shades.ts`: rebuild app/shades/shades.data.json
// from its inputs (ADR 17). Run it after changing the lattice, the naming,
// a family, suitability or tinting rule, or a product; commit the result.
import fs from "node:fs";
import { gzipSync } from "node:zlib";
import { generateShadeData, serialiseShadeData } from "~/shades/generate/generate";

const target = new URL("../app/shades/shades.data.json", import.meta.url);
const started = performance.now();
const data = generateShadeData();
const text = serialiseShadeData(data);
const seconds = (performance.now() - started) / 1000;
fs.writeFileSync(target, text);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const bytes = Buffer.byteLength(text);
const ours = data.shades.filter((s) => s.code.startsWith("KC-")).length;
console.log(
  `${data.shades.length} shades (${data.shades.length - ours} Kamosilky, ${ours} ours) in ${seconds.toFixed(1)} s; ` +
    `${kib(bytes)} raw, ${kib(gzipSync(text).length)} gzip -> app/shades/shades.data.json`,
);
