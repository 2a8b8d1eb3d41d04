import { data } from "react-router";
import { ConsultationLink } from "~/leads/ConsultationLink";
import { FeatureIcon } from "~/products/FeatureIcon";
import { RangeProductCard } from "~/products/RangeProductCard";
import { WarrantyBadge } from "~/products/WarrantyBadge";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import {
  brochurePath,
  findProduct,
  formatCoverage,
  productArt,
  rangeOf,
  relatedProducts,
  technicalDataSheetPath,
} from "~/products/content";
import { sharedPageHeaders } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/products/products.css";
import type { Route } from "./+types/product";
import { downloadHref, localeOfPath, unprefixedPath } from "~/lib/i18n/locales";

// One template for the seventeen product pages; the path names the record.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const product = findProduct(unprefixedPath(pathname).slice(1));
  const locale = localeOfPath(pathname);
  if (!product) throw data(null, { status: 404 });
  const range = rangeOf(product);
  return {
    product,
    art: productArt(product),
    coverage: formatCoverage(product),
    brochure: downloadHref(brochurePath(product), locale),
    technicalDataSheet: downloadHref(technicalDataSheetPath(product), locale),
    shadeCard: product.shadeCard
      ? downloadHref(`/downloads/shade-cards/${product.shadeCard}.pdf`, locale)
      : undefined,
    range: range ? { slug: range.slug, name: range.name } : undefined,
    related: relatedProducts(product).map((p) => ({
      name: p.name,
      subtitle: p.subtitle,
      description: p.tagline,
      image: productArt(p),
      highlight: p.warrantyYears ? `${p.warrantyYears}-year warranty` : undefined,
      productSlug: p.slug,
    })),
  };
}

export const headers = () => sharedPageHeaders();

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  return seo(args, {
    title: product?.seo.title ?? "Product details",
    description: product?.seo.description ?? "Kamo Paints product details.",
    keywords: product?.seo.keywords ?? "Kamo Paints",
  });
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, art, coverage, brochure, technicalDataSheet, shadeCard, range, related } =
    loaderData;
  return (
    <div className="pr-page">
      <section className="pr-product-hero" aria-labelledby="product-title">
        <ResponsiveImage
          name={art}
          alt=""
          sizes="100vw"
          priority
          className="pr-product-hero__art"
        />
        <div className="container">
          <nav aria-label="Breadcrumb" className="pr-breadcrumb">
            <ol>
              <li>
                <a href="/">Home</a>
              </li>
              {range ? (
                <li>
                  <a href={`/${range.slug}`}>{range.name}</a>
                </li>
              ) : null}
              <li aria-current="page">{product.name}</li>
            </ol>
          </nav>
          <div className="pr-product-head">
            <div>
              {product.subtitle ? <p className="eyebrow pr-eyebrow">{product.subtitle}</p> : null}
              <h1 id="product-title" className="pr-hero__title">
                {product.name}
              </h1>
              <p className="pr-hero__lead">{product.tagline}</p>
            </div>
            {product.warrantyYears ? <WarrantyBadge years={product.warrantyYears} /> : null}
          </div>
        </div>
      </section>

      <div className="container pr-product-body">
        <div className="pr-product-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="visually-hidden">
              About {product.name}
            </h2>
            {product.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="pr-prose">
                {paragraph}
              </p>
            ))}
          </section>

          <section aria-labelledby="features-title" className="pr-section">
            <h2 id="features-title">Why choose {product.name}</h2>
            <ul className="pr-features">
              {product.features.map((feature) => (
                <li key={feature.title} className="pr-feature">
                  <FeatureIcon name={feature.icon} />
                  <div>
                    <h3>{feature.title}</h3>
                    <p>{feature.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="pr-product-aside" aria-labelledby="specs-title">
          <div className="pr-specs">
            <h2 id="specs-title">At a glance</h2>
            <dl>
              <div>
                <dt>Coverage</dt>
                <dd>
                  {coverage}, {product.coverage.coats} coats recommended
                </dd>
              </div>
              <div>
                <dt>Finish</dt>
                <dd>{product.finish}</dd>
              </div>
              <div>
                <dt>Recommended surfaces</dt>
                <dd>
                  <ul>
                    {product.surfaces.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt>Pack sizes</dt>
                <dd>{product.packSizes.join(", ")}</dd>
              </div>
              {product.warrantyYears ? (
                <div>
                  <dt>Warranty</dt>
                  <dd>{product.warrantyYears} years</dd>
                </div>
              ) : null}
            </dl>
            <h3 className="pr-specs__downloads-title">Downloads</h3>
            <ul className="pr-downloads">
              <li>
                <a className="button" href={brochure} target="_blank" rel="noopener">
                  Download PDF
                  <span className="visually-hidden"> brochure (opens in a new tab)</span>
                </a>
              </li>
              <li>
                <a
                  className="button button--secondary"
                  href={technicalDataSheet}
                  target="_blank"
                  rel="noopener"
                >
                  Technical Specifications
                  <span className="visually-hidden"> PDF (opens in a new tab)</span>
                </a>
              </li>
              {shadeCard ? (
                <li>
                  <a className="pr-text-link" href={shadeCard} target="_blank" rel="noopener">
                    {product.name} shade card
                    <span className="visually-hidden"> PDF (opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
            </ul>
            <p className="pr-specs__consult">
              <ConsultationLink product={product.name} className="button button--ghost pr-consult">
                Book free consultation about this product
              </ConsultationLink>
            </p>
          </div>
        </aside>
      </div>

      <section className="container pr-section" aria-labelledby="related-title">
        <h2 id="related-title">You may also like</h2>
        <div className="pr-grid">
          {related.map((card) => (
            <RangeProductCard key={card.productSlug} card={card} headingLevel={3} />
          ))}
        </div>
      </section>
    </div>
  );
}
