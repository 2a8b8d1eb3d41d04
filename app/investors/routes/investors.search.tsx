import { data } from "react-router";
import { DocumentFileLinks } from "~/investors/documents/DocumentFileLinks";
import { InvestorPage } from "~/investors/zone/InvestorPage";
import { disclosuresFeedLink } from "~/investors/documents/document-route";
import { formatDocumentDate } from "~/lib/i18n/format";
import { investorsIn } from "~/investors/localized-content";
import { investorMessages } from "~/investors/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { defaultLocale, localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { Pagination } from "~/ui/Pagination";
import type { Route } from "./+types/investors.search";
import { searchMessages } from "../search/messages";
import type { SnippetSegment } from "../search/query";
import { SEARCH_PATH } from "../search/SearchBox";
import {
  financialYearDays,
  searchFilings,
  searchableYears,
  type FilingHit,
  type FilingSearchResult,
} from "../search/search.server";
import "~/investors/documents/documents.css";
import "../search/search.css";
import { logFor } from "~/lib/log/logger.server";

/** The query parameters the page reads, declared to the page cache (ADR 22). */
const SEARCH_QUERY = ["q", "year", "category", "page"] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const year = financialYearDays(params.get("year") ?? undefined) ? params.get("year")! : "";
  const category = params.get("category") ?? "";
  try {
    const [result, years] = await Promise.all([
      searchFilings(
        { q, year, category, locale, page: Number.parseInt(params.get("page") ?? "1", 10) },
        undefined,
      ),
      searchableYears(),
    ]);
    return { state: "ok" as const, q, year, category, years, result, retryHref: "" };
  } catch (error) {
    logFor("search").error({ err: error }, "filing search unavailable");
    // "Try again" leads to the address as asked, as on a listing page; a
    // page that rendered gets none (the page cache shares it, ADR 22).
    return data(
      {
        state: "unavailable" as const,
        q,
        year,
        category,
        years: [],
        result: undefined,
        retryHref: url.pathname + url.search,
      },
      sourceUnavailableInit(),
    );
  }
}

export const headers = dataPageHeaders(60, SEARCH_QUERY);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = (args) => {
  const t = searchMessages.in(localeOfPath(args.location.pathname));
  // A results page is not a page of its own for search engines; the empty form is.
  return seo(args, {
    title: t("metaTitle"),
    description: t("metaDescription"),
    keywords: t("metaKeywords"),
    noindex: Boolean(args.data?.q),
  });
};

export default function FilingSearchPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages(searchMessages);
  const { q, year, category, years, result } = loaderData;
  return (
    <InvestorPage path={SEARCH_PATH} title={t("title")} lead={t("lead")}>
      <SearchForm q={q} year={year} category={category} years={years} result={result} />
      {loaderData.state === "unavailable" || !result ? (
        <SourceUnavailable what={t("title").toLowerCase()} retryHref={loaderData.retryHref} />
      ) : (
        <SearchResults q={q} year={year} category={category} result={result} />
      )}
    </InvestorPage>
  );
}

/** What was asked and found; the form, the results and the page links all show it. */
interface SearchState {
  q: string;
  year: string;
  category: string;
  result: FilingSearchResult;
}

function SearchForm({
  q,
  year,
  category,
  years,
  result,
}: {
  q: string;
  year: string;
  category: string;
  years: string[];
  result: FilingSearchResult | undefined;
}) {
  const locale = useLocale();
  const t = useMessages(searchMessages);
  const investor = useMessages(investorMessages);
  const counts = new Map(result?.categories.map((c) => [c.category, c.count]));
  return (
    <form
      method="get"
      action={localizeHref(SEARCH_PATH, locale)}
      role="search"
      aria-label={t("form.label")}
      className="document-filters document-filters__form filing-search"
    >
      <div className="document-filters__field document-filters__field--grow">
        <label htmlFor="search-q">{t("form.q")}</label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder={t("form.placeholder")}
          autoComplete="off"
        />
      </div>
      <div className="document-filters__field">
        <label htmlFor="search-year">{t("form.year")}</label>
        <select id="search-year" name="year" defaultValue={year}>
          <option value="">{t("form.allYears")}</option>
          {years.map((fy) => (
            <option key={fy} value={fy}>
              {investor("fy", { year: fy })}
            </option>
          ))}
        </select>
      </div>
      <div className="document-filters__field">
        <label htmlFor="search-category">{t("form.category")}</label>
        <select id="search-category" name="category" defaultValue={category}>
          <option value="">{t("form.allCategories")}</option>
          {investorsIn(locale).documentPages.map((page) => (
            <option key={page.category} value={page.category}>
              {counts.has(page.category)
                ? t("form.categoryCount", {
                    name: page.shortTitle,
                    count: counts.get(page.category),
                  })
                : page.shortTitle}
            </option>
          ))}
        </select>
      </div>
      <div className="document-filters__actions">
        <button type="submit" className="button">
          {t("form.submit")}
        </button>
      </div>
    </form>
  );
}

function SearchResults({ q, year, category, result }: SearchState) {
  const locale = useLocale();
  const t = useMessages(searchMessages);
  if (result.words.length === 0)
    return (
      <p className="filing-search__status" role="status">
        {t("status.none")}
      </p>
    );
  const pageOf = new Map(investorsIn(locale).documentPages.map((p) => [p.category, p]));
  // Groups in order of their newest result; the results are newest first already.
  const groups = new Map<string, FilingHit[]>();
  for (const hit of result.hits)
    groups.set(hit.category, [...(groups.get(hit.category) ?? []), hit]);
  return (
    <>
      <p className="filing-search__status" role="status">
        {result.total === 0
          ? t("status.nothing", { query: q })
          : t("status.found", {
              total: result.total,
              query: q,
              hasPages: result.pageCount > 1 ? "yes" : "no",
              page: result.page,
              pageCount: result.pageCount,
            })}
      </p>
      {[...groups].map(([name, hits], index) => {
        const page = pageOf.get(name);
        const title = page?.shortTitle ?? name;
        const headingId = `search-group-${index}`;
        return (
          <section key={name} className="filing-search__group" aria-labelledby={headingId}>
            <h2 id={headingId} className="filing-search__group-title">
              {title}
              {page ? (
                <a className="filing-search__group-link" href={localizeHref(page.path, locale)}>
                  {t("group.open", { name: title })}
                </a>
              ) : null}
            </h2>
            <ol className="filing-search__list">
              {hits.map((hit) => (
                <SearchHit key={hit.document.key} hit={hit} />
              ))}
            </ol>
          </section>
        );
      })}
      <SearchPages q={q} year={year} category={category} result={result} />
    </>
  );
}

function SearchHit({ hit }: { hit: FilingHit }) {
  const locale = useLocale();
  const { document } = hit;
  return (
    <li className="filing-search__hit">
      <p className="filing-search__meta">
        {document.date ? (
          <time dateTime={document.date}>{formatDocumentDate(locale, document.date)}</time>
        ) : null}
        {document.subCategory ? (
          <span
            className="filing-search__sub"
            lang={locale === defaultLocale ? undefined : defaultLocale}
          >
            {document.subCategory}
          </span>
        ) : null}
      </p>
      <p className="filing-search__snippet" lang={hit.snippetLang}>
        <Snippet segments={hit.snippet} />
      </p>
      <DocumentFileLinks files={document.files} date={document.date} />
    </li>
  );
}

/** Marked words as <mark>; React escapes every piece, so a description cannot add markup. */
function Snippet({ segments }: { segments: SnippetSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}

function SearchPages({ q, year, category, result }: SearchState) {
  const locale = useLocale();
  const t = useMessages(searchMessages);
  const { page, pageCount } = result;
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams({ q });
    if (year) params.set("year", year);
    if (category) params.set("category", category);
    if (n > 1) params.set("page", String(n));
    return `${localizeHref(SEARCH_PATH, locale)}?${params}`;
  };
  return (
    <Pagination
      className="document-pagination"
      page={page}
      pageCount={pageCount}
      hrefOf={href}
      words={{
        label: t("pages.label"),
        previous: t("pages.previous"),
        next: t("pages.next"),
        page: (n) => t("pages.page", { page: n }),
      }}
    />
  );
}
