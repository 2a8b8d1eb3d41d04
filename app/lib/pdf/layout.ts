import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { site } from "~/content/site";

/**
 * Shared page furniture for every PDF the site generates: A4 pages, brand
 * colours, a header band, a footer with page numbers, and text wrapping.
 * The standard PDF fonts are used so nothing has to be embedded; they only
 * cover the WinAnsi character set, so text is passed through `pdfSafe` first.
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 42;

export const brand = {
  indigo: hexToRgb("#1f3a5f"),
  indigoDark: hexToRgb("#13263f"),
  terracotta: hexToRgb("#a23e28"),
  saffron: hexToRgb("#f2a541"),
  cream: hexToRgb("#fbf8f3"),
  sand: hexToRgb("#f3ece1"),
  line: hexToRgb("#ddd5c8"),
  ink: hexToRgb("#1d2330"),
  muted: hexToRgb("#3e4656"),
  white: rgb(1, 1, 1),
};

export function hexToRgb(hex: string): RGB {
  const n = parseInt(hex.replace("#", ""), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** Replaces characters the standard fonts cannot encode (₹, ≤, smart symbols). */
export function pdfSafe(text: string): string {
  return text
    .replace(/₹/g, "Rs ")
    .replace(/[≤]/g, "<=")
    .replace(/[≥]/g, ">=")
    .replace(/[\u2010\u2011\u2212]/g, "-")
    .replace(
      /[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g,
      "",
    );
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A document with its metadata set. The dates are fixed so the same content
 * always produces the same bytes (cacheable, and easy to compare in tests).
 */
export async function createDocument(meta: {
  title: string;
  subject: string;
  keywords: string[];
}): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(meta.title), { showInWindowTitleBar: true });
  doc.setSubject(pdfSafe(meta.subject));
  doc.setKeywords(meta.keywords.map(pdfSafe));
  doc.setAuthor(site.legalName);
  doc.setCreator(`${site.brandName} website`);
  doc.setProducer(`${site.brandName} website (pdf-lib)`);
  doc.setLanguage("en-IN");
  const fixed = new Date("2026-01-01T00:00:00Z");
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, fonts: { regular, bold } };
}

/** Splits text into lines that fit `width` at `size`. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of pdfSafe(text).split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws wrapped text from the top (`y` is the first baseline); returns the next free y. */
export function drawParagraph(
  page: PDFPage,
  text: string,
  opts: {
    x: number;
    y: number;
    width: number;
    font: PDFFont;
    size: number;
    color?: RGB;
    leading?: number;
  },
): number {
  const leading = opts.leading ?? opts.size * 1.4;
  let y = opts.y;
  for (const line of wrap(text, opts.font, opts.size, opts.width)) {
    page.drawText(line, {
      x: opts.x,
      y,
      size: opts.size,
      font: opts.font,
      color: opts.color ?? brand.ink,
    });
    y -= leading;
  }
  return y;
}

/** The coloured band at the top of every page: brand name left, document kind right. */
export function drawHeaderBand(
  page: PDFPage,
  fonts: Fonts,
  kind: string,
  accent: RGB = brand.indigo,
): number {
  const bandHeight = 54;
  page.drawRectangle({
    x: 0,
    y: A4.height - bandHeight,
    width: A4.width,
    height: bandHeight,
    color: accent,
  });
  page.drawRectangle({
    x: 0,
    y: A4.height - bandHeight - 4,
    width: A4.width,
    height: 4,
    color: brand.saffron,
  });
  page.drawText(site.brandName.toUpperCase(), {
    x: MARGIN,
    y: A4.height - 34,
    size: 16,
    font: fonts.bold,
    color: brand.white,
  });
  const label = pdfSafe(kind);
  page.drawText(label, {
    x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(label, 10),
    y: A4.height - 32,
    size: 10,
    font: fonts.regular,
    color: brand.white,
  });
  return A4.height - bandHeight - 34;
}

/** Footer on every page: company, toll-free number, page x of y. */
export function drawFooters(pages: PDFPage[], fonts: Fonts, note: string): void {
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: MARGIN, y: 40 },
      end: { x: A4.width - MARGIN, y: 40 },
      thickness: 0.6,
      color: brand.line,
    });
    const left = pdfSafe(`${site.legalName} · Toll-free ${site.tollFree} · ${note}`);
    page.drawText(left, { x: MARGIN, y: 26, size: 8, font: fonts.regular, color: brand.muted });
    const right = `Page ${index + 1} of ${pages.length}`;
    page.drawText(right, {
      x: A4.width - MARGIN - fonts.regular.widthOfTextAtSize(right, 8),
      y: 26,
      size: 8,
      font: fonts.regular,
      color: brand.muted,
    });
  });
}

export async function finish(doc: PDFDocument): Promise<Uint8Array> {
  // No object streams: simpler files that every viewer (and older printers) read.
  return doc.save({ useObjectStreams: false });
}
