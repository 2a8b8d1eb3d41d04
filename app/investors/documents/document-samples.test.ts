import { describe, expect, it } from "vitest";
import { renderSamplePdf } from "~/investors/documents/document-samples.server";
import { checkGeneratedPdf } from "../../../tests/poppler";

const source = {
  category: "Financial Results",
  subCategory: "Quarterly",
  date: "2026-11-12",
  description: "Unaudited financial results for the quarter ended 30 September 2026",
};

describe("sample investor PDFs", () => {
  it("are tagged, embed their fonts and say SAMPLE DOCUMENT in the text", async () => {
    for (const variant of ["pdf", "largeFile"] as const) {
      const report = await checkGeneratedPdf(await renderSamplePdf(source, variant), {
        title: "SAMPLE DOCUMENT - Financial Results",
        lang: "en",
      });
      expect(report.text).toContain("SAMPLE DOCUMENT");
      expect(report.info.Pages).toBe(variant === "pdf" ? "1" : "16");
    }
  }, 60_000);

  it("are the same bytes every time, so the seeder's recorded size holds", async () => {
    const first = await renderSamplePdf(source, "pdf");
    const second = await renderSamplePdf(source, "pdf");
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
