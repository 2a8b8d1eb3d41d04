import { data } from "react-router";
import { HelpBand } from "~/products/HelpBand";
import { ProductBreadcrumb } from "~/products/ProductBreadcrumb";
import { RangeProductCard } from "~/products/RangeProductCard";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import { findProduct, findRange, type Range } from "~/products/content";
import type { PaintJob } from "~/products/content/schema";
import { FinderLink } from "~/paint-finder/FinderLink";
import { rangeIn } from "~/products/localized-content";
import { productsMeta } from "~/products/meta";
import { sharedPageHeaders } from "~/lib/cache";
import "~/products/products.css";
import type { Route } from "./+types/$range";
import { localeOfPath, unprefixedPath } from "~/lib/i18n/locales";
import { useMessages } from "~/lib/i18n/react";
import { productsMessages } from "~/products/messages";

/** The paint finder's job a range answers: its own, or its first product's (issue 42). */
function finderJobOf(range: Range): PaintJob | undefined {
  if (range.finderJobs?.[0]) return range.finderJobs[0];
  const slug = range.cards.find((card) => card.productSlug)?.productSlug;
  return slug ? findProduct(slug)?.finder.jobs[0] : undefined;
}

// One template for the eight range pages; the path names the record.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const range = findRange(unprefixedPath(pathname).slice(1));
  if (!range) throw data(null, { status: 404 });
  return { range: rangeIn(range, localeOfPath(pathname)), finderJob: finderJobOf(range) };
}

export const headers = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) =>
  productsMeta(args, "range", args.loaderData?.range);

export default function RangePage({ loaderData }: Route.ComponentProps) {
  const { range } = loaderData;
  const t = useMessages(productsMessages);
  return (
    <div className="pr-page">
      <section className="pr-hero" aria-labelledby="range-title">
        <div className="container pr-hero__inner">
          <div className="pr-hero__text">
            <ProductBreadcrumb current={range.name} />
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

      <section
        className="container pr-section"
        aria-label={t("range.products", { range: range.name })}
      >
        <div className="pr-grid">
          {range.cards.map((card) => (
            <RangeProductCard key={card.name} card={card} />
          ))}
        </div>
        {loaderData.finderJob ? (
          <p className="pr-finder-note">
            <FinderLink className="pr-text-link" job={loaderData.finderJob} />
          </p>
        ) : null}
      </section>

      <HelpBand />
    </div>
  );
}
