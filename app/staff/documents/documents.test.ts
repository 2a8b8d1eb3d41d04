import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, test } from "vitest";
import { hostilePdfs, objectInsideStreamDataPdf } from "../../../tests/factories/hostile-pdfs";
import { MAX_PDF_BYTES, todayInIndia } from "./document-form";
import { validateDocumentForm, validateDocumentTranslationForm } from "./document-form.server";
import { checkPdfUpload } from "./pdf-upload.server";
import { daysBetween } from "./regulation-46.server";

async function samplePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595, 842]);
  page.drawText("Outcome of the board meeting", {
    x: 50,
    y: 780,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return pdf.save();
}

const file = (bytes: Uint8Array | string, name: string, type = "application/pdf") =>
  new File([bytes as BlobPart], name, { type });

// Each check of a PDF's content starts a worker thread, which takes seconds on a busy machine.
describe("checkPdfUpload", { timeout: 120_000 }, () => {
  test("a real PDF passes, with its page count and a tidy name", async () => {
    const result = await checkPdfUpload(file(await samplePdf(), "C:\\fakepath\\Outcome Q2.pdf"));
    expect(result).toMatchObject({
      ok: true,
      pdf: { pageCount: 1, originalName: "Outcome Q2.pdf" },
    });
  });

  test("a text file renamed .pdf is refused by its content, whatever the browser says", async () => {
    const result = await checkPdfUpload(file("Board meeting minutes", "minutes.pdf"));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/not a PDF/) });
  });

  test("a file that starts like a PDF but cannot be parsed is refused", async () => {
    const pdf = await samplePdf();
    const truncated = pdf.slice(0, 40);
    const result = await checkPdfUpload(file(truncated, "results.pdf"));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/damaged or incomplete/) });
  });

  test("a file over 20 MB is refused before it is read", async () => {
    const result = await checkPdfUpload(file(new Uint8Array(MAX_PDF_BYTES + 1), "big.pdf"));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/limit is 20 MB/) });
  });

  test("a PDF carrying scripts or files is refused with a message naming them", async () => {
    const scriptOnOpening = hostilePdfs.find((p) => p.name === "javascript-open-action")!;
    expect(await checkPdfUpload(file(await scriptOnOpening.build(), "agm-notice.pdf"))).toEqual({
      ok: false,
      error: expect.stringMatching(
        /^That PDF contains JavaScript and an action that runs by itself when the document is opened\. .*Export or print the document to PDF again/,
      ),
    });
    const attachment = hostilePdfs.find((p) => p.name === "embedded-file")!;
    expect(await checkPdfUpload(file(await attachment.build(), "results.pdf"))).toEqual({
      ok: false,
      error: expect.stringMatching(/^That PDF contains an attached or embedded file\./),
    });
  });

  test("a PDF whose parts are hidden from the check is refused as unchecked", async () => {
    const result = await checkPdfUpload(file(await objectInsideStreamDataPdf(), "odd.pdf"));
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/built in an unusual way .* not uploaded/),
    });
  });

  test("no file chosen is 'empty'; a chosen empty file is an error", async () => {
    expect(await checkPdfUpload(null)).toEqual({ ok: "empty" });
    expect(await checkPdfUpload(file(new Uint8Array(), ""))).toEqual({ ok: "empty" });
    expect(await checkPdfUpload(file(new Uint8Array(), "blank.pdf"))).toMatchObject({ ok: false });
  });
});

describe("validateDocumentForm", () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(values)) data.set(k, v);
    return data;
  };
  const valid = {
    category: "Financial Results",
    subCategory: "",
    date: "2025-11-12",
    description: "Unaudited financial results for the quarter ended 30 September 2025",
    videoUrl: "https://www.youtube.com/watch?v=kamo-q2",
  };

  test("accepts a complete form and trims values", () => {
    const result = validateDocumentForm(form({ ...valid, description: `  ${valid.description} ` }));
    expect(result).toMatchObject({ ok: true, values: { description: valid.description } });
  });

  test("a grouped page needs a sub-category", () => {
    const result = validateDocumentForm(form({ ...valid, category: "General Meeting" }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.subCategory).toMatch(/groups its documents/);
  });

  test("unknown categories, impossible or future dates and non-https links get per-field errors", () => {
    const result = validateDocumentForm(
      form({
        category: "Secret Page",
        date: "2025-02-30",
        description: "short",
        imageUrl: "javascript:alert(1)",
        audioUrl: "http://example.com/a.mp3",
      }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "audioUrl",
      "category",
      "date",
      "description",
      "imageUrl",
    ]);
    // The typed values are kept for the form.
    expect(result.values.imageUrl).toBe("javascript:alert(1)");
    const future = validateDocumentForm(form({ ...valid, date: "2999-01-01" }));
    expect(future.ok === false && future.errors.date).toMatch(/future/);
  });
});

test("dates are counted in India's calendar", () => {
  // 20:00 UTC on 31 March is already 1 April in India.
  expect(todayInIndia(new Date("2026-03-31T20:00:00Z"))).toBe("2026-04-01");
  expect(daysBetween("2026-01-01", "2026-03-01")).toBe(59);
});

describe("validateDocumentTranslationForm", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  test("an empty description is allowed (the English shows), a short one is not", () => {
    expect(validateDocumentTranslationForm(form({ description: "  " }))).toEqual({
      ok: true,
      values: { description: "", removePdf: "" },
    });
    const short = validateDocumentTranslationForm(form({ description: "रिपोर्ट", removePdf: "on" }));
    expect(short).toMatchObject({
      ok: false,
      values: { description: "रिपोर्ट", removePdf: "on" },
      errors: { description: expect.stringMatching(/at least 10 characters/) },
    });
  });
});
