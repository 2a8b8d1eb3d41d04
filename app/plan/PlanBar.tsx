import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { formatNumber } from "~/lib/i18n/format";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { shortlistHref } from "~/shades/explorer/shortlist";
import { EXPLORER_PATH, estimateHref } from "./handover";
import { planMessages } from "./messages";
import { bookVisitHref, isEmptyPlan, planQuery, withPlan, type Plan } from "./plan";
import { rememberPin } from "./plan-storage";
import { PLAN_SUMMARY_PATH, type PlanSummary } from "./plan-summary";
import { useFocusClearOfBar } from "./focus-clear";
import { usePlan } from "./use-plan";
import "./plan.css";

/** Swatches the bar draws; the rest are counted. */
const SWATCHES = 3;
/** How long a changed plan waits before its figures are asked for. */
const FETCH_PAUSE_MS = 300;

/**
 * The plan bar (issue 42): "2 shades · Weather Classic Max · ₹24,530 · Book a
 * visit", each part a link to the tool that makes it. Fixed at the foot of a
 * phone's screen with room kept for it below the page, in line at the top of
 * the page on wider screens.
 *
 * The server renders the plan of the address with the figures it worked out
 * (`summary`); a page with no plan renders nothing, so a page the server
 * keeps (ADR 22) never holds a visitor's plan. Once the page runs, a plan the
 * browser remembered is offered (its figures asked of /plan/summary), and a
 * shade added to the shortlist shows at once.
 */
export function PlanBar({ plan: fromUrl, summary }: { plan: Plan; summary: PlanSummary | null }) {
  const locale = useLocale();
  const t = useMessages(planMessages);
  const { plan, offered, forget } = usePlan(fromUrl);
  useFocusClearOfBar();
  const shown = offered ?? (isEmptyPlan(plan) ? null : plan);
  const query = shown ? planQuery(shown) : "";
  const [fetched, setFetched] = useState<PlanSummary | null>(null);
  // A PIN searched at the locator (or given for a visit) fills the next PIN field.
  const { search } = useLocation();
  useEffect(() => {
    rememberPin(window.localStorage, new URLSearchParams(search).get("pin") ?? "");
  }, [search]);

  const ready = [summary, fetched].find((s) => s !== null && s.query === query) ?? null;
  useEffect(() => {
    if (!query || ready) return;
    const controller = new AbortController();
    // A plan that changes as the visitor types (the calculator) is asked for once they pause.
    const timer = setTimeout(() => {
      fetch(`${PLAN_SUMMARY_PATH}?${query}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<PlanSummary | null>) : null))
        .then((answer) => {
          if (answer) setFetched(answer);
        })
        .catch(() => {
          // Offline or aborted: the bar keeps what it showed.
        });
    }, FETCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, ready]);

  // While a changed plan's figures are on their way, the last ones stay on screen.
  const figures = ready ?? (offered ? null : (fetched ?? summary));
  if (!shown || !figures) return null;

  const count = figures.shades.length;
  const carried = shown;
  const shadesHref =
    count > 0
      ? withPlan(
          shortlistHref(
            figures.shades.map((s) => s.code),
            locale,
          ),
          { ...carried, codes: [] },
        )
      : withPlan(localizeHref(EXPLORER_PATH, locale), carried);
  const paintHref = figures.product
    ? withPlan(localizeHref(`/${figures.product.slug}`, locale), carried)
    : withPlan(localizeHref("/compare", locale), carried);
  const costHref = estimateHref(
    figures.estimate ? { ...carried, estimate: figures.estimate } : carried,
    locale,
  );
  const total = figures.total === undefined ? "" : `₹${formatNumber(locale, figures.total)}`;
  const label = t("bar.label");

  return (
    <section
      className={offered ? "plan-bar plan-bar--saved" : "plan-bar"}
      aria-label={label}
      data-plan-bar=""
    >
      <div className="container plan-bar__inner">
        <p className="plan-bar__title" aria-hidden="true">
          {label}
        </p>
        <ul className="plan-bar__parts">
          <li>
            <a href={shadesHref} className="plan-bar__shades">
              {count > 0 ? (
                <>
                  <span className="plan-bar__swatches" aria-hidden="true">
                    {figures.shades.slice(0, SWATCHES).map((shade) => (
                      <span key={shade.code} style={{ backgroundColor: shade.hex }} />
                    ))}
                  </span>
                  {t("bar.shades", { count })}
                  <span className="visually-hidden">
                    {`: ${figures.shades.map((s) => s.name).join(", ")}`}
                  </span>
                </>
              ) : (
                t("bar.noShades")
              )}
            </a>
          </li>
          <li>
            <a href={paintHref}>
              {figures.product ? (
                <>
                  <span className="visually-hidden">{t("cost.paint")}: </span>
                  <span lang="en">{figures.product.name}</span>
                </>
              ) : (
                t("bar.noPaint")
              )}
            </a>
          </li>
          <li>
            <a href={costHref} className="plan-bar__total">
              {total ? (
                <>
                  <span className="visually-hidden">{t("bar.totalName")} </span>
                  {total}
                </>
              ) : (
                t("bar.costIt")
              )}
            </a>
          </li>
        </ul>
        <a className="button plan-bar__book" href={bookVisitHref(carried, locale)}>
          {t("bar.book")}
        </a>
        {offered ? (
          <button type="button" className="plan-bar__forget" onClick={forget}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("bar.forget")}</span>
          </button>
        ) : null}
      </div>
    </section>
  );
}
