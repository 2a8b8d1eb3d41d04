import { ShadeMosaic } from "~/shades/ShadeMosaic";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { products } from "~/products/content";
import { colourSchemes, shadesOf } from "~/shades/cards";
import { shadeCardGroupsIn, shadeCardsIn } from "~/shades/cards/localized";
import { howToVideosFor } from "~/shades/how-to-videos";
import { shadesOfProduct } from "~/shades/shades.server";
import { shadesMessages } from "~/shades/messages";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/ui/seo";
import "~/products/products.css";
import type { Route } from "./+types/pickyourcolors";
import { downloadHref, localeOfPath, localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";

const THUMBNAIL_SWATCHES = 36;

/** Evenly spaced swatches from a list, so a 500-shade card still shows every family. */
function sample<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const t = shadesMessages.in(locale);
  const cards = shadeCardsIn(locale);
  const groups = shadeCardGroupsIn(locale).map((group) => ({
    ...group,
    cards: cards
      .filter((card) => card.group === group.id)
      .map((card) => {
        const list = shadesOf(card);
        const schemes = card.kind === "combinations" ? colourSchemes(card) : [];
        const colours =
          card.kind === "shades"
            ? sample(list, THUMBNAIL_SWATCHES).map((s) => s.hex)
            : card.kind === "combinations"
              ? schemes
                  .flatMap((s) => [s.main.hex, s.accent.hex, s.trim.hex])
                  .slice(0, THUMBNAIL_SWATCHES)
              : // Product colours, repeated to fill the same grid as the shade cards.
                Array.from(
                  { length: THUMBNAIL_SWATCHES },
                  (_, i) => products[i % products.length]!.accent,
                );
        // A paint's own card shows a selection; the paint comes in more (ADR 40).
        const comesIn = card.product ? shadesOfProduct(card.product).length : undefined;
        const detail =
          card.kind === "shades"
            ? comesIn !== undefined && comesIn !== list.length
              ? t("card.productShades", {
                  count: list.length,
                  total: comesIn.toLocaleString("en-IN"),
                })
              : t("card.shades", { count: list.length })
            : card.kind === "combinations"
              ? t("card.schemes", { count: schemes.length })
              : card.kind === "catalogue"
                ? t("card.products", { count: products.length })
                : t("card.technical");
        return {
          id: card.id,
          title: card.title,
          detail,
          product: card.product,
          comesIn,
          href: downloadHref(`/downloads/shade-cards/${card.id}.pdf`, locale),
          colours,
        };
      }),
  }));
  return { groups, videos: howToVideosFor(locale) };
}

export const headers = () => sharedPageHeaders();

// Both paths show this page; /pickyourcolors is the canonical one.
export const meta: Route.MetaFunction = (args) => {
  const locale = localeOfPath(args.location.pathname);
  const t = shadesMessages.in(locale);
  return seo(
    {
      ...args,
      location: { ...args.location, pathname: localizeHref("/pickyourcolors", locale) },
    },
    { title: t("metaTitle"), description: t("metaDescription"), keywords: t("metaKeywords") },
  );
};

export default function ShadeCardsPage({ loaderData }: Route.ComponentProps) {
  const { groups, videos } = loaderData;
  const locale = useLocale();
  const t = useMessages(shadesMessages);
  const newTab = <span className="visually-hidden"> {t("newTab")}</span>;
  return (
    <div className="pr-page">
      <section className="pr-hero pr-hero--compact" aria-labelledby="shades-title">
        <div className="container">
          <p className="eyebrow pr-eyebrow">{t("eyebrow")}</p>
          <h1 id="shades-title" className="pr-hero__title">
            {t("title")}
          </h1>
          <p className="pr-hero__lead">{t("lead")}</p>
          <p className="pr-notice">{t("notice")}</p>
          <p className="pr-small-note">{t("indicative")}</p>
        </div>
      </section>

      {groups.map((group) => (
        <section
          key={group.id}
          className="container pr-section"
          aria-labelledby={`group-${group.id}`}
        >
          <h2 id={`group-${group.id}`}>{group.title}</h2>
          <ul className="pr-thumbs">
            {group.cards.map((card) => (
              <li key={card.id}>
                <a className="pr-thumb" href={card.href} target="_blank" rel="noopener">
                  <ShadeMosaic colours={card.colours} />
                  <span className="pr-thumb__title">{card.title}</span>
                  <span className="pr-thumb__detail">
                    {t("card.detail", { detail: card.detail })}
                    {newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section className="container pr-section" aria-labelledby="videos-title">
        <h2 id="videos-title">{t("videos.title")}</h2>
        <p>{t("videos.lead")}</p>
        <ul className="pr-videos">
          {videos.map((video) => (
            <li key={video.id} className="pr-video">
              <h3 id={`video-${video.id}`}>{video.title}</h3>
              {video.mp4 ? (
                <video
                  className="pr-video__player"
                  aria-labelledby={`video-${video.id}`}
                  controls
                  playsInline
                  preload="none"
                  poster={video.poster}
                  width={video.width}
                  height={video.height}
                >
                  <source src={video.mp4} type="video/mp4" />
                  <track
                    kind="captions"
                    src={video.captions}
                    srcLang={locale}
                    label={t("videos.captions")}
                    default
                  />
                </video>
              ) : video.poster ? (
                <img
                  className="pr-video__player"
                  src={video.poster}
                  alt=""
                  width={video.width}
                  height={video.height}
                  loading="lazy"
                />
              ) : null}
              <p>{video.summary}</p>
              <details className="pr-video__steps">
                <summary>{t("videos.steps")}</summary>
                <ol>
                  {video.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section className="pr-cta" aria-labelledby="explorer-title">
        <div className="container pr-cta__inner pr-visualiser">
          <ResponsiveImage
            name="shade-visualiser"
            alt=""
            sizes="(min-width: 768px) 360px, 90vw"
            className="pr-visualiser__art"
          />
          <div>
            <h2 id="explorer-title">{t("explorer.title")}</h2>
            <p>{t("explorer.body")}</p>
            <p>
              <a className="button" href={localizeHref("/colours", locale)}>
                {t("explorer.open")}
              </a>
            </p>
            <p>
              <a className="button button--ghost" href={localizeHref("/visualiser", locale)}>
                {t("explorer.visualiser")}
              </a>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
