import { data, redirect } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/ui/seo";
import { harmonyIds } from "../harmony-ids";
import { AddToShortlist } from "../explorer/AddToShortlist";
import { colourMessages } from "../explorer/messages";
import { shadePageData } from "../explorer/explorer.server";
import { explorerHref, shadeHref, swatchImagePath } from "../explorer/paths";
import { ShadeTile } from "../explorer/ShadeTile";
import { ShadeName } from "../explorer/ShadeName";
import { shadeLabel, shadeName } from "../shade-name";
import { parseShortlist, SHORTLIST_PARAM } from "../explorer/shortlist";
import { pricingCatalogue } from "~/paint-budget/catalogue";
import { tryOnWallHref } from "~/plan/handover";
import { scenesForShade } from "~/shades/try-on-wall";
import { planMessages } from "~/plan/messages";
import { readPlan, withPlanParams } from "~/plan/plan";
import { PlanBar } from "~/plan/PlanBar";
import { planSummary } from "~/plan/plan-summary.server";
import { useCarriedPlan } from "~/plan/use-plan";
import "../explorer/colours.css";
import type { Route } from "./+types/colours.$code";

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = shadePageData(params.code);
  if (!found) throw data(null, { status: 404 });
  // One address per shade: kp-0513 is KP-0513's page under another name.
  if (found.shade.code !== params.code) {
    const path = url.pathname.slice(0, -params.code.length) + found.shade.code;
    throw redirect(path + url.search, 301);
  }
  // The visitor's plan (issue 42): its paint decides the scene "Try it on a wall" opens.
  const plan = readPlan(url.searchParams);
  const paint = pricingCatalogue.paints.find((p) => p.slug.toLowerCase() === plan.product);
  return {
    ...found,
    shortlist: parseShortlist(url.searchParams.getAll(SHORTLIST_PARAM)),
    plan,
    planBar: planSummary(plan),
    tryScenes: scenesForShade({
      paintSuits: paint?.suits,
      shadeSuitsExterior: found.shade.exterior,
    }),
  };
}

export const headers = () => sharedPageHeaders(300, withPlanParams([SHORTLIST_PARAM]));

export const meta: Route.MetaFunction = (args) => {
  const locale = localeOfPath(args.location.pathname);
  const t = colourMessages.in(locale);
  const found = args.loaderData;
  if (!found) return [];
  const { shade } = found;
  const values = {
    name: shadeLabel(shade, locale),
    code: shade.code,
    hex: shade.hex.toUpperCase(),
    lrv: shade.lrv.toFixed(1),
    family: t(`family.${shade.family}`),
  };
  return seo(args, {
    title: t("shade.metaTitle", values),
    description: t("shade.metaDescription", values),
    keywords: t("shade.metaKeywords", values),
    image: swatchImagePath(shade.code),
  });
};

const ratio = (n: number) => n.toFixed(1);
/** The order a shade page groups its paints in. */
const paintPlaces = ["interior", "exterior", "dual"] as const;

export default function ShadePage({ loaderData }: Route.ComponentProps) {
  const { shade, contrast, products, exteriorReason, harmonies, similar, shortlist } = loaderData;
  const locale = useLocale();
  const t = useMessages(colourMessages);
  const tp = useMessages(planMessages);
  const carried = useCarriedPlan(loaderData.plan);
  const hex = shade.hex.toUpperCase();
  const byId = new Map(harmonies.map((h) => [h.id, h.shades]));
  return (
    <div className="colour-page">
      <PlanBar plan={loaderData.plan} summary={loaderData.planBar} />
      <nav className="container colour-crumbs" aria-label={t("shade.breadcrumb")}>
        <ol>
          <li>
            <a href={explorerHref(locale)}>{t("shade.allColours")}</a>
          </li>
          <li>
            <a href={explorerHref(locale, `family=${shade.family}`)}>
              {t(`family.${shade.family}`)}
            </a>
          </li>
          <li aria-current="page" lang={locale === "hi" ? undefined : "en"}>
            {shadeName(shade, locale)}
          </li>
        </ol>
      </nav>

      <section className="container colour-shade" aria-labelledby="shade-title">
        <div
          className="colour-shade__swatch"
          style={{ backgroundColor: shade.hex, color: shade.light ? "#1d2330" : "#ffffff" }}
        >
          <p className="colour-shade__sample">
            {t("shade.textSample", { name: shadeName(shade, locale) })}
          </p>
        </div>
        <div className="colour-shade__about">
          <h1 id="shade-title" lang={locale === "hi" ? undefined : "en"}>
            <ShadeName shade={shade} />
          </h1>
          <p className="colour-shade__code">{shade.code}</p>
          {/* What to do with the shade comes first, on a phone's first screen (issue 42). */}
          <div className="colour-shade__actions">
            <AddToShortlist code={shade.code} name={shadeName(shade, locale)} carried={shortlist} />
            {loaderData.tryScenes.map((scene, index) => (
              <p key={scene}>
                <a
                  className={index === 0 ? "button button--secondary" : "button button--ghost"}
                  href={tryOnWallHref(carried, scene, shade.code, locale)}
                  aria-describedby={`shade-try-${scene}`}
                >
                  {tp(index === 0 ? "try.wall" : "try.exterior")}
                </a>
                <span className="visually-hidden" id={`shade-try-${scene}`}>
                  {tp("try.hint", { scene: tp(`scene.${scene}`), name: shadeName(shade, locale) })}
                </span>
              </p>
            ))}
          </div>
          <dl className="colour-facts" aria-label={t("shade.facts")}>
            <div>
              <dt>{t("shade.hex")}</dt>
              <dd>{hex}</dd>
            </div>
            <div>
              <dt>{t("shade.rgb")}</dt>
              <dd>{shade.rgb.join(", ")}</dd>
            </div>
            <div>
              <dt>{t("shade.lrv")}</dt>
              <dd>{shade.lrv.toFixed(1)}</dd>
            </div>
            <div>
              <dt>{t("shade.family")}</dt>
              <dd>{t(`family.${shade.family}`)}</dd>
            </div>
            <div>
              <dt>{t("shade.use")}</dt>
              <dd>{shade.exterior ? t("shade.useBoth") : t("shade.useInterior")}</dd>
            </div>
          </dl>
          <p className="colour-small">{t("shade.lrvExplained")}</p>
          <p className="colour-note">{t("shade.screenNote")}</p>
        </div>
      </section>

      <section className="container colour-section" aria-labelledby="shade-text-title">
        <h2 id="shade-text-title">{t("shade.textTitle")}</h2>
        <p>
          {t("shade.textAdvice", {
            colour: contrast.colour,
            ratio: ratio(contrast.ratio),
            white: ratio(contrast.white),
            dark: ratio(contrast.dark),
          })}{" "}
          {contrast.ratio >= 4.5 ? t("shade.textPass") : t("shade.textLarge")}
        </p>
      </section>

      <section className="container colour-section" aria-labelledby="shade-products-title">
        <h2 id="shade-products-title">{t("shade.productsTitle")}</h2>
        {products.length > 0 ? (
          <>
            <p className="colour-small">
              {t("shade.productsLead", { name: shadeName(shade, locale) })}
            </p>
            {paintPlaces.map((place) => {
              const here = products.filter((p) => p.place === place);
              return here.length > 0 ? (
                <div key={place} className="colour-place">
                  <h3 id={`shade-products-${place}`}>{t(`shade.place.${place}`)}</h3>
                  <ul className="colour-products" aria-labelledby={`shade-products-${place}`}>
                    {here.map((p) => (
                      <li key={p.slug}>
                        <a href={localizeHref(`/${p.slug}`, locale)} lang="en">
                          {p.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null;
            })}
          </>
        ) : (
          <p>{t("shade.productsNone")}</p>
        )}
        {exteriorReason ? (
          <p className="colour-note">{t(`shade.notExterior.${exteriorReason}`)}</p>
        ) : null}
      </section>

      <section className="container colour-section" aria-labelledby="shade-harmonies-title">
        <h2 id="shade-harmonies-title">{t("shade.harmoniesTitle")}</h2>
        <p className="colour-small">
          {t("shade.harmoniesLead", { name: shadeName(shade, locale) })}
        </p>
        {harmonyIds.map((id) => (
          <div key={id} className="colour-harmony">
            <h3>{t(`harmony.${id}`)}</h3>
            <p className="colour-small">{t(`harmony.${id}.about`)}</p>
            <ul className="colour-row">
              <li>
                <ShadeTile shade={shade} href={shadeHref(shade.code, locale, shortlist)} />
              </li>
              {(byId.get(id) ?? []).map((s) => (
                <li key={s.code}>
                  <ShadeTile shade={s} href={shadeHref(s.code, locale, shortlist)} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section className="container colour-section" aria-labelledby="shade-similar-title">
        <h2 id="shade-similar-title">{t("shade.similarTitle")}</h2>
        <p className="colour-small">{t("shade.similarLead")}</p>
        <ul className="colour-row">
          {similar.map((s) => (
            <li key={s.code}>
              <ShadeTile
                shade={s}
                href={shadeHref(s.code, locale, shortlist)}
                detail={t("shade.deltaE", { deltaE: s.deltaE.toFixed(1) })}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
