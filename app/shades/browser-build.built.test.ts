import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Colour maths (culori) runs on the server: the loaders hand pages each
 * swatch's LRV and text colour ready-made (ADR 17). One import of a module
 * that sets up culori, for a constant, put 4 KB gzip on every shade page,
 * which has a 100 KB budget. This reads the production build, so `npm test`
 * runs it after the build step with BUILD_DIR set, and the unit step skips it.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");
const buildDir = process.env.BUILD_DIR ? path.resolve(repoRoot, process.env.BUILD_DIR) : "";
const assets = path.join(buildDir, "client", "assets");
const built = buildDir !== "" && fs.existsSync(assets);

describe.skipIf(!built)("the colour maths in the build", () => {
  it("stays on the server: no browser script carries culori", () => {
    const scripts = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(20);
    // culori's colour parser names the CSS colours; minifying keeps the names.
    const withCulori = scripts.filter((name) =>
      fs.readFileSync(path.join(assets, name), "utf8").includes("aliceblue:"),
    );
    expect(withCulori).toEqual([]);
  });
});
