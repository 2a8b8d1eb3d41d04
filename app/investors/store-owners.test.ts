import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One owner per table (issue 43, section 2): each investor table is read and
 * written by its store alone. Counted as the issue counts it, over app/ without
 * tests and migrations; an alias ("alert_deliveries as d") counts too.
 */
const owners: Record<string, string> = {
  documents: "app/investors/documents/store.server.ts",
  document_translations: "app/investors/documents/store.server.ts",
  calendar_events: "app/investors/calendar/store.server.ts",
  calendar_event_translations: "app/investors/calendar/store.server.ts",
  investor_alerts: "app/investors/alerts/store.server.ts",
  alert_deliveries: "app/investors/alerts/store.server.ts",
  document_search: "app/investors/search/search.server.ts",
};

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return full.endsWith(path.join("app", "db", "migrations")) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

/** Files that query `table` through Kysely's builders, or by name in SQL text. */
function queriersOf(table: string, files: ReadonlyArray<{ file: string; text: string }>) {
  const builder = new RegExp(
    `(selectFrom|insertInto|updateTable|deleteFrom)\\(\\s*"${table}( as \\w+)?"`,
  );
  const sqlText = new RegExp(`\\b(FROM|JOIN|UPDATE|INTO)\\s+${table}\\b`);
  return files
    .filter(({ text }) => builder.test(text) || sqlText.test(text))
    .map(({ file }) => file);
}

describe("investor tables have one owner each", () => {
  const files = sourceFiles(path.join(root, "app")).map((file) => ({
    file: path.relative(root, file).split(path.sep).join("/"),
    text: readFileSync(file, "utf8"),
  }));

  it.each(Object.entries(owners))("%s is queried only by its store", (table, owner) => {
    expect(queriersOf(table, files)).toEqual([owner]);
  });

  it("notices a second querier", () => {
    const planted = [
      ...files,
      { file: "app/staff/planted.server.ts", text: 'db.selectFrom("documents as d")' },
    ];
    expect(queriersOf("documents", planted)).toContain("app/staff/planted.server.ts");
  });
});
