import { data } from "react-router";
import { sharedPageHeaders } from "~/lib/cache";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { seo } from "~/ui/seo";
import { planQuery, readPlan, withPlan, withPlanParams } from "~/plan/plan";
import { priceList } from "~/products/content";
import { paintJobs } from "~/products/content/schema";
import { PageIntro } from "~/ui/PageIntro";
import { finderResults } from "../finder.server";
import { FINDER_PARAMS, FINDER_PATH, RESULTS_ID, readFinderQuery } from "../query";
import { finderMessages } from "../messages";
import { finderConcerns } from "../rank";
import "../finder.css";
import type { Route } from "./+types/paint-finder";

/**
 * /paint-finder (issue 42): what is being painted and what matters, as a GET
 * form; the ranked paints, each with its reasons from the product record and
 * links onward that carry the visitor's plan. The answer comes first on the
 * page and the form's action opens it at the results' heading, so a phone
 * shows the count and the first paint without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const plan = readPlan(url.searchParams);
  const { form, ask } = readFinderQuery(url.searchParams);
  return data(
    {
      form,
      ask,
      found: ask ? finderResults(ask, locale, (href) => withPlan(href, plan)) : null,
      // The plan rides along in hidden fields, so a new answer keeps it.
      planFields: [...new URLSearchParams(planQuery(plan))],
      priceListDate: priceList.date,
    },
    // Something to correct: the page says what, and keeps what was chosen.
    { status: form.asked && !ask ? 400 : 200 },
  );
}

export const headers = () => sharedPageHeaders(300, withPlanParams(FINDER_PARAMS));

export const meta: Route.MetaFunction = (args) => {
  const t = finderMessages.in(localeOfPath(args.location.pathname));
  return seo(args, {
    title: t("meta.title"),
    description: t("meta.description"),
    keywords: t("meta.keywords"),
  });
};

const dateIn = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

export default function PaintFinder({ loaderData }: Route.ComponentProps) {
  const { form, ask, found, planFields, priceListDate } = loaderData;
  const locale = useLocale();
  const t = useMessages(finderMessages);
  const errors = Object.entries(form.errors) as ["job" | "needs", "error.job" | "error.needs"][];
  const list = (items: string[]) =>
    new Intl.ListFormat(locale === "hi" ? "hi" : "en", { type: "conjunction" }).format(items);
  const job = ask ? t(`jobPhrase.${ask.job}`) : "";

  return (
    <>
      <PageIntro
        className="pf-intro"
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={form.asked ? undefined : t("lead")}
      />
      <div className="container pf-layout">
        {errors.length > 0 ? (
          <div
            className="alert alert--error pf-errors"
            role="alert"
            aria-labelledby="pf-errors-title"
          >
            <h2 id="pf-errors-title">{t("error.title")}</h2>
            <ul>
              {errors.map(([field, key]) => (
                <li key={field}>
                  <a href={`#pf-${field}`}>{t(key)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        {ask && found ? (
          <section className="pf-results" aria-labelledby={RESULTS_ID}>
            <h2 id={RESULTS_ID} className="pf-results__title" tabIndex={-1}>
              {found.results.length === 0 && found.ranges.length > 0
                ? t("results.rangesOnly", { job })
                : t("results.title", { count: found.results.length, job })}
            </h2>
            {found.results.length > 0 ? (
              <p className="pf-results__how">
                {ask.concerns.length > 0
                  ? t("results.rankedFor", {
                      concerns: list(ask.concerns.map((c) => t(`concern.${c}`))),
                    })
                  : t("results.rankedPlain")}
              </p>
            ) : null}
            {found.unmet.length > 0 && found.results.length > 0 ? (
              <p className="pf-note">
                {t("results.unmet", {
                  job,
                  concerns: list(found.unmet.map((c) => t(`concern.${c}`))),
                })}
              </p>
            ) : null}
            {ask.job === "damp-wall" ? (
              <div className="pf-first">
                <h3>{t("damp.title")}</h3>
                <p>{t("damp.text")}</p>
              </div>
            ) : null}

            {found.results.length > 0 ? (
              <ol className="pf-list">
                {found.results.map((result, index) => (
                  <li key={result.slug} className="pf-card">
                    <p className="pf-card__rank">{t("results.rank", { rank: index + 1 })}</p>
                    <h3 className="pf-card__name">
                      <a href={result.links.product} lang="en">
                        {result.name}
                      </a>
                    </h3>
                    {result.subtitle ? (
                      <p className="pf-card__subtitle">{result.subtitle}</p>
                    ) : null}
                    {result.reasons.length > 0 ? (
                      <ul className="pf-card__reasons">
                        {result.reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    ) : null}
                    <dl className="pf-card__facts">
                      <div>
                        <dt>{t("fact.price")}</dt>
                        <dd>{result.price}</dd>
                      </div>
                      <div>
                        <dt>{t("fact.warranty")}</dt>
                        <dd>{result.warranty}</dd>
                      </div>
                    </dl>
                    <ul className="pf-card__links">
                      <li>
                        <a className="button button--secondary" href={result.links.estimate}>
                          {t("link.estimate")}
                        </a>
                      </li>
                      <li>
                        <a href={result.links.colours}>
                          {t("link.colours", { count: result.colourCount.toLocaleString("en-IN") })}
                        </a>
                      </li>
                      <li>
                        <a href={result.links.product}>
                          {t("link.product", { name: result.name })}
                        </a>
                      </li>
                    </ul>
                  </li>
                ))}
              </ol>
            ) : found.ranges.length === 0 ? (
              <p>{t("results.none", { job })}</p>
            ) : null}

            {found.ranges.length > 0 ? (
              <div className="pf-ranges">
                {found.results.length > 0 ? <h3>{t("ranges.title")}</h3> : null}
                <p className="pf-note">{t("ranges.lead")}</p>
                {found.ranges.map((range) => (
                  <section
                    key={range.slug}
                    className="pf-range"
                    aria-labelledby={`pf-range-${range.slug}`}
                  >
                    <h3 id={`pf-range-${range.slug}`}>
                      <a href={range.href}>{range.name}</a>
                    </h3>
                    <p>{range.intro}</p>
                    <ul>
                      {range.cards.map((card) => (
                        <li key={card.name}>
                          <strong lang="en">{card.name}</strong>
                          {card.subtitle ? `, ${card.subtitle}` : ""}: {card.description}
                        </li>
                      ))}
                    </ul>
                    <p>
                      <a href={range.href}>{t("ranges.link", { name: range.name })}</a>
                    </p>
                  </section>
                ))}
              </div>
            ) : null}
            {found.results.length > 0 ? (
              <p className="pf-small">{t("priceNote", { date: dateIn(priceListDate, locale) })}</p>
            ) : null}
          </section>
        ) : null}

        <form
          className="pf-form"
          method="get"
          action={`${localizeHref(FINDER_PATH, locale)}#${RESULTS_ID}`}
          aria-labelledby="pf-form-title"
          noValidate
        >
          <h2 id="pf-form-title">{form.asked ? t("form.changeTitle") : t("form.title")}</h2>
          {planFields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <fieldset
            id="pf-job"
            aria-describedby={form.errors.job ? "pf-job-error" : undefined}
            aria-invalid={form.errors.job ? true : undefined}
          >
            <legend>{t("form.job")}</legend>
            {form.errors.job ? (
              <p className="field-error" id="pf-job-error">
                {t(form.errors.job)}
              </p>
            ) : null}
            <div className="pf-choices">
              {paintJobs.map((id) => (
                <label key={id} className="choice">
                  <input type="radio" name="job" value={id} defaultChecked={form.job === id} />
                  <span>{t(`job.${id}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset
            id="pf-needs"
            aria-describedby={form.errors.needs ? "pf-needs-hint pf-needs-error" : "pf-needs-hint"}
          >
            <legend>{t("form.needs")}</legend>
            <p className="field-hint" id="pf-needs-hint">
              {t("form.needsHint")}
            </p>
            {form.errors.needs ? (
              <p className="field-error" id="pf-needs-error">
                {t(form.errors.needs)}
              </p>
            ) : null}
            <div className="pf-choices">
              {finderConcerns.map((id) => (
                <label key={id} className="choice">
                  <input
                    type="checkbox"
                    name="needs"
                    value={id}
                    defaultChecked={form.needs.includes(id)}
                  />
                  <span>{t(`concern.${id}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="form-actions">
            <button type="submit" className="button">
              {t("form.submit")}
            </button>
          </div>
        </form>
      </div>
    </>
  );
}
