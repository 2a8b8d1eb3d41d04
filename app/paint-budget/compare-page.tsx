import { data } from "react-router";
import { products } from "~/products/content";
import { productIn } from "~/products/localized-content";
import { priceList } from "~/products/content";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/lib/seo";
import { COMPARE_MAX, compareTable, parseCompareProducts } from "./compare";
import { budgetMessages, budgetWordsIn } from "./messages";
import { PageIntro } from "~/ui/PageIntro";
import { ScrollRegion } from "./ScrollRegion";
import "./paint-budget.css";
import type { Route } from "./+types/compare-page";

/**
 * /compare?products=a,b,c: up to four products side by side (ADR 18). The
 * address is the state: removing a product is a link without it, adding one
 * is a GET form that sends the current products again with the new one, so
 * it all works without JavaScript. The cost per 100 sq ft is the
 * calculator's own estimate (compare.ts).
 */
export const COMPARE_PATH = "/compare";

export const meta: Route.MetaFunction = (args) => {
  const t = budgetMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("compare.metaTitle"),
    description: t("compare.metaDescription"),
    keywords: t("compare.metaKeywords"),
  });
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const selection = parseCompareProducts(url.searchParams.getAll("products"));
  const table = compareTable(selection.slugs);
  // Finish is a word; the rest are figures the shared messages format.
  const finishRow = table.rows.find((row) => row.key === "finish");
  if (finishRow)
    finishRow.cells = selection.slugs.map((slug) => productIn({ slug }, locale).finish);
  return data(
    {
      selection,
      table,
      choices: products
        .filter((p) => !selection.slugs.includes(p.slug))
        .map((p) => ({ slug: p.slug, name: p.name })),
      priceListDate: priceList.date,
      max: COMPARE_MAX,
    },
    { status: selection.errors.length > 0 ? 400 : 200 },
  );
}

const compareHref = (slugs: readonly string[]) =>
  slugs.length > 0
    ? `${COMPARE_PATH}?products=${slugs.map(encodeURIComponent).join(",")}`
    : COMPARE_PATH;

export default function Compare({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const words = budgetWordsIn(locale);
  const { t } = words;
  const { selection, table, choices, priceListDate, max } = loaderData;
  const slugs = selection.slugs;
  return (
    <>
      <PageIntro
        className="pb-intro"
        eyebrow={t("compare.eyebrow")}
        title={t("compare.title")}
        lead={t("compare.lead")}
      />
      <div className="container cmp-section">
        {selection.errors.length > 0 ? (
          <div className="alert alert--error" role="alert">
            <ul>
              {selection.errors.map((error, index) => (
                <li key={index}>{words.compareError(error)}</li>
              ))}
            </ul>
          </div>
        ) : null}

        {slugs.length > 0 ? (
          <ScrollRegion labelledBy="cmp-caption">
            <table className="data-table cmp-table">
              <caption id="cmp-caption">{t("compare.tableCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("compare.feature")}</th>
                  {table.columns.map((column) => (
                    <th scope="col" key={column.slug}>
                      <div className="cmp-head">
                        <a href={localizeHref(`/${column.slug}`, locale)} lang="en">
                          {column.name}
                        </a>
                        <a
                          className="cmp-remove"
                          href={localizeHref(
                            compareHref(slugs.filter((s) => s !== column.slug)),
                            locale,
                          )}
                        >
                          {t("compare.remove", { product: column.name })}
                        </a>
                      </div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key} data-row={row.key}>
                    <th scope="row">{words.compareRowLabel(row.key)}</th>
                    {words.compareRowCells(row).map((cell, index) => (
                      <td key={index}>{cell}</td>
                    ))}
                  </tr>
                ))}
                <tr>
                  <th scope="row">
                    <span className="visually-hidden">{t("compare.calcLink")}</span>
                  </th>
                  {table.columns.map((column) => (
                    <td key={column.slug}>
                      <a
                        href={localizeHref(
                          `/paint-budget-calculator?product=${encodeURIComponent(column.slug)}`,
                          locale,
                        )}
                      >
                        {t("compare.estimate", { product: column.name })}
                      </a>
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className="pb-empty">{t("compare.empty")}</p>
        )}

        {slugs.length > 0 ? (
          <>
            <p className="pb-note">{t("compare.method")}</p>
            <p className="pb-note">{t("compare.priceNote", { date: words.date(priceListDate) })}</p>
          </>
        ) : null}

        <section aria-labelledby="cmp-add-title">
          <h2 id="cmp-add-title">{t("compare.addTitle")}</h2>
          {slugs.length >= max ? (
            <p>{t("compare.full")}</p>
          ) : (
            <form method="get" action={localizeHref(COMPARE_PATH, locale)} className="cmp-add">
              {slugs.map((slug) => (
                <input key={slug} type="hidden" name="products" value={slug} />
              ))}
              <div className="field">
                <label htmlFor="cmp-add-product">{t("compare.addLabel")}</label>
                <select id="cmp-add-product" name="products">
                  {choices.map((choice) => (
                    <option key={choice.slug} value={choice.slug} lang="en">
                      {choice.name}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="button">
                {t("compare.add")}
              </button>
            </form>
          )}
        </section>
        <p>
          <a href={localizeHref("/paint-budget-calculator", locale)}>{t("compare.calcLink")}</a>
        </p>
      </div>
    </>
  );
}
