import {
  CONTENT_WIDTH,
  MARGIN,
  brand,
  createDocument,
  finishWithFooters,
  heading,
  linkParagraph,
  pager,
  paragraph,
  wrap,
  type Pager,
  type PdfLanguage,
} from "~/ui/pdf-layout";
import type { Estimate } from "./estimate";
import { budgetWordsIn, type BudgetWords } from "./messages";
import { inputSummary, packsText, paintableText, quantityText } from "./summary";

/**
 * The estimate as a PDF (ADR 26: tagged, fonts embedded), drawn from the same
 * Estimate and the same words as the page: what the visitor gave, what to
 * buy, the total, the price list's date and every figure used.
 */
const SIZE = 9.5;
const LEADING = 13;
const BOTTOM = 60;

/** A table tagged as one: a header row of column headers, then rows whose first cell heads the row. */
function drawTable(p: Pager, widths: number[], header: string[], rows: string[][]): void {
  const { w } = p;
  const cellLines = (row: string[], face: "bold" | "regular") =>
    row.map((cell, i) =>
      wrap(w, cell, i === 0 || face === "bold" ? "bold" : face, SIZE, widths[i]! - 10),
    );
  const drawRow = (row: string[], index: number, head: boolean) => {
    const lines = cellLines(row, head ? "bold" : "regular");
    const height = Math.max(...lines.map((l) => l.length)) * LEADING + 10;
    if (p.y - height < BOTTOM) p.newPage();
    const y = p.y;
    if (head || index % 2 === 0)
      w.artifact(() =>
        w.rect({
          x: MARGIN,
          y: y - height + 4,
          width: CONTENT_WIDTH,
          height,
          color: head ? brand.line : brand.sand,
        }),
      );
    w.group("TR", {}, () => {
      let x = MARGIN;
      lines.forEach((cellText, i) => {
        const type = head || i === 0 ? "TH" : "TD";
        const scope = head ? "Column" : "Row";
        w.tag(type, type === "TH" ? { scope } : {}, () =>
          cellText.forEach((line, n) =>
            w.text(line, {
              x: x + 6,
              y: y - 10 - n * LEADING,
              size: SIZE,
              face: head || i === 0 ? "bold" : "regular",
            }),
          ),
        );
        x += widths[i]!;
      });
    });
    p.y -= height;
  };
  w.group("Table", {}, () => {
    drawRow(header, 0, true);
    rows.forEach((row, index) => drawRow(row, index, false));
  });
  p.y -= 10;
}

function section(p: Pager, text: string): void {
  if (p.y < BOTTOM + 60) p.newPage();
  heading(p.w, "H2", text, p.y);
  p.y -= 20;
}

function para(p: Pager, text: string, size = SIZE, color: string = brand.ink): void {
  p.y = paragraph(p.w, text, {
    x: MARGIN,
    y: p.y,
    width: CONTENT_WIDTH,
    face: "regular",
    size,
    color,
    leading: size * 1.4,
  });
  p.y -= 4;
}

export async function buildEstimatePdf(
  estimate: Estimate,
  lang: PdfLanguage,
  address: string,
): Promise<Uint8Array> {
  const words: BudgetWords = budgetWordsIn(lang);
  const { t } = words;
  const w = createDocument({
    title: t("calc.pdfTitle"),
    subject: t("calc.pdfSubject"),
    keywords: t("calc.metaKeywords").split(", "),
    lang,
  });
  const p = pager(w, t("calc.pdfTitle"));
  heading(w, "H1", t("calc.pdfTitle"), p.y);
  p.y -= 30;

  const paint = estimate.lines.find((line) => line.kind === "paint")!;
  section(p, t("calc.pdfInputs"));
  for (const line of inputSummary(estimate.input, paint.product.name, words)) para(p, line);
  p.y -= 6;

  section(p, t("calc.resultTitle"));
  para(p, `${t("calc.paintable")}: ${paintableText(estimate, words)}`, 12);
  const unit = estimate.input.unit;
  const area = (value: { sqft: number; sqm: number }) => words.withUnit(value[unit], unit);
  para(
    p,
    t("calc.areaBreakdown", {
      walls: area(estimate.walls),
      ceiling: area(estimate.ceiling),
      openings: area(estimate.openings),
    }),
    SIZE,
    brand.muted,
  );
  p.y -= 4;
  drawTable(
    p,
    [150, 120, 145, CONTENT_WIDTH - 415],
    [t("calc.col.item"), t("calc.col.quantity"), t("calc.col.packs"), t("calc.col.cost")],
    [
      ...estimate.lines.map((line) => [
        `${words.lineName(line.kind)}: ${line.product.name}`,
        quantityText(line, words),
        packsText(line, words),
        words.rupees(line.cost),
      ]),
      [t("calc.total"), "", "", words.rupees(estimate.total)],
    ],
  );
  para(p, t("calc.priceNote", { date: words.date(estimate.priceListDate) }), 9, brand.muted);
  para(p, t("calc.formula"), 9, brand.muted);
  p.y -= 6;

  section(p, t("calc.constantsCaption"));
  drawTable(
    p,
    [170, 170, CONTENT_WIDTH - 340],
    [t("calc.col.figure"), t("calc.col.value"), t("calc.col.source")],
    estimate.constants.map((constant) => [
      words.constantLabel(constant),
      words.constantValue(constant),
      words.source(constant.source),
    ]),
  );
  // The page's own address, wrapped inside the text column and a link (it is no use cut off).
  if (p.y < BOTTOM + 30) p.newPage();
  p.y = linkParagraph(w, address, {
    x: MARGIN,
    y: p.y,
    width: CONTENT_WIDTH,
    size: 8.5,
    color: brand.muted,
  });

  return finishWithFooters(w, t("calc.pdfTitle"));
}
