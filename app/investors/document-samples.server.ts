import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { company } from "~/content/company";
import { site } from "~/content/site";

/**
 * Sample files for the seeded investor documents: a PDF (and a longer "large
 * file" PDF), a newspaper-advertisement image and a short silent MPEG audio
 * clip, each built from the record alone. The output is byte-for-byte the same
 * every time (no dates, no random ids), so several app servers can generate
 * them on demand without a shared disk and the seeder can record their sizes.
 * Every file says "SAMPLE DOCUMENT": the company is fictional.
 */
export interface SampleSource {
  category: string;
  subCategory: string;
  date: string;
  description: string;
}

export type SampleKind = "pdf" | "largeFile" | "image" | "audio";

const INDIGO = rgb(0x1f / 255, 0x3a / 255, 0x5f / 255);
const TERRACOTTA = rgb(0xc8 / 255, 0x55 / 255, 0x3d / 255);
const INK = rgb(0x1d / 255, 0x23 / 255, 0x30 / 255);

/** Splits text into lines that fit `width` points in `font` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** pdf-lib's standard fonts only cover WinAnsi; replace what they cannot draw. */
function winAnsi(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/₹/g, "Rs. ")
    .replace(/[^\x20-\x7e\n]/g, "");
}

function drawPage(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  source: SampleSource,
  pageNumber: number,
  pageCount: number,
): void {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 90, width, height: 90, color: INDIGO });
  page.drawText(winAnsi(site.legalName), {
    x: 50,
    y: height - 52,
    size: 20,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  page.drawText(winAnsi(`Registered office: ${company.offices[0]?.addressLines.join(", ")}`), {
    x: 50,
    y: height - 74,
    size: 9,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
  page.drawRectangle({
    x: 50,
    y: height - 150,
    width: width - 100,
    height: 40,
    borderColor: TERRACOTTA,
    borderWidth: 2,
  });
  page.drawText("SAMPLE DOCUMENT", {
    x: 62,
    y: height - 137,
    size: 18,
    font: fonts.bold,
    color: TERRACOTTA,
  });
  page.drawText("Fictional company - for demonstration only", {
    x: 260,
    y: height - 135,
    size: 10,
    font: fonts.regular,
    color: TERRACOTTA,
  });
  let y = height - 190;
  const write = (text: string, size: number, bold = false) => {
    for (const line of wrap(winAnsi(text), bold ? fonts.bold : fonts.regular, size, width - 100)) {
      page.drawText(line, { x: 50, y, size, font: bold ? fonts.bold : fonts.regular, color: INK });
      y -= size * 1.45;
    }
    y -= size * 0.6;
  };
  write(source.category, 16, true);
  if (source.subCategory) write(source.subCategory, 12, true);
  write(`Date: ${source.date}`, 11);
  write(source.description, 11);
  if (pageNumber > 1)
    write(
      `Page ${pageNumber} of the full-length version. In the real filing this page would carry the detailed statements, notes and annexures.`,
      11,
    );
  write(
    "This file stands in for a statutory filing on the demonstration website of Kamo Paints, a fictional listed paint company. It carries no financial information about any real company.",
    10,
  );
  page.drawText(`Page ${pageNumber} of ${pageCount}`, {
    x: width - 120,
    y: 30,
    size: 9,
    font: fonts.regular,
    color: INK,
  });
}

export async function renderSamplePdf(
  source: SampleSource,
  variant: "pdf" | "largeFile",
): Promise<Uint8Array> {
  // updateMetadata: false keeps dates out of the file, so the bytes are stable.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(winAnsi(`SAMPLE DOCUMENT - ${source.category} - ${source.date}`));
  pdf.setAuthor(site.legalName);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const pageCount = variant === "largeFile" ? 16 : 1;
  for (let n = 1; n <= pageCount; n++)
    drawPage(pdf.addPage([595.28, 841.89]), fonts, source, n, pageCount);
  // objectsPerTick: pdf-lib otherwise yields to the event loop every 50 objects, which
  // makes a small file take tens of milliseconds.
  return pdf.save({ objectsPerTick: Infinity });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A newspaper-advertisement style image (SVG), e.g. for notices published in the press. */
export function renderSampleImage(source: SampleSource): Uint8Array {
  const lines = wrapPlain(source.description, 52).slice(0, 8);
  const body = lines
    .map((line, i) => `<text x="40" y="${230 + i * 26}" font-size="18">${escapeXml(line)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480" font-family="Georgia, serif" fill="#1d2330"><rect width="640" height="480" fill="#fbf8f3"/><rect x="12" y="12" width="616" height="456" fill="none" stroke="#1f3a5f" stroke-width="4"/><text x="40" y="70" font-size="28" font-weight="bold" fill="#1f3a5f">${escapeXml(site.legalName)}</text><text x="40" y="110" font-size="22" font-weight="bold" fill="#c8553d">SAMPLE DOCUMENT</text><text x="40" y="150" font-size="18" font-weight="bold">${escapeXml(source.category)}</text><text x="40" y="180" font-size="16">${escapeXml(source.date)}</text>${body}</svg>`;
  return new TextEncoder().encode(svg);
}

function wrapPlain(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if ((line + " " + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A few seconds of silent MPEG-1 Layer III audio: frames of 128 kbit/s at
 * 44.1 kHz whose side information is all zero decode as silence, so players
 * accept the file without us shipping a recording.
 */
export function renderSampleAudio(seconds = 4): Uint8Array {
  const frameLength = 417; // floor(144 * 128000 / 44100)
  const frames = Math.ceil((seconds * 44_100) / 1152);
  const bytes = new Uint8Array(frameLength * frames);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x90, 0x64], i * frameLength);
  return bytes;
}

export async function renderSample(source: SampleSource, kind: SampleKind): Promise<Uint8Array> {
  switch (kind) {
    case "pdf":
    case "largeFile":
      return renderSamplePdf(source, kind);
    case "image":
      return renderSampleImage(source);
    case "audio":
      return renderSampleAudio();
  }
}

export const sampleContentType: Record<SampleKind, string> = {
  pdf: "application/pdf",
  largeFile: "application/pdf",
  image: "image/svg+xml",
  audio: "audio/mpeg",
};

/** The file name a sample is served under, from the record's stem. */
export function sampleFileName(stem: string, kind: SampleKind): string {
  switch (kind) {
    case "pdf":
      return `${stem}.pdf`;
    case "largeFile":
      return `${stem}-full-version.pdf`;
    case "image":
      return `${stem}-advertisement.svg`;
    case "audio":
      return `${stem}-recording.mp3`;
  }
}
