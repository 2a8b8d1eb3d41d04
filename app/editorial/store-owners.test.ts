import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One store per table (ADR 48): for each table below, exactly one module in
 * app/ names it in selectFrom/insertInto/updateTable/deleteFrom, tests and
 * migrations aside. A second writer or reader (a staff module, a seed that
 * queries for itself) fails here with its path.
 */
const owners: Record<string, string> = {
  blog_posts: "app/editorial/store.server.ts",
  news_items: "app/editorial/store.server.ts",
  faqs: "app/editorial/store.server.ts",
  blog_post_translations: "app/editorial/store.server.ts",
  news_item_translations: "app/editorial/store.server.ts",
  faq_translations: "app/editorial/store.server.ts",
  stored_files: "app/media/stored-files.server.ts",
};

const root = path.resolve(import.meta.dirname, "..", "..");

/** The files that query `table`, as the brief's grep finds them. */
function queriersOf(table: string): string[] {
  let out = "";
  try {
    out = execFileSync(
      "grep",
      [
        "-rlE",
        `(selectFrom|insertInto|updateTable|deleteFrom)\\("${table}"`,
        "app",
        "--exclude=*.test.*",
      ],
      { cwd: root, encoding: "utf8" },
    );
  } catch (error) {
    // grep exits 1 when nothing matches: no owner at all, which the test reports.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return out
    .split("\n")
    .filter((file) => file !== "" && !file.startsWith("app/db/migrations/"))
    .sort();
}

describe("each editorial and media table has one store", () => {
  it.each(Object.entries(owners))("%s is queried only by %s", (table, owner) => {
    expect(queriersOf(table)).toEqual([owner]);
  });
});
