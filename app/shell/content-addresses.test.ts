import { describe, expect, it } from "vitest";
import { leadingNowhere, stalePendingEntries } from "../../tests/pending-sample-addresses";
import {
  addressesInContentFiles,
  contentFiles,
  formatReport,
  type ContentAddress,
} from "./content-addresses.server";

/**
 * Issue 26, "Sample addresses": no content file may hold a link or a mail
 * address that can never work (.example, example.com, a made-up video id).
 * The sample database is checked in content-addresses.slow.db.test.ts.
 */
describe("outside addresses in the content files", () => {
  const found = addressesInContentFiles();

  it("reads every content file, English and Hindi", () => {
    const files = contentFiles();
    for (const file of [
      "app/content/site.ts",
      "app/content/company.ts",
      "app/content/hi/legal.ts",
      "app/investors/content.ts",
      "app/investors/content.hi.ts",
      "app/products/content/exterior.ts",
      "app/shades/cards/cards.ts",
      "app/leads/forms/lead-pages.ts",
    ])
      expect(files).toContain(file);
    expect(files.some((file) => file.includes(".test.") || file.endsWith(".json"))).toBe(false);
  });

  it("finds the links and mail addresses, with where they are", () => {
    expect(found).toContainEqual(
      expect.objectContaining({
        group: "app/content/facts.ts",
        address: { kind: "email", value: "privacy@kamopaints.in" },
      }),
    );
    const social = found.filter((entry) => entry.group === "app/content/site.ts");
    expect(social).toHaveLength(5);
    expect(social[0]?.where).toMatch(/^app\/content\/site\.ts:\d+$/);
  });

  it("holds no address that leads nowhere", () => {
    expect(leadingNowhere(found)).toEqual([]);
    const values = found.map((entry) => entry.address.value);
    expect(stalePendingEntries("content files", values)).toEqual([]);
  });
});

describe("the content check's report", () => {
  it("lists each address once per group, with its places and why it leads nowhere", () => {
    const entry = (place: string, value: string, problem?: string): ContentAddress => ({
      where: `documents.description ${place}`,
      group: "documents.description",
      place,
      address: { kind: "url", value },
      ...(problem ? { problem } : {}),
    });
    const report = formatReport("Database", [
      ...["#1", "#2", "#3", "#4", "#5", "#6"].map((place) =>
        entry(place, "https://www.bseindia.com/"),
      ),
      entry("#9", "https://media.kamopaints.example/a.mp3", ".example is reserved"),
    ]);
    expect(report).toBe(
      [
        "Database: 7 outside address(es)",
        "",
        "  documents.description",
        "    → https://www.bseindia.com/  (#1, #2, #3, #4 and 2 more)",
        "    ✗ https://media.kamopaints.example/a.mp3  (#9)",
        "        leads nowhere: .example is reserved",
      ].join("\n"),
    );
  });
});
