import { data } from "react-router";
import { products } from "~/products/content";
import { priceList } from "~/products/content";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { COMPARE_MAX, compareTable, parseCompareProducts } from "../compare";
import { budgetMessages, budgetWordsIn } from "../messages";
import { PageIntro } from "~/ui/PageIntro";
import { ScrollRegion } from "../ScrollRegion";
import "../paint-budget.css";
import type { Route } from "./+types/compare";

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
  // The record's words (finish, a warranty's reason) in the page's language.
  const table = compareTable(selection.slugs, locale);
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

/** The comparison without one product, opening where the products are listed. */
const removeHref = (slugs: readonly string[], slug: string, locale: string) => {
  const rest = slugs.filter((s) => s !== slug);
  return `${localizeHref(compareHref(rest), locale)}${rest.length > 0 ? "#cmp-products" : ""}`;
};

const estimateHref = (slug: string, locale: string) =>
  localizeHref(`/paint-budget-calculator?product=${encodeURIComponent(slug)}`, locale);

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
          <section id="cmp-products" className="cmp-products" aria-labelledby="cmp-products-title">
            <h2 id="cmp-products-title">{t("compare.count", { count: slugs.length })}</h2>
            {/* Phones: the products by name, each a jump to its card, so none is out of mind. */}
            <ol className="cmp-jump">
              {table.columns.map((column) => (
                <li key={column.slug}>
                  <a href={`#cmp-card-${column.slug}`} lang="en">
                    {column.name}
                  </a>
                </li>
              ))}
            </ol>
            <ol className="cmp-cards">
              {table.columns.map((column, index) => (
                <li key={column.slug} id={`cmp-card-${column.slug}`} className="cmp-card-slot">
                  {/* The last card is the one just added: the add form lands here. */}
                  <article
                    className="cmp-card"
                    id={index === table.columns.length - 1 ? "cmp-last" : undefined}
                    aria-labelledby={`cmp-card-title-${column.slug}`}
                  >
                    <p className="cmp-card__position">
                      {t("compare.position", { position: index + 1, count: slugs.length })}
                    </p>
                    <h3 id={`cmp-card-title-${column.slug}`}>
                      <a href={localizeHref(`/${column.slug}`, locale)} lang="en">
                        {column.name}
                      </a>
                    </h3>
                    <dl className="cmp-card__facts">
                      {table.rows.map((row) => (
                        <div key={row.key} data-row={row.key}>
                          <dt>{words.compareRowLabel(row.key)}</dt>
                          <dd>{words.compareRowCells(row)[index]}</dd>
                        </div>
                      ))}
                    </dl>
                    <p>
                      <a href={estimateHref(column.slug, locale)}>
                        {t("compare.estimate", { product: column.name })}
                      </a>
                    </p>
                    <p>
                      <a className="cmp-remove" href={removeHref(slugs, column.slug, locale)}>
                        {t("compare.remove", { product: column.name })}
                      </a>
                    </p>
                  </article>
                </li>
              ))}
            </ol>
            {/* Wide screens: one table, a column per product. */}
            <div className="cmp-table-wrap">
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
                            <a className="cmp-remove" href={removeHref(slugs, column.slug, locale)}>
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
                      <th scope="row">{t("compare.estimateRow")}</th>
                      {table.columns.map((column) => (
                        <td key={column.slug}>
                          <a href={estimateHref(column.slug, locale)}>
                            {t("compare.estimate", { product: column.name })}
                          </a>
                        </td>
                      ))}
                    </tr>
                  </tbody>
                </table>
              </ScrollRegion>
            </div>
          </section>
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
            <form
              method="get"
              // The answer opens at the new product's card on a phone (the last one).
              action={`${localizeHref(COMPARE_PATH, locale)}#cmp-last`}
              className="cmp-add"
            >
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
