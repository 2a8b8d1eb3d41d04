import { describe, expect, it } from "vitest";
import {
  cyclicGraphPdf,
  cyclicNavigationPdf,
  cyclicPageTreePdf,
  deeplyNestedPdf,
  disguisedObjectStreamPdf,
  escapedNamesPdf,
  hostilePdfs,
  manyObjectsPdf,
  objectInsideStreamDataPdf,
  ordinaryPdf,
} from "../../../tests/factories/hostile-pdfs";
import { renderSamplePdf } from "~/investors/documents/document-samples.server";
import { products } from "~/products/content";
import { buildProductBrochure } from "~/products/product-documents";
import {
  countObjectHeaders,
  defaultPdfCheckLimits,
  hiddenNames,
  inspectPdf,
} from "./active-content";
import { inspectPdfIsolated } from "./active-content.server";

describe("inspectPdf accepts ordinary documents", () => {
  it("text with links to a web page and within itself, opening at page 1", async () => {
    for (const objectStreams of [true, false])
      expect(await inspectPdf(await ordinaryPdf({ objectStreams }))).toEqual({
        verdict: "clean",
        pageCount: 1,
      });
  });

  it("the sample investor documents the seed serves, and a product brochure", async () => {
    const source = {
      category: "Financial Results",
      subCategory: "",
      date: "2026-11-12",
      description: "Unaudited financial results for the quarter ended 30 September 2026",
    };
    expect(await inspectPdf(await renderSamplePdf(source, "pdf"))).toMatchObject({
      verdict: "clean",
    });
    expect(await inspectPdf(await renderSamplePdf(source, "largeFile"))).toEqual({
      verdict: "clean",
      pageCount: 16,
    });
    expect(await inspectPdf(await buildProductBrochure(products[0]!))).toMatchObject({
      verdict: "clean",
    });
  });

  it("a cycle of GoTo actions on opening, without hanging", async () => {
    expect(await inspectPdf(await cyclicNavigationPdf())).toEqual({
      verdict: "clean",
      pageCount: 1,
    });
  });
});

describe("inspectPdf refuses what a reader's computer could run or open", () => {
  for (const hostile of hostilePdfs)
    for (const objectStreams of [true, false])
      it(`${hostile.description}${objectStreams ? ", packed in object streams" : ""}`, async () => {
        expect(await inspectPdf(await hostile.build({ objectStreams }))).toEqual({
          verdict: "active",
          features: hostile.features,
        });
      });

  it("names written with lower-case #xx escapes (/#4a#53 is /JS)", async () => {
    expect(await inspectPdf(await escapedNamesPdf())).toEqual({
      verdict: "active",
      features: ["javascript", "open-action"],
    });
  });

  it("a script in an object stream whose /Type is disguised, compressed", async () => {
    const bytes = await disguisedObjectStreamPdf();
    expect(Buffer.from(bytes).includes("JavaScript")).toBe(false); // no byte search would see it
    expect(await inspectPdf(bytes)).toEqual({
      verdict: "active",
      features: ["javascript", "open-action"],
    });
  });

  it("a cyclic graph: the script at the end of a looping chain, a name tree inside itself", async () => {
    expect(await inspectPdf(await cyclicGraphPdf())).toEqual({
      verdict: "active",
      features: ["javascript", "open-action"],
    });
  });
});

describe("inspectPdf refuses, as impossible to check, what it cannot see whole", () => {
  it("an object hidden in another stream's data, where pdf-lib does not look", async () => {
    expect(await inspectPdf(await objectInsideStreamDataPdf())).toEqual({
      verdict: "unchecked",
      reason: "hidden-objects",
    });
  });

  it("more objects than the limit, before parsing them", async () => {
    const limits = { ...defaultPdfCheckLimits, maxObjects: 1_000 };
    expect(await inspectPdf(await manyObjectsPdf(1_500), limits)).toEqual({
      verdict: "unchecked",
      reason: "too-many-objects",
    });
    // Under the limit, the same kind of file is fine.
    expect(await inspectPdf(await manyObjectsPdf(500), limits)).toMatchObject({
      verdict: "clean",
    });
  });

  it("arrays nested deeper than the limit", async () => {
    expect(await inspectPdf(await deeplyNestedPdf(200))).toEqual({
      verdict: "unchecked",
      reason: "too-deep",
    });
  });

  it("a page tree that contains itself is damaged, not a hang", async () => {
    expect(await inspectPdf(await cyclicPageTreePdf())).toEqual({
      verdict: "unreadable",
      reason: "damaged",
    });
  });
});

describe("countObjectHeaders", () => {
  it("counts the objects in the raw bytes, up to where it may stop", () => {
    const text = "1 0 obj << >> endobj\n2 0 obj\n[ ] endobj 3\r\n0 obj null endobj";
    expect(countObjectHeaders(text, 100)).toBe(3);
    expect(countObjectHeaders(text, 2)).toBe(2);
  });

  it("reads a megabyte of digits, or of digits and spaces, without backtracking for ever", () => {
    expect(countObjectHeaders("7".repeat(1_000_000), 100)).toBe(0);
    expect(countObjectHeaders(`1${" ".repeat(1_000_000)}2`.repeat(2), 100)).toBe(0);
  });
});

describe("hiddenNames", () => {
  it("finds tell-tale names however they are escaped, unless the parsed tree has them", () => {
    const text = "1 0 obj << /Type /Action /S /J#61v#61Script >> 2 0 obj << /#4caunch >>";
    expect(hiddenNames(text, new Set())).toEqual(["JavaScript", "Launch"]);
    expect(hiddenNames(text, new Set(["JavaScript", "Launch"]))).toEqual([]);
    expect(hiddenNames("<< /Type /Page /Contents 4 0 R >>", new Set())).toEqual([]);
  });
});

// Each check starts a worker thread, which takes seconds on a busy machine.
describe("inspectPdfIsolated", { timeout: 120_000 }, () => {
  it("gives the worker's verdict", async () => {
    const hostile = hostilePdfs.find((p) => p.name === "javascript-open-action")!;
    expect(await inspectPdfIsolated(await hostile.build())).toEqual({
      verdict: "active",
      features: hostile.features,
    });
    expect(await inspectPdfIsolated(await ordinaryPdf())).toEqual({
      verdict: "clean",
      pageCount: 1,
    });
  });

  it("ends a check that takes too long and refuses the file as unchecked", async () => {
    // Tens of thousands of objects cannot be parsed within a millisecond.
    expect(await inspectPdfIsolated(await manyObjectsPdf(50_000), { deadlineMs: 1 })).toEqual({
      verdict: "unchecked",
      reason: "too-slow",
    });
  });
});
