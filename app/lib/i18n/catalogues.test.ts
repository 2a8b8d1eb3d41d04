import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "./locales";

/**
 * Every message catalogue folder (app/**\/messages/) has one file per site
 * language, and every language has exactly the keys of every other (GIGW 3.0:
 * language versions are updated together). A key added to en.json and not to
 * hi.json fails here, naming both.
 */

const appDir = path.resolve(import.meta.dirname, "../..");

function catalogueFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === "messages" ? [full] : catalogueFolders(full);
  });
}

function keyMismatches(catalogues: Record<string, Record<string, unknown>>): string[] {
  const all = new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue)));
  return Object.entries(catalogues).flatMap(([code, catalogue]) =>
    [...all].filter((key) => !(key in catalogue)).map((key) => `${code}.json lacks "${key}"`),
  );
}

const folders = catalogueFolders(appDir);

describe("message catalogues", () => {
  it("are found (shell, ui, company at least)", () => {
    const names = folders.map((folder) => path.relative(appDir, folder));
    expect(names).toEqual(
      expect.arrayContaining(["shell/messages", "ui/messages", "company/messages"]),
    );
  });

  it.each(folders.map((folder) => [path.relative(appDir, folder), folder]))(
    "%s has the same keys in every language",
    (_name, folder) => {
      const files = readdirSync(folder).filter((file) => file.endsWith(".json"));
      expect(files.sort()).toEqual(locales.map((locale) => `${locale.code}.json`).sort());
      const catalogues = Object.fromEntries(
        locales.map((locale) => [
          locale.code,
          JSON.parse(readFileSync(path.join(folder, `${locale.code}.json`), "utf8")) as Record<
            string,
            unknown
          >,
        ]),
      );
      expect(keyMismatches(catalogues)).toEqual([]);
      for (const catalogue of Object.values(catalogues))
        for (const [key, message] of Object.entries(catalogue))
          expect(typeof message === "string" && message.trim() !== "", key).toBe(true);
    },
  );

  it("the key check names a key one language lacks", () => {
    expect(keyMismatches({ en: { a: "A", b: "B" }, hi: { a: "ए" } })).toEqual([
      `hi.json lacks "b"`,
    ]);
  });
});
