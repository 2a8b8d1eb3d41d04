import { useEffect } from "react";
import { redirect, useNavigate } from "react-router";
import { getEnv } from "~/lib/env.server";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { ColourHero } from "../explorer/ColourHero";
import { colourMessages } from "../explorer/messages";
import { shortlistMessages } from "../explorer/shortlist-page/messages";
import { shortlistData } from "../explorer/explorer.server";
import { explorerHref, shadeHref, shortlistPdfHref } from "../explorer/paths";
import {
  addToShortlist,
  parseShortlist,
  removeFromShortlist,
  SHORTLIST_MAX,
  SHORTLIST_PARAM,
  shortlistHref,
  shortlistQuery,
  storedShortlist,
} from "../explorer/shortlist";
import { keepShortlist, useHydrated } from "../explorer/use-shortlist";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import type { PaintSurface } from "~/shades/try-on-wall";
import { BookVisit, CostForm } from "~/plan/Handovers";
import { bookVisitHref, planWithout, readPlan, withPlan } from "~/plan/plan";
import { PlanBar } from "~/plan/PlanBar";
import { planSummary } from "~/plan/plan-summary.server";
import "../explorer/colours.css";
import "../explorer/shortlist-page/shortlist.css";
import type { Route } from "./+types/colours.shortlist";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const codes = parseShortlist(url.searchParams.getAll(SHORTLIST_PARAM));
  // "Add to shortlist" without JavaScript: the list so far and one more code,
  // answered with the longer list's own address.
  const add = parseShortlist(url.searchParams.get("add"))[0];
  if (add) {
    const known = shortlistData([add]).shades.length > 0;
    return redirect(shortlistHref(known ? addToShortlist(codes, add).codes : codes, locale));
  }
  const { shades, unknown } = shortlistData(codes);
  const found = shades.map((s) => s.code);
  const origin = getEnv().SITE_URL.replace(/\/$/, "");
  // The visitor's plan (issue 42), whose shades are this list.
  const plan = { ...readPlan(url.searchParams), codes: found };
  const paint = pricingCatalogue.paints.find((p) => p.slug.toLowerCase() === plan.product);
  return {
    plan,
    planBar: planSummary(plan),
    paintSurface: (paint && !paint.suits.includes("interior")
      ? "exterior"
      : "interior") as PaintSurface,
    paints: pricingCatalogue.paints.map(({ slug, name, suits }) => ({ slug, name, suits })),
    shades,
    unknown,
    /** Whether the address names a list at all (an empty one is a list too). */
    listed: url.searchParams.has(SHORTLIST_PARAM),
    shareUrl: `${origin}${shortlistHref(found, locale)}`,
  };
}

// The list is the visitor's own: not for search engines, not for the page cache.
export const headers = () => ({ "Cache-Control": "no-cache" });

export const meta: Route.MetaFunction = (args) => {
  const t = shortlistMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("shortlist.metaTitle"),
    description: t("shortlist.metaDescription"),
    keywords: t("shortlist.metaKeywords"),
    noindex: true,
  });
};

export default function ShortlistPage({ loaderData }: Route.ComponentProps) {
  const { shades, unknown, listed, shareUrl } = loaderData;
  const locale = useLocale();
  const t = useMessages(shortlistMessages);
  const tc = useMessages(colourMessages);
  const navigate = useNavigate();
  const codes = shades.map((s) => s.code);
  const query = shortlistQuery(codes);
  const { plan } = loaderData;
  // The plan's other parts go with every link that changes the list.
  const rest = planWithout(plan, ["codes"]);

  // The address is the list. Opened without one, show the list this browser
  // kept; opened with one (shared, or just changed), keep it.
  useEffect(() => {
    if (!listed) {
      const stored = storedShortlist(window.localStorage);
      if (stored.length > 0) void navigate(shortlistHref(stored, locale), { replace: true });
    } else keepShortlist(codes);
  }, [listed, query]); // eslint-disable-line react-hooks/exhaustive-deps

  // After removing the last one the address still says "a list, empty".
  const without = (code: string) => {
    const left = removeFromShortlist(codes, code);
    return left.length > 0
      ? withPlan(shortlistHref(left, locale), rest)
      : withPlan(localizeHref(`/colours/shortlist?${SHORTLIST_PARAM}=`, locale), rest);
  };

  return (
    <div className="colour-page">
      <PlanBar plan={plan} summary={loaderData.planBar} />
      <ColourHero
        id="shortlist-title"
        eyebrow={t("shortlist.eyebrow")}
        title={t("shortlist.title")}
        lead={t("shortlist.lead", { max: SHORTLIST_MAX })}
      />

      <div className="container colour-shortlist">
        {unknown > 0 ? (
          <p className="colour-note">{t("shortlist.unknown", { count: unknown })}</p>
        ) : null}
        {shades.length === 0 ? (
          <div className="colour-empty">
            <p className="colour-empty__title">{t("shortlist.empty")}</p>
            <p>{t("shortlist.emptyBody")}</p>
            <p>
              <a className="button" href={explorerHref(locale)}>
                {t("shortlist.browse")}
              </a>
            </p>
          </div>
        ) : (
          <>
            <p className="colour-results__status">
              {t("shortlist.count", { count: shades.length, max: SHORTLIST_MAX })}
            </p>
            <ul className="colour-list">
              {shades.map((shade) => (
                <li key={shade.code} className="colour-list__item">
                  <span className="colour-list__swatch" style={{ backgroundColor: shade.hex }} />
                  <div>
                    <h2>
                      <a href={withPlan(shadeHref(shade.code, locale, codes), rest)} lang="en">
                        {shade.name}
                      </a>
                    </h2>
                    <p>
                      {shade.code} · {shade.hex.toUpperCase()} ·{" "}
                      {tc("results.lrv", { lrv: shade.lrv.toFixed(1) })}
                    </p>
                    <p>
                      {tc(`family.${shade.family}`)} ·{" "}
                      {shade.exterior ? tc("shade.useBoth") : tc("shade.useInterior")}
                    </p>
                    <p className="colour-remove">
                      <a
                        href={without(shade.code)}
                        aria-label={t("shortlist.removeName", { name: shade.name })}
                      >
                        {t("shortlist.remove")}
                      </a>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <section className="colour-actions" aria-labelledby="shortlist-actions-title">
              <h2 id="shortlist-actions-title" className="visually-hidden">
                {t("shortlist.actions")}
              </h2>
              <a className="button" href={bookVisitHref(plan, locale)}>
                {t("shortlist.consult")}
              </a>
              <a className="button button--secondary" href={shortlistPdfHref(codes, locale)}>
                {t("shortlist.pdf")}
              </a>
              <PrintButton label={t("shortlist.print")} />
              <a className="button button--ghost" href={explorerHref(locale, query)}>
                {t("shortlist.more")}
              </a>
            </section>
            <CostForm
              plan={plan}
              surface={loaderData.paintSurface}
              paints={loaderData.paints}
              idPrefix="shortlist-cost"
            >
              <BookVisit plan={plan} />
            </CostForm>
            <p className="colour-share">
              <label htmlFor="shortlist-share">{t("shortlist.share")}</label>
              <input id="shortlist-share" type="url" readOnly value={shareUrl} />
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** Printing needs JavaScript to start; without it the browser's own Print prints the same page. */
function PrintButton({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <button
      type="button"
      className="button button--ghost colour-print"
      onClick={() => window.print()}
    >
      {label}
    </button>
  );
}
