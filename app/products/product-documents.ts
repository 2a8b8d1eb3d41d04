import type { PDFPage } from "pdf-lib";
import { formatCoverage, type Product } from "~/products/content";
import { textColourOn } from "~/shades/cards";
import { site } from "~/content/site";
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
  wrap,
  type Fonts,
} from "~/lib/pdf/layout";

/**
 * A product's brochure and technical data sheet, drawn from the same record as
 * its web page (content/products), so figures cannot drift apart.
 */
const CONTENT_WIDTH = A4.width - MARGIN * 2;

export function productFacts(product: Product): [string, string][] {
  return [
    ["Finish", product.finish],
    ["Coverage", `${formatCoverage(product)}, ${product.coverage.coats} coats recommended`],
    ["Recommended surfaces", product.surfaces.join(", ")],
    ["Pack sizes", product.packSizes.join(", ")],
    ...(product.warrantyYears
      ? ([["Warranty", `${product.warrantyYears}-year performance warranty`]] as [string, string][])
      : []),
  ];
}

export function technicalRows(product: Product): [string, string][] {
  const t = product.technical;
  return [
    ["Product type", t.productType],
    ["Finish", product.finish],
    ["Theoretical spreading rate", formatCoverage(product)],
    ["Recommended coats", String(product.coverage.coats)],
    ["Volume solids", `${t.volumeSolidsPercent}%`],
    ...(t.vocGramsPerLitre !== undefined
      ? ([["VOC content", `Below ${t.vocGramsPerLitre} g/L`]] as [string, string][])
      : []),
    ["Dry to touch (27 °C, 60% RH)", t.dryToTouch],
    ["Recoat after", t.recoatAfter],
    ["Thinning", t.thinning],
    ["Application", t.application.join(", ")],
    ["Recommended surfaces", product.surfaces.join(", ")],
    ["Pack sizes", product.packSizes.join(", ")],
    ["Shelf life", `${t.shelfLifeMonths} months from manufacture, in the unopened container`],
    ...(product.warrantyYears
      ? ([["Warranty", `${product.warrantyYears} years, when applied as specified`]] as [
          string,
          string,
        ][])
      : []),
  ];
}

/** A two-column table; returns the y below it. Starts a new page when full. */
function drawTable(
  pages: PDFPage[],
  addPage: () => { page: PDFPage; y: number },
  fonts: Fonts,
  rows: [string, string][],
  start: { page: PDFPage; y: number },
): { page: PDFPage; y: number } {
  let { page, y } = start;
  const labelWidth = 170;
  const valueWidth = CONTENT_WIDTH - labelWidth - 16;
  rows.forEach(([label, value], index) => {
    const labelLines = wrap(label, fonts.bold, 9.5, labelWidth - 12);
    const valueLines = wrap(value, fonts.regular, 9.5, valueWidth);
    const height = Math.max(labelLines.length, valueLines.length) * 13 + 10;
    if (y - height < 60) ({ page, y } = addPage());
    if (index % 2 === 0)
      page.drawRectangle({
        x: MARGIN,
        y: y - height + 4,
        width: CONTENT_WIDTH,
        height,
        color: brand.sand,
      });
    labelLines.forEach((line, i) =>
      page.drawText(line, {
        x: MARGIN + 8,
        y: y - 10 - i * 13,
        size: 9.5,
        font: fonts.bold,
        color: brand.ink,
      }),
    );
    valueLines.forEach((line, i) =>
      page.drawText(line, {
        x: MARGIN + labelWidth + 8,
        y: y - 10 - i * 13,
        size: 9.5,
        font: fonts.regular,
        color: brand.ink,
      }),
    );
    y -= height;
  });
  void pages;
  return { page, y: y - 8 };
}

function sectionTitle(page: PDFPage, fonts: Fonts, text: string, y: number): number {
  page.drawText(pdfSafe(text), { x: MARGIN, y, size: 13, font: fonts.bold, color: brand.indigo });
  return y - 20;
}

export async function buildProductBrochure(product: Product): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: `${product.name} brochure`,
    // The subject repeats the key promise so search tools and tests can read it.
    subject: product.warrantyYears
      ? `${product.tagline} ${product.warrantyYears}-year performance warranty.`
      : product.tagline,
    keywords: [product.name, "brochure", site.brandName],
  });
  const accent = hexToRgb(product.accent);
  const pages: PDFPage[] = [];
  const addPage = () => {
    const page = doc.addPage([A4.width, A4.height]);
    pages.push(page);
    return { page, y: drawHeaderBand(page, fonts, "Product brochure", brand.indigo) };
  };
  let { page, y } = addPage();

  // Hero: accent panel with the name, subtitle and tagline.
  const heroHeight = 150;
  page.drawRectangle({
    x: MARGIN,
    y: y - heroHeight + 14,
    width: CONTENT_WIDTH,
    height: heroHeight,
    color: accent,
  });
  page.drawRectangle({
    x: A4.width - MARGIN - 120,
    y: y - heroHeight + 14,
    width: 120,
    height: heroHeight,
    color: brand.indigoDark,
    opacity: 0.25,
  });
  // Dark text on light accents (saffron), white on the rest, for print contrast.
  const onAccent = textColourOn(product.accent) === "#000000" ? brand.indigoDark : brand.white;
  // Long names shrink to stay clear of the warranty seal.
  const nameSize = Math.min(
    26,
    (26 * (CONTENT_WIDTH - 180)) / fonts.bold.widthOfTextAtSize(pdfSafe(product.name), 26),
  );
  page.drawText(pdfSafe(product.name), {
    x: MARGIN + 20,
    y: y - 28,
    size: nameSize,
    font: fonts.bold,
    color: onAccent,
  });
  if (product.subtitle)
    page.drawText(pdfSafe(product.subtitle), {
      x: MARGIN + 20,
      y: y - 50,
      size: 13,
      font: fonts.regular,
      color: onAccent,
    });
  drawParagraph(page, product.tagline, {
    x: MARGIN + 20,
    y: y - 80,
    width: CONTENT_WIDTH - 170,
    font: fonts.regular,
    size: 11,
    color: onAccent,
  });
  if (product.warrantyYears) {
    const cx = A4.width - MARGIN - 60;
    const cy = y - heroHeight / 2 + 14;
    page.drawCircle({ x: cx, y: cy, size: 42, color: brand.saffron });
    const years = String(product.warrantyYears);
    page.drawText(years, {
      x: cx - fonts.bold.widthOfTextAtSize(years, 26) / 2,
      y: cy - 2,
      size: 26,
      font: fonts.bold,
      color: brand.indigoDark,
    });
    const label = "YEAR WARRANTY";
    page.drawText(label, {
      x: cx - fonts.bold.widthOfTextAtSize(label, 7) / 2,
      y: cy - 14,
      size: 7,
      font: fonts.bold,
      color: brand.indigoDark,
    });
  }
  y -= heroHeight + 16;
  const ensure = (needed: number) => {
    if (y - needed < 70) ({ page, y } = addPage());
  };

  for (const paragraph of product.description) {
    y =
      drawParagraph(page, paragraph, {
        x: MARGIN,
        y,
        width: CONTENT_WIDTH,
        font: fonts.regular,
        size: 10.5,
        leading: 15,
      }) - 6;
  }

  y = sectionTitle(page, fonts, "Why choose it", y - 6);
  const columnWidth = (CONTENT_WIDTH - 16) / 2;
  for (let i = 0; i < product.features.length; i += 2) {
    ensure(50);
    const row = product.features.slice(i, i + 2);
    let rowBottom = y;
    row.forEach((feature, column) => {
      const x = MARGIN + column * (columnWidth + 16);
      page.drawRectangle({ x, y: y - 3, width: 8, height: 8, color: accent });
      page.drawText(pdfSafe(feature.title), {
        x: x + 14,
        y: y - 2,
        size: 10.5,
        font: fonts.bold,
        color: brand.ink,
      });
      const bottom = drawParagraph(page, feature.text, {
        x: x + 14,
        y: y - 16,
        width: columnWidth - 14,
        font: fonts.regular,
        size: 9.5,
        color: brand.muted,
        leading: 12.5,
      });
      rowBottom = Math.min(rowBottom, bottom);
    });
    y = rowBottom - 8;
  }

  ensure(120);
  y = sectionTitle(page, fonts, "At a glance", y - 4);
  ({ page, y } = drawTable(pages, addPage, fonts, productFacts(product), { page, y }));

  ensure(70);
  y = sectionTitle(page, fonts, "Ask us", y - 6);
  drawParagraph(
    page,
    `Book a free colour and product consultation on our website, or call ${site.tollFree} (toll-free, 9 am to 7 pm, Monday to Saturday). Shades shown on screen and in print are indicative; check the shade fandeck at your dealer before tinting.`,
    {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH,
      font: fonts.regular,
      size: 9.5,
      color: brand.muted,
      leading: 13,
    },
  );

  drawFooters(pages, fonts, `${product.name} brochure`);
  return finish(doc);
}

export async function buildTechnicalDataSheet(product: Product): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({
    title: `${product.name} technical data sheet`,
    subject: `Technical data sheet for ${product.name}`,
    keywords: [product.name, "technical data sheet", site.brandName],
  });
  const pages: PDFPage[] = [];
  const addPage = () => {
    const page = doc.addPage([A4.width, A4.height]);
    pages.push(page);
    return { page, y: drawHeaderBand(page, fonts, "Technical data sheet", brand.indigo) };
  };
  let { page, y } = addPage();

  page.drawText(pdfSafe(product.name), {
    x: MARGIN,
    y,
    size: 22,
    font: fonts.bold,
    color: brand.indigo,
  });
  y -= 20;
  if (product.subtitle) {
    page.drawText(pdfSafe(product.subtitle), {
      x: MARGIN,
      y,
      size: 12,
      font: fonts.regular,
      color: brand.muted,
    });
    y -= 22;
  }
  y =
    drawParagraph(page, product.description[0] ?? product.tagline, {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH,
      font: fonts.regular,
      size: 10,
      leading: 14,
    }) - 10;

  y = sectionTitle(page, fonts, "Technical data", y);
  ({ page, y } = drawTable(pages, addPage, fonts, technicalRows(product), { page, y }));

  const ensure = (needed: number) => {
    if (y - needed < 70) ({ page, y } = addPage());
  };
  ensure(120);
  y = sectionTitle(page, fonts, "Surface preparation", y - 4);
  product.technical.surfacePreparation.forEach((step, i) => {
    ensure(40);
    page.drawText(`${i + 1}.`, { x: MARGIN, y, size: 10, font: fonts.bold, color: brand.ink });
    y =
      drawParagraph(page, step, {
        x: MARGIN + 16,
        y,
        width: CONTENT_WIDTH - 16,
        font: fonts.regular,
        size: 10,
        leading: 13.5,
      }) - 4;
  });

  ensure(110);
  y = sectionTitle(page, fonts, "Application", y - 6);
  y = drawParagraph(
    page,
    `Stir well before use. Thin as stated above and apply ${product.coverage.coats} coats by ${product.technical.application.join(", ").toLowerCase()}, allowing ${product.technical.recoatAfter.toLowerCase()} between coats. Do not apply below 10 °C, above 40 °C, or when rain is expected within 6 hours on exterior walls. Wash tools with water immediately after use.`,
    { x: MARGIN, y, width: CONTENT_WIDTH, font: fonts.regular, size: 10, leading: 13.5 },
  );

  ensure(90);
  y = sectionTitle(page, fonts, "Safety and storage", y - 8);
  drawParagraph(
    page,
    "Keep out of reach of children. Use in a well-ventilated area and avoid contact with eyes. Store in a cool, dry place away from direct sunlight; keep the lid tightly closed. Dispose of empty containers as local rules require. The figures above are typical values from our laboratory under standard conditions; site results vary with surface, climate and method.",
    {
      x: MARGIN,
      y,
      width: CONTENT_WIDTH,
      font: fonts.regular,
      size: 9.5,
      color: brand.muted,
      leading: 13,
    },
  );

  drawFooters(pages, fonts, `${product.name} technical data sheet`);
  return finish(doc);
}
