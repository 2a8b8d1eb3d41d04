import { colourSchemes, shadesOf, type CardShade, type ShadeCard } from "~/shades/cards";
import { textColourOn } from "~/ui/swatch";
import type { Product } from "~/products/content";
import { productDocumentText, productsIn } from "~/products/document-text";
import { technicalRows } from "~/products/product-documents";
import {
  CONTENT_WIDTH,
  MARGIN,
  brand,
  createDocument,
  finishWithFooters,
  heading,
  pager,
  paragraph,
  type Pager,
  type PdfLanguage,
  type PdfWriter,
} from "~/ui/pdf-layout";
import {
  cardIn,
  paletteWordsIn,
  shadeCardDocumentText,
  type ShadeCardDocumentText,
} from "./card-document-text";

/**
 * The downloadable shade cards and guides of /pickyourcolors, in English or
 * Hindi. Shade cards are swatch grids (name and code under each chip) drawn
 * from the one shade data set; the Kamosilky card runs to several pages for
 * its 500 shades. Each swatch is a tagged figure whose alternative text names
 * the shade, so a screen reader reads the card as a list of shades.
 */
function drawTitle(p: Pager, text: ShadeCardDocumentText, title: string, summary: string): void {
  const { w } = p;
  const y = p.y;
  heading(w, "H1", title, y);
  p.y =
    paragraph(w, summary, {
      x: MARGIN,
      y: y - 20,
      width: CONTENT_WIDTH,
      face: "regular",
      size: 10,
      color: brand.muted,
    }) - 2;
  p.y =
    paragraph(w, text.indicativeNote, {
      x: MARGIN,
      y: p.y,
      width: CONTENT_WIDTH,
      face: "regular",
      size: 8.5,
      color: brand.terracotta,
    }) - 8;
}

function drawSwatch(
  w: PdfWriter,
  text: ShadeCardDocumentText,
  shade: CardShade,
  box: { x: number; y: number; w: number; h: number },
): void {
  w.tag("Figure", { alt: text.swatchAlt(shade.name, shade.code) }, () => {
    w.rect({
      x: box.x,
      y: box.y - box.h,
      width: box.w,
      height: box.h,
      color: shade.hex,
      borderColor: brand.line,
      borderWidth: 0.5,
    });
    const ink = textColourOn(shade.hex) === "#000000" ? brand.ink : brand.white;
    w.text(shade.code, { x: box.x + 5, y: box.y - box.h + 5, size: 7, face: "bold", color: ink });
    w.text(shade.name, { x: box.x, y: box.y - box.h - 10, size: 7.5, face: "regular" });
  });
}

/** A section's heading (H2) in a card: a shade family, a scheme or a product. */
function sectionHeading(w: PdfWriter, text: string, x: number, y: number, color: string) {
  w.tag("H2", {}, () => w.text(text, { x, y, size: 11, face: "bold", color }));
}

async function buildSwatchCard(card: ShadeCard, lang: PdfLanguage): Promise<Uint8Array> {
  const text = shadeCardDocumentText[lang];
  const { families } = paletteWordsIn(lang);
  const list = shadesOf(card);
  const count = text.shadeCount(list.length);
  const w = createDocument({
    title: text.cardTitle(card.title),
    subject: `${count}: ${card.summary}`,
    keywords: [card.title, ...text.keywords.shades],
    lang,
  });
  const p = pager(w, text.kinds.shades);
  drawTitle(p, text, text.cardTitle(card.title), text.summaryWithCount(card.summary, list.length));
  const columns = 6;
  const gap = 8;
  const swatchWidth = (CONTENT_WIDTH - gap * (columns - 1)) / columns;
  const h = 46;
  const rowHeight = h + 22;
  const byFamily = new Map<number, CardShade[]>();
  for (const shade of list)
    byFamily.set(shade.family, [...(byFamily.get(shade.family) ?? []), shade]);
  for (const [family, familyShades] of byFamily) {
    w.group("Sect", {}, () => {
      if (p.y - 18 - rowHeight < 60) p.newPage();
      sectionHeading(w, families[family]!.name, MARGIN, p.y - 4, brand.indigo);
      p.y -= 16;
      w.group("L", {}, () => {
        familyShades.forEach((shade, index) => {
          const column = index % columns;
          if (column === 0 && index > 0) p.y -= rowHeight;
          if (column === 0 && p.y - rowHeight < 60) p.newPage();
          const x = MARGIN + column * (swatchWidth + gap);
          w.group("LI", {}, () => drawSwatch(w, text, shade, { x, y: p.y, w: swatchWidth, h }));
        });
      });
      p.y -= rowHeight;
    });
  }
  return finishWithFooters(w, text.cardTitle(card.title));
}

async function buildCombinationGuide(card: ShadeCard, lang: PdfLanguage): Promise<Uint8Array> {
  const text = shadeCardDocumentText[lang];
  const schemes = colourSchemes(card, paletteWordsIn(lang).schemes);
  const w = createDocument({
    title: text.guideTitle(card.title),
    subject: card.summary,
    keywords: [card.title, ...text.keywords.combinations],
    lang,
  });
  const p = pager(w, text.kinds.combinations);
  drawTitle(p, text, card.title, card.summary);
  const roles = card.id.startsWith("exterior") ? text.roles.exterior : text.roles.interior;
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  schemes.forEach((scheme, i) => {
    const column = i % 2;
    if (column === 0 && i > 0) p.y -= 112;
    if (column === 0 && p.y - 112 < 60) p.newPage();
    const x = MARGIN + column * (columnWidth + 16);
    w.group("Sect", {}, () => {
      sectionHeading(w, scheme.name, x, p.y - 4, brand.ink);
      w.group("L", {}, () => {
        [scheme.main, scheme.accent, scheme.trim].forEach((shade, j) => {
          const sx = x + j * (columnWidth / 3);
          w.group("LI", {}, () => {
            w.tag("Lbl", {}, () =>
              w.text(roles[j]!, {
                x: sx,
                y: p.y - 86,
                size: 7,
                face: "regular",
                color: brand.muted,
              }),
            );
            w.group("LBody", {}, () =>
              drawSwatch(w, text, shade, { x: sx, y: p.y - 12, w: columnWidth / 3 - 6, h: 52 }),
            );
          });
        });
      });
    });
  });
  return finishWithFooters(w, card.title);
}

async function buildProductCatalogue(card: ShadeCard, lang: PdfLanguage): Promise<Uint8Array> {
  const text = shadeCardDocumentText[lang];
  const productText = productDocumentText[lang];
  const products = productsIn(lang);
  const w = createDocument({
    title: card.title,
    subject: card.summary,
    keywords: [...text.keywords.catalogue, ...products.map((p) => p.name)],
    lang,
  });
  const p = pager(w, text.kinds.catalogue);
  drawTitle(p, text, card.title, card.summary);
  for (const product of products) {
    if (p.y - 92 < 60) p.newPage();
    const top = p.y;
    w.artifact(() =>
      w.rect({ x: MARGIN, y: top - 78, width: 6, height: 82, color: product.accent }),
    );
    w.group("Sect", {}, () => {
      w.tag("H2", {}, () =>
        w.text(product.name, { x: MARGIN + 16, y: top - 8, size: 12, face: "bold" }),
      );
      w.tag("P", {}, () =>
        w.text(catalogueSubtitle(product, lang), {
          x: MARGIN + 16,
          y: top - 22,
          size: 9,
          face: "regular",
          color: brand.terracotta,
        }),
      );
      const bottom = paragraph(w, product.tagline, {
        x: MARGIN + 16,
        y: top - 38,
        width: CONTENT_WIDTH - 16,
        face: "regular",
        size: 9.5,
      });
      const line = text.catalogueLine(
        product.finish,
        productText.coverageValue(product),
        product.packSizes.join(", "),
      );
      paragraph(w, line, {
        x: MARGIN + 16,
        y: bottom - 2,
        width: CONTENT_WIDTH - 16,
        face: "regular",
        size: 8.5,
        color: brand.muted,
      });
    });
    p.y -= 96;
  }
  return finishWithFooters(w, card.title);
}

/** A product's line under its name in the catalogue: subtitle, and the warranty's term if any. */
export function catalogueSubtitle(product: Product, lang: PdfLanguage): string {
  const text = shadeCardDocumentText[lang];
  const warranty =
    product.warranty.kind === "performance" ? text.warrantySuffix(product.warranty.years) : "";
  return `${product.subtitle ?? ""}${warranty}`;
}

/** Shortens a table value to one line of the column, with an ellipsis. */
function fitted(w: PdfWriter, value: string, width: number): string {
  if (w.width(value, "regular", 8.5) <= width) return value;
  let cut = value;
  while (cut.length > 1 && w.width(`${cut}…`, "regular", 8.5) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

async function buildTechnicalLiterature(card: ShadeCard, lang: PdfLanguage): Promise<Uint8Array> {
  const text = shadeCardDocumentText[lang];
  const products = productsIn(lang);
  const w = createDocument({
    title: card.title,
    subject: card.summary,
    keywords: [...text.keywords.technical, ...products.map((p) => p.name)],
    lang,
  });
  const p = pager(w, text.kinds.technical);
  drawTitle(p, text, card.title, card.summary);
  for (const product of products) {
    const rows = technicalRows(product, lang).slice(0, 9);
    if (p.y - (rows.length * 13 + 34) < 60) p.newPage();
    w.group("Sect", {}, () => {
      sectionHeading(w, product.name, MARGIN, p.y - 6, brand.indigo);
      p.y -= 22;
      w.group("Table", {}, () => {
        for (const [label, value] of rows) {
          const y = p.y;
          w.group("TR", {}, () => {
            w.tag("TH", { scope: "Row" }, () =>
              w.text(label, { x: MARGIN, y, size: 8.5, face: "bold" }),
            );
            w.tag("TD", {}, () =>
              w.text(fitted(w, value, CONTENT_WIDTH - 170), {
                x: MARGIN + 170,
                y,
                size: 8.5,
                face: "regular",
              }),
            );
          });
          p.y -= 13;
        }
      });
      p.y -= 12;
    });
  }
  return finishWithFooters(w, card.title);
}

export function buildShadeCardPdf(card: ShadeCard, lang: PdfLanguage = "en"): Promise<Uint8Array> {
  const localized = cardIn(card, lang);
  switch (card.kind) {
    case "shades":
      return buildSwatchCard(localized, lang);
    case "combinations":
      return buildCombinationGuide(localized, lang);
    case "catalogue":
      return buildProductCatalogue(localized, lang);
    case "technical":
      return buildTechnicalLiterature(localized, lang);
  }
}
