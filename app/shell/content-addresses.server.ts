import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { DB } from "~/db/client.server";
import { findOutsideAddresses, whyUnreachable, type OutsideAddress } from "~/lib/outside-addresses";

/**
 * Every outside address (web link or mail address) in the site's content, and
 * where it is, so the real company can see what to replace (issue 26):
 * `npm run content:check` prints them, and the unit tests fail on any that can
 * never work (lib/outside-addresses.ts). Content lives in two places: the
 * content files, read as text so a sentence's address counts as much as a
 * link field's, and the database tables staff edit.
 */
export interface ContentAddress {
  /** "app/content/site.ts:18" or "documents.description #41". */
  where: string;
  /** The group it is listed under: the file, or the table and column. */
  group: string;
  /** Where in the group: "line 18", "#41". */
  place: string;
  address: OutsideAddress;
  /** Why it can never work, when it cannot. */
  problem?: string;
}

/**
 * The content files (paths from the project root, `/` separated), as the
 * README names them. Interface words (messages/*.json) are not content: a
 * form's hint may show the format of an address ("name@example.com").
 */
const CONTENT_FILES: readonly RegExp[] = [
  /^app\/content\/.+\.ts$/,
  /^app\/products\/content\/.+\.ts$/,
  /^app\/shades\/cards\/.+\.ts$/,
  /^app\/investors\/content(\.hi)?\.ts$/,
  /^app\/leads\/forms\/lead-pages(\.hi)?\.ts$/,
];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Lines that are comments: notes to developers, not content. */
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

function walk(root: string, folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? walk(root, relative) : [relative];
  });
}

export function contentFiles(root = process.cwd()): string[] {
  return walk(root, "app")
    .filter((file) => CONTENT_FILES.some((pattern) => pattern.test(file)) && !isTest(file))
    .sort();
}

function found(
  where: string,
  group: string,
  place: string,
  address: OutsideAddress,
): ContentAddress {
  const problem = whyUnreachable(address);
  return { where, group, place, address, ...(problem ? { problem } : {}) };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return groups;
}

/** The addresses written in the content files, by file and line. */
export function addressesInContentFiles(root = process.cwd()): ContentAddress[] {
  return contentFiles(root).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        isComment(line)
          ? []
          : findOutsideAddresses(line).map((address) =>
              found(`${file}:${index + 1}`, file, `line ${index + 1}`, address),
            ),
      ),
  );
}

/**
 * The tables of content staff edit (and sample content fills): documents,
 * blog, news, FAQ and the catalogue, with any translation tables of theirs.
 * Leads, staff accounts and the audit log are people's data, not content.
 */
const CONTENT_TABLE = /^(documents|document_|blog_|news_|faq|catalogue_)/;

/** The addresses in the database's content tables, by table, column and row. */
export async function addressesInDatabase(db: DB): Promise<ContentAddress[]> {
  const tables = (await db.introspection.getTables())
    .filter((table) => CONTENT_TABLE.test(table.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const out: ContentAddress[] = [];
  for (const table of tables) {
    const textColumns = table.columns
      .filter((column) => /char|text|clob/i.test(column.dataType))
      .map((column) => column.name);
    if (textColumns.length === 0) continue;
    const hasId = table.columns.some((column) => column.name === "id");
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(
      table.name,
    )}`.execute(db);
    rows.forEach((row, index) => {
      const key = hasId ? `#${String(row.id)}` : `row ${index + 1}`;
      for (const column of textColumns) {
        const value = row[column];
        if (typeof value !== "string") continue;
        const group = `${table.name}.${column}`;
        for (const address of findOutsideAddresses(value))
          out.push(found(`${group} ${key}`, group, key, address));
      }
    });
  }
  return out;
}

/**
 * The report `npm run content:check` prints: each group, then each address
 * once with where it is (a few places, then how many more), problems marked.
 */
export function formatReport(title: string, addresses: readonly ContentAddress[]): string {
  const lines = [`${title}: ${addresses.length} outside address(es)`];
  const groups = groupBy(addresses, (entry) => entry.group);
  for (const [group, entries] of groups) {
    lines.push("", `  ${group}`);
    const byAddress = groupBy(entries, (entry) => `${entry.address.kind} ${entry.address.value}`);
    for (const same of byAddress.values()) {
      const first = same[0]!;
      const places = same.map((entry) => entry.place);
      const shown = places.slice(0, 4).join(", ");
      const more = places.length > 4 ? ` and ${places.length - 4} more` : "";
      const mark = first.problem ? "✗" : first.address.kind === "email" ? "@" : "→";
      lines.push(`    ${mark} ${first.address.value}  (${shown}${more})`);
      if (first.problem) lines.push(`        leads nowhere: ${first.problem}`);
    }
  }
  return lines.join("\n");
}
