import { data, redirect } from "react-router";
import { localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import { harmonyIds } from "../harmony-ids";
import { AddToShortlist } from "./AddToShortlist";
import { colourMessages } from "./messages";
import { shadePageData } from "./explorer.server";
import { explorerHref, shadeHref, swatchImagePath, visualiserHref } from "./paths";
import { ShadeTile } from "./ShadeTile";
import { parseShortlist, SHORTLIST_PARAM } from "./shortlist";
import "./colours.css";
import type { Route } from "./+types/shade";

export function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const found = shadePageData(params.code);
  if (!found) throw data(null, { status: 404 });
  // One address per shade: kp-0513 is KP-0513's page under another name.
  if (found.shade.code !== params.code) {
    const path = url.pathname.slice(0, -params.code.length) + found.shade.code;
    throw redirect(path + url.search, 301);
  }
  return { ...found, shortlist: parseShortlist(url.searchParams.getAll(SHORTLIST_PARAM)) };
}

export const headers = () => sharedPageHeaders(300, [SHORTLIST_PARAM]);

export const meta: Route.MetaFunction = (args) => {
  const locale = localeOfPath(args.location.pathname);
  const t = colourMessages.in(locale);
  const found = args.loaderData;
  if (!found) return [];
  const { shade } = found;
  const values = {
    name: shade.name,
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

export default function ShadePage({ loaderData }: Route.ComponentProps) {
  const { shade, contrast, products, harmonies, similar, shortlist } = loaderData;
  const locale = useLocale();
  const t = useMessages(colourMessages);
  const hex = shade.hex.toUpperCase();
  const byId = new Map(harmonies.map((h) => [h.id, h.shades]));
  return (
    <div className="colour-page">
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
          <li aria-current="page" lang="en">
            {shade.name}
          </li>
        </ol>
      </nav>

      <section className="container colour-shade" aria-labelledby="shade-title">
        <div
          className="colour-shade__swatch"
          style={{ backgroundColor: shade.hex, color: shade.light ? "#1d2330" : "#ffffff" }}
        >
          <p className="colour-shade__sample">{t("shade.textSample", { name: shade.name })}</p>
        </div>
        <div className="colour-shade__about">
          <h1 id="shade-title" lang="en">
            {shade.name}
          </h1>
          <p className="colour-shade__code">{shade.code}</p>
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
          <div className="colour-shade__actions">
            <AddToShortlist code={shade.code} name={shade.name} carried={shortlist} />
            <p>
              <a className="button button--ghost" href={visualiserHref(shade.code, locale)}>
                {t("shade.visualiser")}
              </a>
            </p>
          </div>
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
          <ul className="colour-products">
            {products.map((p) => (
              <li key={p.slug}>
                <a href={localizeHref(`/${p.slug}`, locale)} lang="en">
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("shade.productsNone")}</p>
        )}
      </section>

      <section className="container colour-section" aria-labelledby="shade-harmonies-title">
        <h2 id="shade-harmonies-title">{t("shade.harmoniesTitle")}</h2>
        <p className="colour-small">{t("shade.harmoniesLead", { name: shade.name })}</p>
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
