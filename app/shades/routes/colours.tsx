import { memo, useEffect, useRef, type FormEvent } from "react";
import { Form, redirect, useNavigation, useSubmit } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { afterNextPaint } from "~/lib/after-paint";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/ui/seo";
import { formatNumber } from "~/lib/i18n/format";
import { useHydrated } from "~/platform";
import { shadeFamilyIds } from "../families";
import { suitabilities } from "../suitability";
import { lrvBands } from "../lrv-bands";
import { ColourHero } from "../explorer/ColourHero";
import { colourMessages } from "../explorer/messages";
import { listingMessages } from "../explorer/listing/messages";
import { explorerData, explorerParams } from "../explorer/explorer.server";
import { Pagination } from "../explorer/listing/Pagination";
import { cleanSearch, filledParams } from "../explorer/listing/clean-query";
import { explorerHref, shadeHref } from "../explorer/paths";
import { ShadeTile } from "../explorer/ShadeTile";
import { shortlistHref, SHORTLIST_PARAM, withShortlist } from "../explorer/shortlist";
import type { ExplorerFilters, ShadeSummary } from "../explorer/types";
import { useShortlist } from "../explorer/use-shortlist";
import { FromPhotoLink } from "../from-photo/FromPhotoLink";
import "../explorer/colours.css";
import "../explorer/listing/listing.css";
import {
  planFields,
  planWithout,
  readPlan,
  withPlan,
  withPlanParams,
  type Plan,
} from "~/plan/plan";
import { PlanBar } from "~/plan/PlanBar";
import { planSummary } from "~/plan/plan-summary.server";
import type { Route } from "./+types/colours";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A GET form without JavaScript sends "Any" as `family=`: one address per page, the clean one.
  const clean = cleanSearch(url);
  if (clean !== undefined) throw redirect(`${url.pathname}${clean}`, 301);
  // The visitor's plan (issue 42): its paint is the explorer's own paint filter.
  const plan = readPlan(url.searchParams);
  return { ...explorerData(url), plan, planBar: planSummary(plan) };
}

export const headers = () => sharedPageHeaders(300, withPlanParams(explorerParams));

export const meta: Route.MetaFunction = (args) => {
  const locale = localeOfPath(args.location.pathname);
  const t = listingMessages.in(locale);
  const count = formatNumber(locale, args.loaderData?.allCount ?? 0);
  return seo(args, {
    title: t("explorer.metaTitle", { count }),
    description: t("explorer.metaDescription", { count }),
    keywords: t("explorer.metaKeywords"),
  });
};

/** The filters' query string, without empty ones, and a page when past the first. */
function filterQuery(filters: ExplorerFilters, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set("page", String(page));
  return params.toString();
}

// Typing pauses this long before the results are asked for.
const TYPING_PAUSE_MS = 250;

/** Where "Show shades" lands: the results, by their heading. */
const RESULTS_ID = "colour-results";

export default function ColourExplorer({ loaderData }: Route.ComponentProps) {
  const { filters, ignored, shades, total, page, pageCount, allCount, products } = loaderData;
  const locale = useLocale();
  const t = useMessages(listingMessages);
  const tc = useMessages(colourMessages);
  // Links and the form carry the URL's list (browsing without JavaScript);
  // the count shows the list the browser keeps.
  const carried = loaderData.shortlist;
  // The plan's parts the filters do not hold (scheme, estimate) go with the form and each shade.
  const planRest = planWithout(loaderData.plan, ["codes", "product"]);
  const { codes } = useShortlist(carried);
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = navigation.state === "loading" && navigation.location.pathname.endsWith("/colours");
  const live = useHydrated();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Set by "Show shades": once its results are in, the visitor is taken to them.
  const jumping = useRef(false);
  useEffect(() => {
    if (!jumping.current || navigation.state !== "idle") return;
    jumping.current = false;
    resultsHeading.current?.focus();
  }, [navigation.state]);

  // With JavaScript the results follow the form as the visitor types or picks,
  // fetched as loader data (no full page); without it the form is a plain GET.
  // Either way empty fields stay out of the address (clean-query.ts).
  const ask = (form: HTMLFormElement, replace: boolean) =>
    submit(filledParams(new FormData(form)), {
      method: "get",
      action: explorerHref(locale),
      replace,
      preventScrollReset: true,
    });
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    clearTimeout(timer.current);
    // A choice from a list is made in one go: its results are asked for as
    // soon as the list's new value is drawn. Only typing waits for a pause.
    if (event.target instanceof HTMLSelectElement) afterNextPaint(() => void ask(form, true));
    else timer.current = setTimeout(() => void ask(form, true), TYPING_PAUSE_MS);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(timer.current);
    jumping.current = true;
    void ask(event.currentTarget, false);
  };

  const option = (label: string, value: string) => (
    <option key={value} value={value}>
      {label}
    </option>
  );
  const hrefOf = (p: number) =>
    withShortlist(explorerHref(locale, filterQuery(filters, p)), carried);

  return (
    <div className="colour-page">
      <PlanBar plan={loaderData.plan} summary={loaderData.planBar} />
      <ColourHero
        id="colours-title"
        eyebrow={t("explorer.eyebrow")}
        title={t("explorer.title")}
        lead={t("explorer.lead", { count: formatNumber(locale, allCount) })}
      >
        {codes.length > 0 ? (
          <p>
            <a className="colour-shortlist-link" href={shortlistHref(codes, locale)}>
              {tc("shortlist.link", { count: codes.length })}
            </a>
          </p>
        ) : null}
        <p>
          <a href={localizeHref("/visualiser", locale)}>{t("explorer.visualiser")}</a>
        </p>
        <p>
          <FromPhotoLink />
        </p>
      </ColourHero>

      <div className="container colour-explorer">
        <Form
          method="get"
          // Without JavaScript the answer opens at the results, not at the top of the page again.
          action={`${explorerHref(locale)}#${RESULTS_ID}`}
          className="colour-filters"
          onInput={onInput}
          onSubmit={onSubmit}
          aria-labelledby="colour-filters-title"
        >
          <h2 id="colour-filters-title" className="colour-filters__title">
            {t("filter.legend")}
          </h2>
          <div className="colour-field colour-field--search">
            <label htmlFor="colour-q">{t("filter.q")}</label>
            <input
              id="colour-q"
              name="q"
              type="search"
              defaultValue={filters.q}
              maxLength={60}
              autoComplete="off"
              aria-describedby="colour-q-hint"
            />
            <p id="colour-q-hint" className="colour-field__hint">
              {t("filter.qHint")}
            </p>
          </div>
          <div className="colour-field">
            <label htmlFor="colour-family">{t("filter.family")}</label>
            <select id="colour-family" name="family" defaultValue={filters.family}>
              {option(t("filter.any"), "")}
              {shadeFamilyIds.map((id) => option(tc(`family.${id}`), id))}
            </select>
          </div>
          <div className="colour-field">
            <label htmlFor="colour-band">{t("filter.band")}</label>
            <select id="colour-band" name="band" defaultValue={filters.band}>
              {option(t("filter.any"), "")}
              {lrvBands.map((id) => option(t(`band.${id}`), id))}
            </select>
          </div>
          <div className="colour-field">
            <label htmlFor="colour-use">{t("filter.use")}</label>
            <select id="colour-use" name="use" defaultValue={filters.use}>
              {option(t("filter.any"), "")}
              {suitabilities.map((id) => option(t(`use.${id}`), id))}
            </select>
          </div>
          <div className="colour-field">
            <label htmlFor="colour-product">{t("filter.product")}</label>
            <select id="colour-product" name="product" defaultValue={filters.product}>
              {option(t("filter.any"), "")}
              {products.map((p) => (
                <option key={p.slug} value={p.slug} lang="en">
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          {carried.length > 0 ? (
            <input type="hidden" name={SHORTLIST_PARAM} value={carried.join(",")} />
          ) : null}
          {planFields(planRest).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {/* The count beside the filters, kept in view on a phone while they change (CSS). */}
          <div className="colour-filters__actions">
            <p className="colour-filters__count" role="status">
              {t("results.status", { total })}
              {total > 0 && pageCount > 1 ? `, ${t("results.pageOf", { page, pageCount })}` : ""}
            </p>
            <button type="submit" className="button">
              {/* The count is the form's only once the results follow it (with JavaScript). */}
              {live ? t("filter.showCount", { total }) : t("filter.submit")}
            </button>
            <a className="colour-clear" href={withShortlist(explorerHref(locale), carried)}>
              {t("filter.clear")}
            </a>
          </div>
        </Form>

        <section
          id={RESULTS_ID}
          className="colour-results"
          aria-labelledby="colour-results-title"
          aria-busy={busy}
        >
          <h2
            id="colour-results-title"
            className="colour-results__title"
            tabIndex={-1}
            ref={resultsHeading}
          >
            {t("results.heading", { total })}
          </h2>
          {ignored ? <p className="colour-note">{t("filter.ignored")}</p> : null}
          {shades.length > 0 ? (
            <ShadeGrid shades={shades} carried={carried} plan={loaderData.plan} />
          ) : (
            <div className="colour-empty">
              <p className="colour-empty__title">{t("results.emptyTitle")}</p>
              <p>{t("results.emptyBody")}</p>
              <p>
                <a
                  className="button button--ghost"
                  href={withShortlist(explorerHref(locale), carried)}
                >
                  {t("filter.clear")}
                </a>
              </p>
            </div>
          )}
          <Pagination page={page} pageCount={pageCount} hrefOf={hrefOf} />
          <p className="colour-credit">{t("names.credit")}</p>
        </section>
      </div>
    </div>
  );
}

/**
 * The page of shades. Kept apart and memoised because a change of filter
 * renders the page twice (busy, then the new results): the busy render leaves
 * these fifty tiles as they are instead of drawing them again, which was most
 * of its cost at 4× CPU slowdown.
 */
const ShadeGrid = memo(function ShadeGrid({
  shades,
  carried,
  plan,
}: {
  shades: ShadeSummary[];
  carried: string[];
  plan: Plan;
}) {
  const locale = useLocale();
  const tc = useMessages(colourMessages);
  const rest = planWithout(plan, ["codes"]);
  return (
    <ul className="colour-grid">
      {shades.map((shade) => (
        <li key={shade.code}>
          <ShadeTile
            shade={shade}
            href={withPlan(shadeHref(shade.code, locale, carried), rest)}
            detail={tc("results.lrv", { lrv: shade.lrv.toFixed(1) })}
          />
        </li>
      ))}
    </ul>
  );
});
