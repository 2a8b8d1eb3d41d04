import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One owner per table (issue 43): each table the leads keep, and app_meta,
 * is read and written by exactly one module, its store. A second module that
 * queries the table is a second truth about it. Migrations are exempt, and
 * tests may read tables to check results.
 *
 * Stricter than the grep: `selectFrom("leads as l")` counts too.
 */
const owners: Record<string, string> = {
  leads: "app/leads/delivery/store.server.ts",
  lead_deliveries: "app/leads/delivery/store.server.ts",
  visit_areas: "app/leads/booking/store.server.ts",
  visit_bookings: "app/leads/booking/store.server.ts",
  visit_changes: "app/leads/booking/visit-outbox.server.ts",
  visit_messages: "app/leads/booking/visitor-outbox.server.ts",
  app_meta: "app/db/meta.server.ts",
};

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return file === "app/db/migrations" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [file] : [];
  });
}

/** The files that query `table` with one of Kysely's four statements. */
function queriersOf(table: string, files: Map<string, string>): string[] {
  const statement = new RegExp(
    `(selectFrom|insertInto|updateTable|deleteFrom)\\(\\s*"${table}( as \\w+)?"`,
  );
  return [...files].filter(([, source]) => statement.test(source)).map(([file]) => file);
}

describe("the leads' tables", () => {
  const files = new Map(
    sourceFiles("app").map((f) => [f, fs.readFileSync(path.join(root, f), "utf8")]),
  );

  it.each(Object.entries(owners))("%s has one owner, %s", (table, owner) => {
    expect(queriersOf(table, files)).toEqual([owner]);
  });

  it("counts a second module, aliased or not", () => {
    const planted = new Map(files);
    planted.set("app/staff/leads/planted.server.ts", 'db.selectFrom("leads as l").selectAll()');
    expect(queriersOf("leads", planted)).toEqual([
      "app/leads/delivery/store.server.ts",
      "app/staff/leads/planted.server.ts",
    ]);
  });
});
