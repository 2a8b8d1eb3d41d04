import PDFDocument from "pdfkit";
import { site } from "~/content/site";
import { fontFiles, fontRuns, type Face } from "~/lib/pdf/fonts.server";

/**
 * Shared page furniture for every PDF the site generates (ADR 26): A4 pages,
 * brand colours, a header band, a footer with page numbers, text wrapping, and
 * the tagging that makes the files readable to screen readers (PDF/UA): each
 * piece of content is drawn either inside a structure element (heading,
 * paragraph, table cell, figure with its alternative text) or as an artifact
 * (page furniture and decoration), and drawing outside both throws.
 *
 * Coordinates are PDF user space, as before this moved to pdfkit: x from the
 * left edge, y up from the bottom edge, text placed by its baseline.
 */
export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 42;
/** The width between the side margins. */
export const CONTENT_WIDTH = A4.width - MARGIN * 2;

/** A colour as a CSS hex string. */
export type Colour = string;

export const brand = {
  indigo: "#1f3a5f",
  indigoDark: "#13263f",
  terracotta: "#a23e28",
  saffron: "#f2a541",
  cream: "#fbf8f3",
  sand: "#f3ece1",
  line: "#ddd5c8",
  ink: "#1d2330",
  muted: "#3e4656",
  white: "#ffffff",
} satisfies Record<string, Colour>;

/** The languages a generated PDF can be written in, with their BCP 47 tags. */
export const pdfLanguages = { en: "en-IN", hi: "hi-IN" } as const;
export type PdfLanguage = keyof typeof pdfLanguages;

export function isPdfLanguage(value: string | null | undefined): value is PdfLanguage {
  return value != null && Object.hasOwn(pdfLanguages, value);
}

type StructureElement = ReturnType<PDFKit.PDFDocument["struct"]>;

/** What a structure element may say about itself (PDF 1.7, 14.7.2 and 14.8.5.7). */
export interface TagOptions {
  /** Alternative text, required on a Figure. */
  alt?: string;
  /** The language of this element when it differs from the document's. */
  lang?: string;
  /** A table header cell's scope. */
  scope?: "Row" | "Column" | "Both";
  /** What the element's text stands for when drawn differently (a link broken over lines). */
  actual?: string;
}

const devanagari = /[\u0900-\u097f]/;

export class PdfWriter {
  readonly pdf: PDFKit.PDFDocument;
  readonly lang: PdfLanguage;
  private readonly parents: StructureElement[];
  private marked = 0;
  /** The Link element whose content is being drawn, if any: its annotations belong to it. */
  private openLink: StructureElement | undefined;
  private readonly done: Promise<Uint8Array>;

  constructor(meta: { title: string; subject: string; keywords: string[]; lang: PdfLanguage }) {
    this.lang = meta.lang;
    // The dates are fixed so the same content always produces the same bytes
    // (cacheable, comparable in tests, and sized once by the investor seeder).
    const fixed = new Date("2026-01-01T00:00:00Z");
    this.pdf = new PDFDocument({
      size: [A4.width, A4.height],
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      pdfVersion: "1.7",
      tagged: true,
      // PDF/UA identification in the XMP metadata (pdfkit supports it; its types lag).
      subset: "PDF/UA" as PDFKit.Mixins.PDFSubsets,
      lang: pdfLanguages[meta.lang],
      displayTitle: true,
      // No standard font: every glyph comes from an embedded subset.
      font: null as unknown as string,
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Keywords: meta.keywords.join(", "),
        Author: site.legalName,
        Creator: `${site.brandName} website`,
        Producer: `${site.brandName} website (pdfkit)`,
        CreationDate: fixed,
        ModDate: fixed,
      },
    });
    const chunks: Buffer[] = [];
    this.done = new Promise((resolve, reject) => {
      this.pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
      this.pdf.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      this.pdf.on("error", reject);
    });
    for (const face of Object.values(fontFiles()))
      for (const file of face)
        // pdfkit takes a fontkit font object as well as a file; the shared one keeps its shaping cache.
        this.pdf.registerFont(file.name, file.font as unknown as Buffer);
    const root = this.pdf.struct("Document");
    this.pdf.addStructure(root);
    this.parents = [root];
  }

  get pageCount(): number {
    return this.pdf.bufferedPageRange().count;
  }

  addPage(): void {
    this.pdf.addPage({ size: [A4.width, A4.height], margin: 0 });
  }

  /** A structure element holding other elements (Sect, Table, TR, L, LI). */
  group(type: string, options: TagOptions, draw: () => void): void {
    const element = this.pdf.struct(type, options);
    this.parents.at(-1)!.add(element);
    this.parents.push(element);
    try {
      draw();
    } finally {
      this.parents.pop();
      element.end();
    }
  }

  /** A structure element whose content `draw` paints (H1, H2, P, TH, TD, Figure). */
  tag(type: string, options: TagOptions, draw: () => void): void {
    const element = this.pdf.struct(type, options);
    this.parents.at(-1)!.add(element);
    this.marked++;
    const outerLink = this.openLink;
    if (type === "Link") this.openLink = element;
    try {
      element.add(draw);
    } finally {
      this.openLink = outerLink;
      this.marked--;
      element.end();
    }
  }

  /** Page furniture and decoration, which assistive technology skips. */
  artifact(draw: () => void, type: "Pagination" | "Layout" = "Layout"): void {
    this.pdf.markContent("Artifact", { type });
    this.marked++;
    try {
      draw();
    } finally {
      this.marked--;
      this.pdf.endMarkedContent();
    }
  }

  private assertMarked(): void {
    if (this.marked === 0)
      throw new Error("PDF content must be drawn inside tag() or artifact() (tagged PDF)");
  }

  width(text: string, face: Face, size: number): number {
    return fontRuns(text, face).reduce(
      (sum, run) => sum + this.pdf.font(run.file.name).fontSize(size).widthOfString(run.text),
      0,
    );
  }

  /**
   * One line of text, its baseline at `y`. With `link`, the line is also a
   * link annotation over the glyphs; drawn inside a Link element (`tag`),
   * the annotation belongs to it (PDF/UA: a link is a Link element holding
   * its text and its annotation).
   */
  text(
    text: string,
    opts: {
      x: number;
      y: number;
      size: number;
      face: Face;
      color?: Colour;
      opacity?: number;
      link?: string;
    },
  ): void {
    this.assertMarked();
    let x = opts.x;
    this.pdf.fillColor(opts.color ?? brand.ink, opts.opacity ?? 1);
    // Devanagari is drawn in visual order (a short i before its consonant); the
    // line's actual text gives copy, search and screen readers the spelling instead.
    const actual = devanagari.test(text);
    if (actual) this.pdf.markContent("Span", { actual: text } as PDFKit.Mixins.MarkingOptions);
    for (const run of fontRuns(text, opts.face)) {
      this.pdf.font(run.file.name).fontSize(opts.size);
      this.pdf.text(run.text, x, A4.height - opts.y, { lineBreak: false, baseline: "alphabetic" });
      x += this.pdf.widthOfString(run.text);
    }
    if (actual) this.pdf.endMarkedContent();
    if (opts.link) this.linkArea(opts.link, opts.x, x, opts.y, opts.size);
  }

  /** A URI link annotation over a line drawn from `left` to `right` with its baseline at `y`. */
  private linkArea(uri: string, left: number, right: number, y: number, size: number): void {
    // pdfkit's own `link` text option places the box below an alphabetic
    // baseline; this covers the glyphs, ascenders to descenders.
    const top = A4.height - y - size * 0.95;
    this.pdf.link(left, top, right - left, size * 1.25, uri, {
      ...(this.openLink ? { structParent: this.openLink } : {}),
      // The annotation's own description, which PDF/UA asks of every link. A
      // String object, which pdfkit writes as a PDF string (a plain one is a name).
      Contents: new String(uri),
    } as unknown as PDFKit.Mixins.AnnotationOption);
  }

  rect(opts: {
    x: number;
    y: number;
    width: number;
    height: number;
    color?: Colour;
    opacity?: number;
    borderColor?: Colour;
    borderWidth?: number;
  }): void {
    this.assertMarked();
    this.pdf.rect(opts.x, A4.height - opts.y - opts.height, opts.width, opts.height);
    this.paint(opts);
  }

  circle(opts: { x: number; y: number; size: number; color: Colour }): void {
    this.assertMarked();
    this.pdf.circle(opts.x, A4.height - opts.y, opts.size);
    this.paint(opts);
  }

  line(opts: {
    start: { x: number; y: number };
    end: { x: number; y: number };
    thickness: number;
    color: Colour;
  }): void {
    this.assertMarked();
    this.pdf
      .moveTo(opts.start.x, A4.height - opts.start.y)
      .lineTo(opts.end.x, A4.height - opts.end.y)
      .lineWidth(opts.thickness)
      .strokeColor(opts.color)
      .stroke();
  }

  private paint(opts: {
    color?: Colour;
    opacity?: number;
    borderColor?: Colour;
    borderWidth?: number;
  }): void {
    if (opts.color) this.pdf.fillColor(opts.color, opts.opacity ?? 1);
    if (opts.borderColor) this.pdf.strokeColor(opts.borderColor).lineWidth(opts.borderWidth ?? 1);
    if (opts.color && opts.borderColor) this.pdf.fillAndStroke();
    else if (opts.color) this.pdf.fill();
    else this.pdf.stroke();
  }

  async finish(): Promise<Uint8Array> {
    this.pdf.end();
    return this.done;
  }
}

export function createDocument(meta: {
  title: string;
  subject: string;
  keywords: string[];
  lang: PdfLanguage;
}): PdfWriter {
  return new PdfWriter(meta);
}

/** Splits text into lines that fit `width` at `size`. */
export function wrap(
  w: PdfWriter,
  text: string,
  face: Face,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (w.width(candidate, face, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Splits text without spaces (an address) into lines that fit `width`,
 * breaking after a "/", "?", "&", "=" or "-" where one leaves the line at
 * least half full, and anywhere otherwise: an address wider than the page
 * must still end inside it.
 */
export function wrapAnywhere(
  w: PdfWriter,
  text: string,
  face: Face,
  size: number,
  width: number,
): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest) {
    // The longest prefix that fits, by halving (a prefix only grows with each character).
    let fit = 1;
    let over = rest.length + 1;
    while (over - fit > 1) {
      const mid = (fit + over) >> 1;
      if (w.width(rest.slice(0, mid), face, size) <= width) fit = mid;
      else over = mid;
    }
    let cut = fit;
    if (fit < rest.length) {
      const soft = Math.max(...["/", "?", "&", "=", "-"].map((c) => rest.lastIndexOf(c, fit - 1)));
      if (soft + 1 >= fit / 2) cut = soft + 1;
    }
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return lines;
}

/**
 * An address as a paragraph that is also a link: wrapped inside `width`,
 * tagged P > Link whose actual text is the whole address (so a screen reader
 * and copying get it unbroken), each line covered by a link annotation.
 * Returns the next free y.
 */
export function linkParagraph(
  w: PdfWriter,
  uri: string,
  opts: { x: number; y: number; width: number; size: number; color?: Colour; leading?: number },
): number {
  const leading = opts.leading ?? opts.size * 1.4;
  let y = opts.y;
  w.group("P", {}, () =>
    w.tag("Link", { actual: uri }, () => {
      for (const line of wrapAnywhere(w, uri, "regular", opts.size, opts.width)) {
        w.text(line, {
          x: opts.x,
          y,
          size: opts.size,
          face: "regular",
          color: opts.color,
          link: uri,
        });
        y -= leading;
      }
    }),
  );
  return y;
}

/** Draws wrapped text from the top (`y` is the first baseline); returns the next free y. */
export function drawParagraph(
  w: PdfWriter,
  text: string,
  opts: {
    x: number;
    y: number;
    width: number;
    face: Face;
    size: number;
    color?: Colour;
    leading?: number;
  },
): number {
  const leading = opts.leading ?? opts.size * 1.4;
  let y = opts.y;
  for (const line of wrap(w, text, opts.face, opts.size, opts.width)) {
    w.text(line, { x: opts.x, y, size: opts.size, face: opts.face, color: opts.color });
    y -= leading;
  }
  return y;
}

/** A paragraph tagged as one (P); returns the next free y. */
export function paragraph(
  w: PdfWriter,
  text: string,
  opts: Parameters<typeof drawParagraph>[2],
): number {
  let bottom = opts.y;
  w.tag("P", {}, () => {
    bottom = drawParagraph(w, text, opts);
  });
  return bottom;
}

const headingSizes = { H1: 22, H2: 13 };

/** A document's title (H1) or a section's heading (H2) at the left margin, its baseline at `y`. */
export function heading(w: PdfWriter, level: keyof typeof headingSizes, text: string, y: number) {
  w.tag(level, {}, () =>
    w.text(text, { x: MARGIN, y, size: headingSizes[level], face: "bold", color: brand.indigo }),
  );
}

/** A new page with the coloured band at the top: brand name left, document kind right. */
export function addPageWithHeader(
  w: PdfWriter,
  kind: string,
  accent: Colour = brand.indigo,
): number {
  w.addPage();
  const bandHeight = 54;
  w.artifact(() => {
    w.rect({ x: 0, y: A4.height - bandHeight, width: A4.width, height: bandHeight, color: accent });
    w.rect({
      x: 0,
      y: A4.height - bandHeight - 4,
      width: A4.width,
      height: 4,
      color: brand.saffron,
    });
    w.text(site.brandName.toUpperCase(), {
      x: MARGIN,
      y: A4.height - 34,
      size: 16,
      face: "bold",
      color: brand.white,
    });
    w.text(kind, {
      x: A4.width - MARGIN - w.width(kind, "regular", 10),
      y: A4.height - 32,
      size: 10,
      face: "regular",
      color: brand.white,
    });
  }, "Pagination");
  return A4.height - bandHeight - 34;
}

/** Where a document that runs over pages is writing: `y` on the current page, and how to start the next. */
export interface Pager {
  w: PdfWriter;
  y: number;
  newPage(): void;
}

/** A pager whose pages carry the header band with `kind`; starts the first page. */
export function pager(w: PdfWriter, kind: string): Pager {
  const state: Pager = {
    w,
    y: 0,
    newPage() {
      state.y = addPageWithHeader(w, kind);
    },
  };
  state.newPage();
  return state;
}

/** Footer on every page: company, toll-free number, page x of y, in the document's language. */
export function drawFooters(
  w: PdfWriter,
  labels: { tollFree: string; page: (n: number, of: number) => string },
  note: string,
): void {
  const { start, count } = w.pdf.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    w.pdf.switchToPage(start + index);
    w.artifact(() => {
      w.line({
        start: { x: MARGIN, y: 40 },
        end: { x: A4.width - MARGIN, y: 40 },
        thickness: 0.6,
        color: brand.line,
      });
      const left = `${site.legalName} · ${labels.tollFree} ${site.tollFree} · ${note}`;
      w.text(left, { x: MARGIN, y: 26, size: 8, face: "regular", color: brand.muted });
      const right = labels.page(index + 1, count);
      w.text(right, {
        x: A4.width - MARGIN - w.width(right, "regular", 8),
        y: 26,
        size: 8,
        face: "regular",
        color: brand.muted,
      });
    }, "Pagination");
  }
}

/** Footer labels of the languages the shared footer is written in. */
export const footerLabels: Record<
  PdfLanguage,
  { tollFree: string; page: (n: number, of: number) => string }
> = {
  en: { tollFree: "Toll-free", page: (n, of) => `Page ${n} of ${of}` },
  hi: { tollFree: "टोल-फ़्री", page: (n, of) => `पेज ${n} / ${of}` },
};

/** The footers of every page, in the document's language, then the finished file. */
export function finishWithFooters(w: PdfWriter, note: string): Promise<Uint8Array> {
  drawFooters(w, footerLabels[w.lang], note);
  return w.finish();
}
