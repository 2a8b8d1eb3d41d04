import { company } from "~/content/company";
import { site } from "~/content/site";
import { A4, createDocument, wrap, type PdfWriter } from "~/ui/pdf-layout";

/**
 * Sample files for the seeded investor documents: a PDF (and a longer "large
 * file" PDF), a newspaper-advertisement image and a short silent MPEG audio
 * clip, each built from the record alone. The output is byte-for-byte the same
 * every time (fixed dates, no random ids), so several app servers can generate
 * them on demand without a shared disk and the seeder can record their sizes.
 * Every file says "SAMPLE DOCUMENT": the company is fictional. The PDFs are
 * tagged and embed their fonts like every generated PDF (ui/pdf-layout.ts).
 */
export interface SampleSource {
  category: string;
  subCategory: string;
  date: string;
  description: string;
}

export type SampleKind = "pdf" | "largeFile" | "image" | "audio";

const INDIGO = "#1f3a5f";
const TERRACOTTA = "#c8553d";
const WHITE = "#ffffff";

function drawPage(w: PdfWriter, source: SampleSource, pageNumber: number, pageCount: number): void {
  const { width, height } = A4;
  w.addPage();
  w.artifact(() => {
    w.rect({ x: 0, y: height - 90, width, height: 90, color: INDIGO });
    w.text(site.legalName, { x: 50, y: height - 52, size: 20, face: "bold", color: WHITE });
    w.text(`Registered office: ${company.offices[0]?.addressLines.join(", ")}`, {
      x: 50,
      y: height - 74,
      size: 9,
      face: "regular",
      color: WHITE,
    });
    w.rect({
      x: 50,
      y: height - 150,
      width: width - 100,
      height: 40,
      borderColor: TERRACOTTA,
      borderWidth: 2,
    });
  }, "Pagination");
  // The warning is content, not decoration: a reader must hear it.
  w.tag("P", {}, () => {
    w.text("SAMPLE DOCUMENT", {
      x: 62,
      y: height - 137,
      size: 18,
      face: "bold",
      color: TERRACOTTA,
    });
    w.text("Fictional company - for demonstration only", {
      x: 260,
      y: height - 135,
      size: 10,
      face: "regular",
      color: TERRACOTTA,
    });
  });
  let y = height - 190;
  const write = (type: string, text: string, size: number, bold = false) => {
    const face = bold ? "bold" : "regular";
    w.tag(type, {}, () => {
      for (const line of wrap(w, text, face, size, width - 100)) {
        w.text(line, { x: 50, y, size, face });
        y -= size * 1.45;
      }
    });
    y -= size * 0.6;
  };
  write("H1", source.category, 16, true);
  if (source.subCategory) write("H2", source.subCategory, 12, true);
  write("P", `Date: ${source.date}`, 11);
  write("P", source.description, 11);
  if (pageNumber > 1)
    write(
      "P",
      `Page ${pageNumber} of the full-length version. In the real filing this page would carry the detailed statements, notes and annexures.`,
      11,
    );
  write(
    "P",
    "This file stands in for a statutory filing on the demonstration website of Kamo Paints, a fictional listed paint company. It carries no financial information about any real company.",
    10,
  );
  w.artifact(
    () =>
      w.text(`Page ${pageNumber} of ${pageCount}`, {
        x: width - 120,
        y: 30,
        size: 9,
        face: "regular",
      }),
    "Pagination",
  );
}

export async function renderSamplePdf(
  source: SampleSource,
  variant: "pdf" | "largeFile",
): Promise<Uint8Array> {
  const w = createDocument({
    title: `SAMPLE DOCUMENT - ${source.category} - ${source.date}`,
    subject: source.description,
    keywords: [source.category, "sample document"],
    lang: "en",
  });
  const pageCount = variant === "largeFile" ? 16 : 1;
  for (let n = 1; n <= pageCount; n++) drawPage(w, source, n, pageCount);
  return w.finish();
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
