import fs from "node:fs";
import path from "node:path";

/**
 * How tests start the production entry point: the built server when one exists
 * (BUILD_DIR, then build/), otherwise server/main.ts through tsx, so these
 * tests never depend on build order.
 */
export const repoRoot = path.resolve(import.meta.dirname, "..", "..");

export function serverCommand(): { label: string; args: string[] } {
  for (const dir of [process.env.BUILD_DIR, "build"]) {
    if (!dir) continue;
    const main = path.resolve(repoRoot, dir, "server-main.js");
    if (fs.existsSync(main)) return { label: path.relative(repoRoot, main), args: [main] };
  }
  return {
    label: "server/main.ts (tsx)",
    // Catalogues load compiled, as in a build (scripts/catalogues/hooks.mjs).
    args: ["--import", "tsx", "--import", "./scripts/catalogues/register.mjs", "server/main.ts"],
  };
}
