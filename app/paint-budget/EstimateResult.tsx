import { withNodes } from "~/lib/i18n/rich-text";
import type { Estimate } from "./estimate";
import type { BudgetWords } from "./messages";
import { NextActions, type NextAction } from "./NextActions";
import { packsText, paintableText, quantityText } from "./summary";

/**
 * The estimate as the page (and its printout) shows it, most useful first:
 * a summary card with the total, what it is for and what to do next; then
 * what to buy, line by line, in three narrow columns that fit a 320 px
 * phone; then, folded, how it was worked out (the formula and every figure
 * used, with its source). The fold is a <details>, so it opens without
 * JavaScript and prints open (paint-budget.css).
 */
export function EstimateResult({
  estimate,
  words,
  actions,
}: {
  estimate: Estimate;
  words: BudgetWords;
  actions: readonly NextAction[];
}) {
  const { t } = words;
  const unit = estimate.input.unit;
  const area = (value: { sqft: number; sqm: number }) => words.withUnit(value[unit], unit);
  const paint = estimate.lines.find((line) => line.kind === "paint") ?? estimate.lines[0]!;
  return (
    <div className="pb-result">
      <div className="pb-summary">
        <p className="pb-summary__total">
          <span>{t("calc.total")}</span>{" "}
          <strong data-testid="estimate-total">{words.rupees(estimate.total)}</strong>
        </p>
        <p className="pb-summary__for">
          {withNodes(
            t("calc.summaryFor", { product: "{product}", area: paintableText(estimate, words) }),
            { product: <span lang="en">{paint.product.name}</span> },
          )}
        </p>
        <ul className="pb-summary__lines">
          {estimate.lines.map((line) => (
            <li key={line.kind}>
              <span>{words.lineName(line.kind)}</span> <span>{quantityText(line, words)}</span>
            </li>
          ))}
        </ul>
        <NextActions title={t("calc.nextTitle")} titleId="pb-next-title" actions={actions} />
      </div>

      <p className="pb-breakdown muted">
        <span className="pb-paintable">
          {t("calc.paintable")} <strong>{paintableText(estimate, words)}</strong>
        </span>{" "}
        {t("calc.areaBreakdown", {
          walls: area(estimate.walls),
          ceiling: area(estimate.ceiling),
          openings: area(estimate.openings),
        })}
      </p>

      <table className="data-table pb-lines">
        <caption>{t("calc.linesCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("calc.col.item")}</th>
            <th scope="col">{t("calc.col.packs")}</th>
            <th scope="col" className="numeric">
              {t("calc.col.cost")}
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.kind}>
              <th scope="row">
                {words.lineName(line.kind)}
                <span className="pb-product" lang="en">
                  {line.product.name}
                </span>
              </th>
              <td>
                <span className="pb-need">{quantityText(line, words)}</span>
                <span className="pb-packs">{packsText(line, words)}</span>
              </td>
              <td className="numeric">{words.rupees(line.cost)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("calc.total")}</th>
            <td className="numeric" colSpan={2}>
              {words.rupees(estimate.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="pb-note">{t("calc.priceNote", { date: words.date(estimate.priceListDate) })}</p>

      <details className="pb-audit">
        <summary>{t("calc.auditSummary", { count: estimate.constants.length })}</summary>
        <p className="pb-note">{t("calc.formula")}</p>
        <table className="data-table pb-constants">
          <caption>{t("calc.constantsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("calc.col.figure")}</th>
              <th scope="col">{t("calc.col.value")}</th>
              <th scope="col">{t("calc.col.source")}</th>
            </tr>
          </thead>
          <tbody>
            {estimate.constants.map((constant, index) => (
              <tr key={index}>
                <th scope="row">{words.constantLabel(constant)}</th>
                <td>{words.constantValue(constant)}</td>
                <td>{words.source(constant.source)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
