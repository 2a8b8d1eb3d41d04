import type { PDFPage } from "pdf-lib";
import { formatCoverage, products } from "~/products/content";
import {
  colourSchemes,
  shadeFamilies,
  shadesOf,
  textColourOn,
  type CardShade,
  type ShadeCard,
} from "~/shades/cards";
import { technicalRows } from "~/products/product-documents";
import {
  A4,
  MARGIN,
  brand,
  createDocument,
  drawFooters,
  drawHeaderBand,
  drawParagraph,
  finish,
  hexToRgb,
  pdfSafe,
  type Fonts,
} from "~/lib/pdf/layout";

/**
 * The downloadable shade cards and guides of /pickyourcolors. Shade cards are
 * swatch grids (name and code under each chip) drawn from the one shade data
 * set; the Kamosilky card runs to several pages for its 500 shades.
 */
const CONTENT_WIDTH = A4.width - MARGIN * 2;
const INDICATIVE_NOTE =
  "Shades are indicative: printed and on-screen colours differ from the paint. Please check the shade fandeck at your dealer before tinting.";

interface Pager {
  pages: PDFPage[];
  page: PDFPage;
  y: number;
  newPage(): void;
}

function pager(
  doc: Awaited<ReturnType<typeof createDocument>>["doc"],
  fonts: Fonts,
  kind: string,
): Pager {
  const state: Pager = {
    pages: [],
    page: undefined as unknown as PDFPage,
    y: 0,
    newPage() {
      state.page = doc.addPage([A4.width, A4.height]);
      state.pages.push(state.page);
      state.y = drawHeaderBand(state.page, fonts, kind);
    },
  };
  state.newPage();
  return state;
}

function drawTitle(p: Pager, fonts: Fonts, title: string, summary: string): void {
  p.page.drawText(pdfSafe(title), {
    x: MARGIN,
    y: p.y,
    size: 22,
    font: fonts.bold,
    color: brand.indigo,
  });
  p.y =
    drawParagraph(p.page, summary, {
      x: MARGIN,
      y: p.y - 20,
      width: CONTENT_WIDTH,
      font: fonts.regular,
      size: 10,
      color: brand.muted,
    }) - 2;
  p.y =
    drawParagraph(p.page, INDICATIVE_NOTE, {
      x: MARGIN,
      y: p.y,
      width: CONTENT_WIDTH,
      font: fonts.regular,
      size: 8.5,
      color: brand.terracotta,
    }) - 8;
}

function drawSwatch(
  p: Pager,
  fonts: Fonts,
  shade: CardShade,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  p.page.drawRectangle({
    x,
    y: y - h,
    width: w,
    height: h,
    color: hexToRgb(shade.hex),
    borderColor: brand.line,
    borderWidth: 0.5,
  });
  const ink = textColourOn(shade.hex) === "#000000" ? brand.ink : brand.white;
  p.page.drawText(shade.code, { x: x + 5, y: y - h + 5, size: 7, font: fonts.bold, color: ink });
  p.page.drawText(pdfSafe(shade.name), {
    x,
    y: y - h - 10,
    size: 7.5,
    font: fonts.regular,
    color: brand.ink,
  });
}

async function buildSwatchCard(card: ShadeCard): Promise<Uint8Array> {
  const list = shadesOf(card);
  const { doc, fonts } = await createDocument({
    title: `${card.title} shade card`,
    subject: `${list.length} shades: ${card.summary}`,
    keywords: [card.title, "shade card", "colours"],
  });
  const p = pager(doc, fonts, "Shade card");
  drawTitle(p, fonts, `${card.title} shade card`, `${card.summary} ${list.length} shades.`);
  const columns = 6;
  const gap = 8;
  const w = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const h = 46;
  const rowHeight = h + 22;
  let family = -1;
  let column = 0;
  for (const shade of list) {
    if (shade.family !== family) {
      family = shade.family;
      if (column !== 0) p.y -= rowHeight;
      column = 0;
      if (p.y - 18 - rowHeight < 60) p.newPage();
      p.page.drawText(shadeFamilies[family]!.name, {
        x: MARGIN,
        y: p.y - 4,
        size: 11,
        font: fonts.bold,
        color: brand.indigo,
      });
      p.y -= 16;
    }
    if (column === 0 && p.y - rowHeight < 60) p.newPage();
    drawSwatch(p, fonts, shade, MARGIN + column * (w + gap), p.y, w, h);
    column++;
    if (column === columns) {
      column = 0;
      p.y -= rowHeight;
    }
  }
  drawFooters(p.pages, fonts, `${card.title} shade card`);
  return finish(doc);
}

async function buildCombinationGuide(card: ShadeCard): Promise<Uint8Array> {
  const schemes = colourSchemes(card);
  const { doc, fonts } = await createDocument({
    title: `${card.title} guide`,
    subject: card.summary,
    keywords: [card.title, "colour combinations", "colour scheme"],
  });
  const p = pager(doc, fonts, "Colour guide");
  drawTitle(p, fonts, card.title, card.summary);
  const exterior = card.id.startsWith("exterior");
  const roles = exterior
    ? ["Main walls", "Accent", "Trim and grills"]
    : ["Main walls", "Feature wall", "Ceiling"];
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  schemes.forEach((scheme, i) => {
    const column = i % 2;
    if (column === 0 && i > 0) p.y -= 112;
    if (column === 0 && p.y - 112 < 60) p.newPage();
    const x = MARGIN + column * (columnWidth + 16);
    p.page.drawText(pdfSafe(scheme.name), {
      x,
      y: p.y - 4,
      size: 11,
      font: fonts.bold,
      color: brand.ink,
    });
    [scheme.main, scheme.accent, scheme.trim].forEach((shade, j) => {
      const sx = x + j * (columnWidth / 3);
      drawSwatch(p, fonts, shade, sx, p.y - 12, columnWidth / 3 - 6, 52);
      p.page.drawText(roles[j]!, {
        x: sx,
        y: p.y - 86,
        size: 7,
        font: fonts.regular,
        color: brand.muted,
      });
    });
  });
  drawFooters(p.pages, fonts, card.title);
  return finish(doc);
}

async function buildProductCatalogue(card: ShadeCard): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: `${card.title}`,
    subject: card.summary,
    keywords: ["product catalogue", ...products.map((p) => p.name)],
  });
  const p = pager(doc, fonts, "Product catalogue");
  drawTitle(p, fonts, card.title, card.summary);
  for (const product of products) {
    if (p.y - 92 < 60) p.newPage();
    p.page.drawRectangle({
      x: MARGIN,
      y: p.y - 78,
      width: 6,
      height: 82,
      color: hexToRgb(product.accent),
    });
    p.page.drawText(pdfSafe(product.name), {
      x: MARGIN + 16,
      y: p.y - 8,
      size: 12,
      font: fonts.bold,
      color: brand.ink,
    });
    const warranty = product.warrantyYears ? ` · ${product.warrantyYears}-year warranty` : "";
    p.page.drawText(pdfSafe(`${product.subtitle ?? ""}${warranty}`), {
      x: MARGIN + 16,
      y: p.y - 22,
      size: 9,
      font: fonts.regular,
      color: brand.terracotta,
    });
    const bottom = drawParagraph(p.page, product.tagline, {
      x: MARGIN + 16,
      y: p.y - 38,
      width: CONTENT_WIDTH - 16,
      font: fonts.regular,
      size: 9.5,
    });
    drawParagraph(
      p.page,
      `Finish: ${product.finish}. Coverage: ${formatCoverage(product)}. Packs: ${product.packSizes.join(", ")}.`,
      {
        x: MARGIN + 16,
        y: bottom - 2,
        width: CONTENT_WIDTH - 16,
        font: fonts.regular,
        size: 8.5,
        color: brand.muted,
      },
    );
    p.y -= 96;
  }
  drawFooters(p.pages, fonts, card.title);
  return finish(doc);
}

async function buildTechnicalLiterature(card: ShadeCard): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: `${card.title}`,
    subject: card.summary,
    keywords: ["technical literature", "technical data", ...products.map((p) => p.name)],
  });
  const p = pager(doc, fonts, "Technical literature");
  drawTitle(p, fonts, card.title, card.summary);
  for (const product of products) {
    const rows = technicalRows(product).slice(0, 9);
    if (p.y - (rows.length * 13 + 34) < 60) p.newPage();
    p.page.drawText(pdfSafe(product.name), {
      x: MARGIN,
      y: p.y - 6,
      size: 12,
      font: fonts.bold,
      color: brand.indigo,
    });
    p.y -= 22;
    for (const [label, value] of rows) {
      p.page.drawText(pdfSafe(label), {
        x: MARGIN,
        y: p.y,
        size: 8.5,
        font: fonts.bold,
        color: brand.ink,
      });
      p.page.drawText(pdfSafe(value).slice(0, 80), {
        x: MARGIN + 170,
        y: p.y,
        size: 8.5,
        font: fonts.regular,
        color: brand.ink,
      });
      p.y -= 13;
    }
    p.y -= 12;
  }
  drawFooters(p.pages, fonts, card.title);
  return finish(doc);
}

export function buildShadeCardPdf(card: ShadeCard): Promise<Uint8Array> {
  switch (card.kind) {
    case "shades":
      return buildSwatchCard(card);
    case "combinations":
      return buildCombinationGuide(card);
    case "catalogue":
      return buildProductCatalogue(card);
    case "technical":
      return buildTechnicalLiterature(card);
  }
}
