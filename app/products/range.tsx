import { data } from "react-router";
import { HelpBand } from "~/products/HelpBand";
import { RangeProductCard } from "~/products/RangeProductCard";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { findRange } from "~/products/content";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/products/products.css";
import type { Route } from "./+types/range";
import { unprefixedPath } from "~/lib/i18n/locales";

// One template for the eight range pages; the path names the record.
export function loader({ request }: Route.LoaderArgs) {
  const range = findRange(unprefixedPath(new URL(request.url).pathname).slice(1));
  if (!range) throw data(null, { status: 404 });
  return { range };
}

export const headers = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) => {
  const range = args.loaderData?.range;
  return seo(args, {
    title: range?.seo.title ?? "Paint ranges",
    description: range?.seo.description ?? "Kamo Paints product ranges.",
    keywords: range?.seo.keywords ?? "Kamo Paints",
  });
};

export default function RangePage({ loaderData }: Route.ComponentProps) {
  const { range } = loaderData;
  return (
    <div className="pr-page">
      <section className="pr-hero" aria-labelledby="range-title">
        <div className="container pr-hero__inner">
          <div className="pr-hero__text">
            <nav aria-label="Breadcrumb" className="pr-breadcrumb">
              <ol>
                <li>
                  <a href="/">Home</a>
                </li>
                <li aria-current="page">{range.name}</li>
              </ol>
            </nav>
            <p className="eyebrow pr-eyebrow">{range.eyebrow}</p>
            <h1 id="range-title" className="pr-hero__title">
              {range.name}
            </h1>
            <p className="pr-hero__lead">{range.intro}</p>
          </div>
          <ResponsiveImage
            name={range.image}
            alt=""
            sizes="(min-width: 992px) 560px, 100vw"
            priority
            className="pr-hero__art"
          />
        </div>
      </section>

      <section className="container pr-section" aria-label={`${range.name} products`}>
        <div className="pr-grid">
          {range.cards.map((card) => (
            <RangeProductCard key={card.name} card={card} />
          ))}
        </div>
      </section>

      <HelpBand />
    </div>
  );
}
