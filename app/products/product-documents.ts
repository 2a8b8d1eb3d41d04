import type { Product } from "~/products/content";
import { textColourOn } from "~/ui/swatch";
import { site } from "~/content/site";
import {
  A4,
  CONTENT_WIDTH,
  MARGIN,
  addPageWithHeader,
  brand,
  createDocument,
  drawParagraph,
  finishWithFooters,
  heading,
  paragraph,
  wrap,
  type PdfLanguage,
  type PdfWriter,
} from "~/ui/pdf-layout";
import { productDocumentText, productIn, type ProductDocumentText } from "./document-text";

/**
 * A product's brochure and technical data sheet, drawn from the same record as
 * its web page (content/products, and content/hi for Hindi), so figures cannot
 * drift apart.
 */

/** The warranty row: the record's term, or its reason for having none (issue 42). */
function warrantyRow(
  text: ProductDocumentText,
  warranty: Product["warranty"],
  value: typeof text.warrantyFact,
): [string, string] {
  return [
    text.warranty,
    warranty.kind === "performance" ? value(warranty.years) : text.noWarranty(warranty.reason),
  ];
}

/** The brochure's subject: the tagline, and the warranty when there is one. */
export function brochureSubject(product: Product, lang: PdfLanguage = "en"): string {
  const text = productDocumentText[lang];
  return product.warranty.kind === "performance"
    ? `${product.tagline} ${text.warrantySentence(product.warranty.years)}`
    : product.tagline;
}

export function productFacts(product: Product, lang: PdfLanguage = "en"): [string, string][] {
  const text = productDocumentText[lang];
  return [
    [text.finish, product.finish],
    [
      text.coverage,
      `${text.coverageValue(product)}, ${text.coatsRecommended(product.coverage.coats)}`,
    ],
    [text.surfaces, text.list(product.surfaces)],
    [text.packSizes, product.packSizes.join(", ")],
    warrantyRow(text, product.warranty, text.warrantyFact),
  ];
}

export function technicalRows(product: Product, lang: PdfLanguage = "en"): [string, string][] {
  const text = productDocumentText[lang];
  const t = product.technical;
  return [
    [text.productType, t.productType],
    [text.finish, product.finish],
    [text.spreadingRate, text.coverageValue(product)],
    [text.recommendedCoats, String(product.coverage.coats)],
    [text.volumeSolids, `${t.volumeSolidsPercent}%`],
    ...(t.vocGramsPerLitre !== undefined
      ? ([[text.voc, text.vocValue(t.vocGramsPerLitre)]] as [string, string][])
      : []),
    [text.dryToTouch, t.dryToTouch],
    [text.recoatAfter, t.recoatAfter],
    [text.thinning, t.thinning],
    [text.application, text.list(t.application)],
    [text.surfaces, text.list(product.surfaces)],
    [text.packSizes, product.packSizes.join(", ")],
    [text.shelfLife, text.shelfLifeValue(t.shelfLifeMonths)],
    warrantyRow(text, product.warranty, text.warrantyTerms),
  ];
}

interface Cursor {
  y: number;
}

/** A two-column table, tagged as one with a row header per row; starts a new page when full. */
function drawTable(
  w: PdfWriter,
  newPage: () => number,
  rows: [string, string][],
  cursor: Cursor,
): void {
  const labelWidth = 170;
  const valueWidth = CONTENT_WIDTH - labelWidth - 16;
  w.group("Table", {}, () => {
    rows.forEach(([label, value], index) => {
      const labelLines = wrap(w, label, "bold", 9.5, labelWidth - 12);
      const valueLines = wrap(w, value, "regular", 9.5, valueWidth);
      const height = Math.max(labelLines.length, valueLines.length) * 13 + 10;
      if (cursor.y - height < 60) cursor.y = newPage();
      const y = cursor.y;
      if (index % 2 === 0)
        w.artifact(() =>
          w.rect({ x: MARGIN, y: y - height + 4, width: CONTENT_WIDTH, height, color: brand.sand }),
        );
      w.group("TR", {}, () => {
        w.tag("TH", { scope: "Row" }, () =>
          labelLines.forEach((line, i) =>
            w.text(line, { x: MARGIN + 8, y: y - 10 - i * 13, size: 9.5, face: "bold" }),
          ),
        );
        w.tag("TD", {}, () =>
          valueLines.forEach((line, i) =>
            w.text(line, {
              x: MARGIN + labelWidth + 8,
              y: y - 10 - i * 13,
              size: 9.5,
              face: "regular",
            }),
          ),
        );
      });
      cursor.y -= height;
    });
  });
  cursor.y -= 8;
}

function sectionTitle(w: PdfWriter, text: string, y: number): number {
  heading(w, "H2", text, y);
  return y - 20;
}

/** The last section of both documents, in muted small print, then the footers. */
function finishWithSmallPrint(
  w: PdfWriter,
  part: { heading: string; text: string; y: number; footerNote: string },
): Promise<Uint8Array> {
  const y = sectionTitle(w, part.heading, part.y);
  paragraph(w, part.text, {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH,
    face: "regular",
    size: 9.5,
    color: brand.muted,
    leading: 13,
  });
  return finishWithFooters(w, part.footerNote);
}

/**
 * A product document in `lang`: the product and the words in that language,
 * and a writer whose pages carry the document's kind in their header band.
 */
function startDocument(
  english: Product,
  lang: PdfLanguage,
  describe: (
    product: Product,
    text: ProductDocumentText,
  ) => { title: string; subject: string; keyword: string; kind: string },
) {
  const product = productIn(english, lang);
  const text = productDocumentText[lang];
  const about = describe(product, text);
  const w = createDocument({
    title: about.title,
    subject: about.subject,
    keywords: [product.name, about.keyword, site.brandName],
    lang,
  });
  const newPage = () => addPageWithHeader(w, about.kind, brand.indigo);
  return { product, text, w, newPage };
}

export async function buildProductBrochure(
  english: Product,
  lang: PdfLanguage = "en",
): Promise<Uint8Array> {
  const { product, text, w, newPage } = startDocument(english, lang, (product, text) => ({
    title: text.brochureTitle(product.name),
    // The subject repeats the key promise so search tools and tests can read it.
    subject: brochureSubject(product, lang),
    keyword: text.brochureKeyword,
    kind: text.brochureKind,
  }));
  const accent = product.accent;
  let y = newPage();

  // Hero: accent panel with the name, subtitle and tagline.
  const heroHeight = 150;
  const heroTop = y;
  w.artifact(() => {
    w.rect({
      x: MARGIN,
      y: y - heroHeight + 14,
      width: CONTENT_WIDTH,
      height: heroHeight,
      color: accent,
    });
    w.rect({
      x: A4.width - MARGIN - 120,
      y: y - heroHeight + 14,
      width: 120,
      height: heroHeight,
      color: brand.indigoDark,
      opacity: 0.25,
    });
  });
  // Dark text on light accents (saffron), white on the rest, for print contrast.
  const onAccent = textColourOn(product.accent) === "#000000" ? brand.indigoDark : brand.white;
  // Long names shrink to stay clear of the warranty seal.
  const nameSize = Math.min(26, (26 * (CONTENT_WIDTH - 180)) / w.width(product.name, "bold", 26));
  w.tag("H1", {}, () =>
    w.text(product.name, {
      x: MARGIN + 20,
      y: y - 28,
      size: nameSize,
      face: "bold",
      color: onAccent,
    }),
  );
  if (product.subtitle) {
    const subtitle = product.subtitle;
    w.tag("P", {}, () =>
      w.text(subtitle, { x: MARGIN + 20, y: y - 50, size: 13, face: "regular", color: onAccent }),
    );
  }
  paragraph(w, product.tagline, {
    x: MARGIN + 20,
    y: y - 80,
    width: CONTENT_WIDTH - 170,
    face: "regular",
    size: 11,
    color: onAccent,
  });
  if (product.warranty.kind === "performance") {
    const years = String(product.warranty.years);
    const cx = A4.width - MARGIN - 60;
    const cy = heroTop - heroHeight / 2 + 14;
    w.tag("Figure", { alt: text.warrantyFact(product.warranty.years) }, () => {
      w.circle({ x: cx, y: cy, size: 42, color: brand.saffron });
      w.text(years, {
        x: cx - w.width(years, "bold", 26) / 2,
        y: cy - 2,
        size: 26,
        face: "bold",
        color: brand.indigoDark,
      });
      w.text(text.sealLine, {
        x: cx - w.width(text.sealLine, "bold", 7) / 2,
        y: cy - 14,
        size: 7,
        face: "bold",
        color: brand.indigoDark,
      });
    });
  }
  y -= heroHeight + 16;
  const ensure = (needed: number) => {
    if (y - needed < 70) y = newPage();
  };

  for (const para of product.description) {
    y =
      paragraph(w, para, {
        x: MARGIN,
        y,
        width: CONTENT_WIDTH,
        face: "regular",
        size: 10.5,
        leading: 15,
      }) - 6;
  }

  y = sectionTitle(w, text.whyChoose, y - 6);
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  w.group("L", {}, () => {
    for (let i = 0; i < product.features.length; i += 2) {
      ensure(50);
      const row = product.features.slice(i, i + 2);
      let rowBottom = y;
      row.forEach((feature, column) => {
        const x = MARGIN + column * (columnWidth + 16);
        w.artifact(() => w.rect({ x, y: y - 3, width: 8, height: 8, color: accent }));
        w.group("LI", {}, () => {
          w.tag("Lbl", {}, () =>
            w.text(feature.title, { x: x + 14, y: y - 2, size: 10.5, face: "bold" }),
          );
          w.tag("LBody", {}, () => {
            const bottom = drawParagraph(w, feature.text, {
              x: x + 14,
              y: y - 16,
              width: columnWidth - 14,
              face: "regular",
              size: 9.5,
              color: brand.muted,
              leading: 12.5,
            });
            rowBottom = Math.min(rowBottom, bottom);
          });
        });
      });
      y = rowBottom - 8;
    }
  });

  ensure(120);
  y = sectionTitle(w, text.atAGlance, y - 4);
  const cursor = { y };
  drawTable(w, newPage, productFacts(product, lang), cursor);
  y = cursor.y;

  ensure(70);
  return finishWithSmallPrint(w, {
    heading: text.askUs,
    text: text.askUsText(site.tollFree),
    y: y - 6,
    footerNote: text.brochureTitle(product.name),
  });
}

export async function buildTechnicalDataSheet(
  english: Product,
  lang: PdfLanguage = "en",
): Promise<Uint8Array> {
  const { product, text, w, newPage } = startDocument(english, lang, (product, text) => ({
    title: text.sheetTitle(product.name),
    subject: text.sheetSubject(product.name),
    keyword: text.sheetKeyword,
    kind: text.sheetKind,
  }));
  let y = newPage();

  heading(w, "H1", product.name, y);
  y -= 20;
  if (product.subtitle) {
    y =
      paragraph(w, product.subtitle, {
        x: MARGIN,
        y,
        width: CONTENT_WIDTH,
        face: "regular",
        size: 12,
        color: brand.muted,
      }) - 5;
  }
  y =
    paragraph(w, product.description[0] ?? product.tagline, {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH,
      face: "regular",
      size: 10,
      leading: 14,
    }) - 10;

  y = sectionTitle(w, text.technicalData, y);
  const cursor = { y };
  drawTable(w, newPage, technicalRows(product, lang), cursor);
  y = cursor.y;

  const ensure = (needed: number) => {
    if (y - needed < 70) y = newPage();
  };
  ensure(120);
  y = sectionTitle(w, text.surfacePreparation, y - 4);
  w.group("L", {}, () => {
    product.technical.surfacePreparation.forEach((step, i) => {
      ensure(40);
      w.group("LI", {}, () => {
        const top = y;
        w.tag("Lbl", {}, () => w.text(`${i + 1}.`, { x: MARGIN, y: top, size: 10, face: "bold" }));
        w.tag("LBody", {}, () => {
          y =
            drawParagraph(w, step, {
              x: MARGIN + 16,
              y: top,
              width: CONTENT_WIDTH - 16,
              face: "regular",
              size: 10,
              leading: 13.5,
            }) - 4;
        });
      });
    });
  });

  ensure(110);
  y = sectionTitle(w, text.application, y - 6);
  y = paragraph(w, text.applicationText(product), {
    x: MARGIN,
    y,
    width: CONTENT_WIDTH,
    face: "regular",
    size: 10,
    leading: 13.5,
  });

  ensure(90);
  return finishWithSmallPrint(w, {
    heading: text.safety,
    text: text.safetyText,
    y: y - 8,
    footerNote: text.sheetTitle(product.name),
  });
}
