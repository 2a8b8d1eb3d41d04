import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The modules a file imports at run time (type-only imports are erased by the build). */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]!);
}

const appDir = path.resolve(import.meta.dirname, "../..");

/**
 * Packages the shell chunk already gives every page (vite.config.ts): the
 * definitions read their words through Lingui's runtime, which costs a page
 * with a form nothing more.
 */
const loadedByEveryPage = new Set(["@lingui/core"]);

describe("lead form definitions", () => {
  it("import no zod, so a page with a form does not load it up front (ADR 24)", () => {
    const seen = new Set<string>();
    const queue = [path.resolve(import.meta.dirname, "definitions.ts")];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        expect(specifier, `${path.basename(file)} imports ${specifier}`).not.toBe("zod");
        // A message catalogue is data: it imports nothing.
        if (specifier.endsWith(".json")) continue;
        if (loadedByEveryPage.has(specifier)) continue;
        if (specifier.startsWith("./") || specifier.startsWith("../"))
          queue.push(path.resolve(path.dirname(file), `${specifier}.ts`));
        else if (specifier.startsWith("~/"))
          queue.push(path.join(appDir, `${specifier.slice(2)}.ts`));
        else expect.fail(`${path.basename(file)} imports the package ${specifier}`);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});
