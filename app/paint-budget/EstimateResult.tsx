import type { Estimate } from "./estimate";
import type { BudgetWords } from "./messages";
import { ScrollRegion } from "./ScrollRegion";
import { packsText, paintableText, quantityText } from "./summary";

/**
 * The estimate as the page (and its printout) shows it: the paintable area,
 * what to buy with its cost, the total, the price list's date, and every
 * figure the answer rests on with its source.
 */
export function EstimateResult({ estimate, words }: { estimate: Estimate; words: BudgetWords }) {
  const { t } = words;
  const unit = estimate.input.unit;
  const area = (value: { sqft: number; sqm: number }) => words.withUnit(value[unit], unit);
  return (
    <div className="pb-result">
      <p className="pb-paintable">
        <span>{t("calc.paintable")}</span> <strong>{paintableText(estimate, words)}</strong>
      </p>
      <p className="pb-breakdown muted">
        {t("calc.areaBreakdown", {
          walls: area(estimate.walls),
          ceiling: area(estimate.ceiling),
          openings: area(estimate.openings),
        })}
      </p>

      <ScrollRegion labelledBy="pb-lines-caption">
        <table className="data-table pb-lines">
          <caption id="pb-lines-caption">{t("calc.linesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("calc.col.item")}</th>
              <th scope="col">{t("calc.col.quantity")}</th>
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
                  <br />
                  <span className="pb-product" lang="en">
                    {line.product.name}
                  </span>
                </th>
                <td>{quantityText(line, words)}</td>
                <td>{packsText(line, words)}</td>
                <td className="numeric">{words.rupees(line.cost)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {t("calc.total")}
              </th>
              <td className="numeric pb-total" data-testid="estimate-total">
                {words.rupees(estimate.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <p className="pb-note">{t("calc.priceNote", { date: words.date(estimate.priceListDate) })}</p>
      <p className="pb-note">{t("calc.formula")}</p>

      <ScrollRegion labelledBy="pb-constants-caption">
        <table className="data-table pb-constants">
          <caption id="pb-constants-caption">{t("calc.constantsCaption")}</caption>
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
      </ScrollRegion>
    </div>
  );
}
