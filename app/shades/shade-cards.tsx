import { ShadeMosaic } from "~/shades/ShadeMosaic";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { products } from "~/products/content";
import { colourSchemes, howToVideos, shadeCardGroups, shadeCards, shadesOf } from "~/shades/cards";
import { site } from "~/content/site";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/products/products.css";
import type { Route } from "./+types/shade-cards";
import { downloadHref, localeOfPath, localizeHref } from "~/lib/i18n/locales";

const THUMBNAIL_SWATCHES = 36;

/** Evenly spaced swatches from a list, so a 500-shade card still shows every family. */
function sample<T>(list: T[], count: number): T[] {
  if (list.length <= count) return list;
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const groups = shadeCardGroups.map((group) => ({
    ...group,
    cards: shadeCards
      .filter((card) => card.group === group.id)
      .map((card) => {
        const list = shadesOf(card);
        const colours =
          card.kind === "shades"
            ? sample(list, THUMBNAIL_SWATCHES).map((s) => s.hex)
            : card.kind === "combinations"
              ? colourSchemes(card)
                  .flatMap((s) => [s.main.hex, s.accent.hex, s.trim.hex])
                  .slice(0, THUMBNAIL_SWATCHES)
              : // Product colours, repeated to fill the same grid as the shade cards.
                Array.from(
                  { length: THUMBNAIL_SWATCHES },
                  (_, i) => products[i % products.length]!.accent,
                );
        const detail =
          card.kind === "shades"
            ? `${list.length} shades`
            : card.kind === "combinations"
              ? "12 colour schemes"
              : card.kind === "catalogue"
                ? `${products.length} products`
                : "Technical data";
        return {
          id: card.id,
          title: card.title,
          detail,
          href: downloadHref(`/downloads/shade-cards/${card.id}.pdf`, locale),
          colours,
        };
      }),
  }));
  return { groups, videos: howToVideos, visualiserUrl: site.paintVisualiserUrl };
}

export const headers = () => sharedPageHeaders();

// Both paths show this page; /pickyourcolors is the canonical one.
export const meta: Route.MetaFunction = (args) =>
  seo(
    {
      ...args,
      location: {
        ...args.location,
        pathname: localizeHref("/pickyourcolors", localeOfPath(args.location.pathname)),
      },
    },
    {
      title: "Shade cards and Paint Visualiser",
      description:
        "Download Kamo Paints shade cards, colour combination guides and product literature as PDFs, and try your colours in the Paint Visualiser.",
      keywords:
        "shade card, colour card, paint colours, colour combinations, paint visualiser, Kamosilky 500 shades, Kamo Paints",
    },
  );

export default function ShadeCardsPage({ loaderData }: Route.ComponentProps) {
  const { groups, videos, visualiserUrl } = loaderData;
  return (
    <div className="pr-page">
      <section className="pr-hero pr-hero--compact" aria-labelledby="shades-title">
        <div className="container">
          <p className="eyebrow pr-eyebrow">Colour range</p>
          <h1 id="shades-title" className="pr-hero__title">
            Pick your colours
          </h1>
          <p className="pr-hero__lead">
            Every Kamo shade card, colour guide and product catalogue, ready to download. Pick a
            card, shortlist a few shades, then see them on your own walls in the Paint Visualiser.
          </p>
          <p className="pr-notice">
            Click a thumbnail to download the shade card. Each one opens as a PDF in a new tab.
          </p>
          <p className="pr-small-note">
            Shades shown on screen and in print are indicative. Please check the shade fandeck at
            your dealer before tinting.
          </p>
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
                    PDF · {card.detail}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <section className="container pr-section" aria-labelledby="videos-title">
        <h2 id="videos-title">Self-explanatory videos</h2>
        <ul className="pr-videos">
          {videos.map((video) => (
            <li key={video.href} className="pr-video">
              <span className="pr-video__play" aria-hidden="true" />
              <h3>
                <a href={video.href} target="_blank" rel="noopener noreferrer">
                  {video.title}
                  <span className="visually-hidden"> (video, opens in a new tab)</span>
                </a>
              </h3>
              <p>{video.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="pr-cta" aria-labelledby="visualiser-title">
        <div className="container pr-cta__inner pr-visualiser">
          <ResponsiveImage
            name="shade-visualiser"
            alt=""
            sizes="(min-width: 768px) 360px, 90vw"
            className="pr-visualiser__art"
          />
          <div>
            <h2 id="visualiser-title">Paint Visualiser</h2>
            <p>
              Upload a photo of your room or facade, or pick one of ours, and try any Kamo shade on
              the walls before you buy.
            </p>
            <p>
              <a className="button" href={visualiserUrl} target="_blank" rel="noopener noreferrer">
                Open the Paint Visualiser
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
