import { beforeEach, describe, expect, it, vi } from "vitest";
import { xmlProblem } from "../../../tests/xml-well-formed";
import type { InvestorDocument } from "./document-types";

/**
 * Issue 41: a filing whose description held an ESC or a vertical tab made
 * /investors/disclosures.atom invalid XML for every feed reader. The feed is
 * made here from documents as the store hands them over (an ERP, or rows
 * saved before staff text was cleaned) and read back by a strict XML parser.
 */
const documents = vi.hoisted(() => ({
  list: [] as Array<InvestorDocument & { category: string }>,
}));
vi.mock("~/investors/documents/documents.server", () => ({
  listRecentDisclosures: async () => documents.list,
}));

const { loader } = await import("../routes/investors.disclosures[.]atom");

const NASTY =
  "Q3\u001b[31m results\u000b\u0000 board\u0007 outcome \u0085\u009f\u007f\uFFFE\uD800 & <b>\"'";

function filing(description: string, category = "Stock Exchange Disclosures") {
  return {
    key: "d1",
    date: "2026-11-20",
    subCategory: "",
    description,
    files: [{ kind: "pdf" as const, href: "/documents/1/outcome.pdf", label: "PDF" }],
    category,
  } as unknown as InvestorDocument & { category: string };
}

describe("the disclosures feed", () => {
  beforeEach(() => {
    documents.list = [];
  });

  it("stays well-formed XML whatever control characters a description holds", async () => {
    documents.list = [
      filing(NASTY),
      filing(`Annual report${"\u0001".repeat(3)}`, `Reports${"\u001f"}`),
    ];
    const response = await loader();
    const feed = await response.text();
    expect(response.status).toBe(200);
    expect(xmlProblem(feed)).toBeNull();
    // Every forbidden character is gone, as text and as a character reference.
    // eslint-disable-next-line no-control-regex
    expect(feed).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE]/);
    expect(feed).not.toMatch(/&#(x0*[0-8bcef]|x0*1[0-9a-f]|0*([0-8]|1[1-2]|1[4-9]|2\d|3[01]));/i);
    // What is text stays, escaped.
    expect(feed).toContain("Q3[31m results board outcome  &amp; &lt;b&gt;&quot;&apos;");
  });

  it("is well-formed with ordinary filings too", async () => {
    documents.list = [filing("Outcome of the board meeting held on 20 November 2026")];
    expect(xmlProblem(await (await loader()).text())).toBeNull();
  });
});
