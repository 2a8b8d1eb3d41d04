import type { Estimate, EstimateInput, EstimateLine } from "./estimate";
import type { BudgetWords } from "./messages";

/**
 * An estimate in a few lines of text: what the visitor gave (for the PDF and
 * the consultation page) and what it came to (for the lead and the CRM
 * remarks, where staff read it in one glance).
 */

export function inputSummary(input: EstimateInput, productName: string, w: BudgetWords): string[] {
  const { t, withUnit } = w;
  const yes = (on: boolean) => (on ? "yes" : "no");
  const walls =
    input.measure === "carpet"
      ? t("calc.input.carpet", {
          area: withUnit(input.carpetArea, input.unit),
          factor: w.n(input.wallFactor),
          ceiling: yes(input.ceiling),
        })
      : input.measure === "rooms"
        ? t("calc.input.rooms", { count: input.rooms.length, ceiling: yes(input.ceiling) })
        : t("calc.input.walls", { area: withUnit(input.wallArea, input.unit) });
  return [
    t("calc.input.surfaceJob", { surface: input.surface, job: input.job }),
    walls,
    t("calc.input.openings", { doors: input.doors, windows: input.windows }),
    t("calc.input.paint", {
      product: productName,
      coats: input.coats,
      wastage: w.n(input.wastage),
    }),
  ];
}

/** "2 × 20 L + 1 × 4 L". */
export function packsText(line: EstimateLine, w: BudgetWords): string {
  return line.packs
    .map((pack) => w.t("calc.packLine", { count: pack.count, size: w.size(pack.size, line.unit) }))
    .join(" + ");
}

export function quantityText(line: EstimateLine, w: BudgetWords): string {
  return w.t("calc.quantity", {
    quantity: w.n(line.quantity, 1),
    unit: w.unit(line.unit),
    coats: line.coats,
  });
}

/** The paintable area in the visitor's unit. */
export function paintableText(estimate: Estimate, w: BudgetWords): string {
  const unit = estimate.input.unit;
  return w.withUnit(estimate.paintable[unit], unit);
}

/**
 * One paragraph: the job, the area, each line with its packs and cost, the
 * total and the price list's date. Short enough for the CRM remarks.
 */
export function estimateSummary(estimate: Estimate, w: BudgetWords): string {
  const paint = estimate.lines.find((line) => line.kind === "paint")!;
  const [job] = inputSummary(estimate.input, paint.product.name, w);
  const lines = estimate.lines.map(
    (line) =>
      `${w.lineName(line.kind)} ${line.product.name}: ${quantityText(line, w)}, ${packsText(line, w)}, ${w.rupees(line.cost)}`,
  );
  return [
    `${job}; ${w.t("calc.paintable")} ${paintableText(estimate, w)}`,
    ...lines,
    `${w.t("calc.total")} ${w.rupees(estimate.total)} (${w.date(estimate.priceListDate)})`,
  ].join("; ");
}
