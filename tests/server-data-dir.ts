import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A new data folder for a production server a test starts. `npm test` seeds
 * one sample database before the browser tests (E2E_SEEDED_DATA_DIR), and each
 * server starts on a copy of it: migrating and seeding on start took each
 * server 3-4 s of CPU, with seven such servers in a run. Without that folder
 * (a single spec run by hand) the folder is empty and the server seeds it.
 */
export function newServerDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  copySeededDatabase(dataDir);
  return dataDir;
}

/** Copies the seeded sample database into an empty `dataDir`, if `npm test` made one. */
export function copySeededDatabase(dataDir: string): void {
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded && fs.readdirSync(dataDir).length === 0)
    fs.cpSync(seeded, dataDir, { recursive: true });
}
