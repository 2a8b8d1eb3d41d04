import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { englishRuleMessages } from "~/lib/forms/fields";
import checks from "./forms/checks/messages/en.json";
import words from "./messages/en.json";

/**
 * The server's own bundle (build/server-main.js: the HTTP server and the CRM
 * delivery worker) carries the lead forms, and so their message catalogues.
 * In production Lingui has no compiler, so a catalogue bundled raw would put
 * "Company {n}" into the CRM's remarks; scripts/build.mjs compiles them as
 * the Vite build does. This reads the production build, so `npm test` runs it
 * after the build step with BUILD_DIR set; without one it is skipped.
 */
const repoRoot = path.resolve(import.meta.dirname, "../..");
const buildDir = process.env.BUILD_DIR ? path.resolve(repoRoot, process.env.BUILD_DIR) : "";
const serverMain = path.join(buildDir, "server-main.js");
const built = buildDir !== "" && fs.existsSync(serverMain);

describe.skipIf(!built)("the server bundle's lead catalogues", () => {
  it("are compiled: no message with a placeholder is left as its ICU source", () => {
    const chunks = path.join(buildDir, "server-main-chunks");
    const source = [
      serverMain,
      ...(fs.existsSync(chunks)
        ? fs.readdirSync(chunks).map((name) => path.join(chunks, name))
        : []),
    ]
      .filter((file) => file.endsWith(".js"))
      .map((file) => fs.readFileSync(file, "utf8"))
      .join("\n");
    const withPlaceholders = Object.entries({ ...words, ...checks }).filter(([, message]) =>
      message.includes("{"),
    );
    expect(withPlaceholders.length).toBeGreaterThan(10);
    for (const [key] of withPlaceholders) expect(source, key).toContain(JSON.stringify(key));
    // The field rules' own English (lib/forms/fields.ts, for checks with no
    // visitor, such as the dealer CSV import) is plain text with its own
    // formatter, not a catalogue: the same sentences are in the bundle raw by design.
    const plainEnglish = new Set<string>(Object.values(englishRuleMessages));
    const raw = withPlaceholders.filter(
      ([, message]) => !plainEnglish.has(message) && source.includes(JSON.stringify(message)),
    );
    expect(raw.map(([key]) => key)).toEqual([]);
  });
});
