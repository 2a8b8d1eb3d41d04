import type { DocumentFilters as Filters } from "~/investors/documents/document-types";
import { investorMessages } from "~/investors/messages";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import "./documents.css";

/**
 * Year and text filters as a plain GET form: the state lives in the URL, so it
 * works without JavaScript, can be bookmarked and shared, and the page cache
 * can serve repeat searches. The form goes to the page in its own language,
 * so the language switch, which keeps the query, keeps the filters too.
 */
export function DocumentFilters({
  path,
  filters,
  years,
  shown,
  total,
  hidden = {},
}: {
  path: string;
  filters: Filters;
  years: string[];
  shown: number;
  total: number;
  /** Parameters the form keeps as it is (a grouped page's ?group=). */
  hidden?: Record<string, string>;
}) {
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const here = localizeHref(path, locale);
  const active = Boolean(filters.year || filters.q);
  const kept = new URLSearchParams(hidden).toString();
  const clearHref = kept ? `${here}?${kept}` : here;
  return (
    <div role="search" className="document-filters" aria-label={t("filters.label")}>
      <form method="get" action={here} className="document-filters__form">
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="document-filters__field">
          <label htmlFor="filter-year">{t("filters.year")}</label>
          <select id="filter-year" name="year" defaultValue={filters.year ?? ""}>
            <option value="">{t("filters.allYears")}</option>
            {years.map((fy) => (
              <option key={fy} value={fy}>
                {t("fy", { year: fy })}
              </option>
            ))}
          </select>
        </div>
        <div className="document-filters__field document-filters__field--grow">
          <label htmlFor="filter-q">{t("filters.search")}</label>
          <input
            id="filter-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ""}
            maxLength={100}
            placeholder={t("filters.placeholder")}
            autoComplete="off"
          />
        </div>
        <div className="document-filters__actions">
          <button type="submit" className="button button--secondary">
            {t("filters.submit")}
          </button>
          {active ? (
            <a className="document-filters__clear" href={clearHref}>
              {t("filters.clear")}
            </a>
          ) : null}
        </div>
      </form>
      <p className="document-filters__count" role="status">
        {active
          ? t("filters.showing", {
              shown,
              total,
              hasYear: filters.year ? "yes" : "no",
              year: filters.year ? t("fy", { year: filters.year }) : "",
              hasQuery: filters.q ? "yes" : "no",
              query: filters.q ?? "",
            })
          : t("filters.all", { total })}
      </p>
    </div>
  );
}
