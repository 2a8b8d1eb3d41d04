import fs from "node:fs";

/**
 * Writes a generated file only when its text changes, and then whole at once
 * (a temporary file renamed over it): `npm test` runs the typecheck and the
 * build side by side, and one may read a manifest while the other rewrites it.
 */
export function writeGeneratedFile(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === text) return;
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}
