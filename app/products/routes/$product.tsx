import { data } from "react-router";
import { ConsultationLink } from "~/leads/consultation/ConsultationLink";
import { FeatureIcon } from "~/products/FeatureIcon";
import { RangeProductCard } from "~/products/RangeProductCard";
import { WarrantyBadge } from "~/products/WarrantyBadge";
import { ResponsiveImage } from "~/ui/ResponsiveImage";
import {
  brochurePath,
  coverageRange,
  findProduct,
  productArt,
  rangeOf,
  relatedProducts,
  technicalDataSheetPath,
} from "~/products/content";
import { productIn, rangeIn } from "~/products/localized-content";
import { productsMeta } from "~/products/meta";
import { productsMessages } from "~/products/messages";
import { ProductBreadcrumb } from "~/products/ProductBreadcrumb";
import { sharedPageHeaders } from "~/lib/cache";
import "~/products/products.css";
import type { Route } from "./+types/$product";
import { downloadHref, localeOfPath, localizeHref, unprefixedPath } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { coloursOfHref, dealersHref, estimateHref } from "~/plan/handover";
import { readPlan, withPlan, withPlanParams } from "~/plan/plan";
import { planMessages } from "~/plan/messages";
import { PlanBar } from "~/plan/PlanBar";
import { FinderLink } from "~/paint-finder/FinderLink";
import { planSummary } from "~/plan/plan-summary.server";

// One template for the seventeen product pages; the path names the record.
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const english = findProduct(unprefixedPath(pathname).slice(1));
  if (!english) throw data(null, { status: 404 });
  const locale = localeOfPath(pathname);
  const t = productsMessages.in(locale);
  const product = productIn(english, locale);
  const range = rangeOf(english);
  // The visitor's plan, when the address carries one (issue 42): its bar, and every onward link.
  const plan = readPlan(searchParams);
  return {
    plan,
    planBar: planSummary(plan),
    product,
    art: productArt(product),
    coverage: t("product.coverageValue", {
      range: coverageRange(product),
      unit: product.coverage.unit,
      coats: product.coverage.coats,
    }),
    brochure: downloadHref(brochurePath(product), locale),
    technicalDataSheet: downloadHref(technicalDataSheetPath(product), locale),
    shadeCard: product.shadeCard
      ? downloadHref(`/downloads/shade-cards/${product.shadeCard}.pdf`, locale)
      : undefined,
    range: range ? { slug: range.slug, name: rangeIn(range, locale).name } : undefined,
    related: relatedProducts(english).map((related) => {
      const p = productIn(related, locale);
      return {
        name: p.name,
        subtitle: p.subtitle,
        description: p.tagline,
        image: productArt(p),
        highlight:
          p.warranty.kind === "performance"
            ? t("warranty.label", { years: p.warranty.years })
            : undefined,
        productSlug: p.slug,
      };
    }),
  };
}

// Kept per plan: a plan in the address is part of the page (ADR 22, ADR 43).
export const headers = () => sharedPageHeaders(300, withPlanParams());

export const meta: Route.MetaFunction = (args) =>
  productsMeta(args, "product", args.loaderData?.product);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, art, coverage, brochure, technicalDataSheet, shadeCard, range, related } =
    loaderData;
  // This page's paint goes with every hand-over from it.
  const plan = { ...loaderData.plan, product: product.slug };
  const locale = useLocale();
  const t = useMessages(productsMessages);
  const tp = useMessages(planMessages);
  const pdfHint = <span className="visually-hidden"> {t("product.pdfHint")}</span>;
  return (
    <div className="pr-page">
      <PlanBar plan={loaderData.plan} summary={loaderData.planBar} />
      <section className="pr-product-hero" aria-labelledby="product-title">
        <ResponsiveImage
          name={art}
          alt=""
          sizes="100vw"
          priority
          className="pr-product-hero__art"
        />
        <div className="container">
          <ProductBreadcrumb
            trail={
              range
                ? [
                    {
                      key: range.slug,
                      item: <a href={localizeHref(`/${range.slug}`, locale)}>{range.name}</a>,
                    },
                  ]
                : []
            }
            current={product.name}
          />
          <div className="pr-product-head">
            <div>
              {product.subtitle ? <p className="eyebrow pr-eyebrow">{product.subtitle}</p> : null}
              <h1 id="product-title" className="pr-hero__title">
                {product.name}
              </h1>
              <p className="pr-hero__lead">{product.tagline}</p>
            </div>
            {product.warranty.kind === "performance" ? (
              <WarrantyBadge years={product.warranty.years} />
            ) : null}
          </div>
        </div>
      </section>

      <div className="container pr-product-body">
        <div className="pr-product-main">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="visually-hidden">
              {t("product.about", { name: product.name })}
            </h2>
            {product.description.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="pr-prose">
                {paragraph}
              </p>
            ))}
          </section>

          <section aria-labelledby="features-title" className="pr-section">
            <h2 id="features-title">{t("product.whyChoose", { name: product.name })}</h2>
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
            <h2 id="specs-title">{t("product.atAGlance")}</h2>
            <dl>
              <div>
                <dt>{t("product.coverage")}</dt>
                <dd>{coverage}</dd>
              </div>
              <div>
                <dt>{t("product.finish")}</dt>
                <dd>{product.finish}</dd>
              </div>
              <div>
                <dt>{t("product.surfaces")}</dt>
                <dd>
                  <ul>
                    {product.surfaces.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </dd>
              </div>
              <div>
                <dt>{t("product.packSizes")}</dt>
                <dd>{product.packSizes.join(", ")}</dd>
              </div>
              <div>
                <dt>{t("product.warranty")}</dt>
                <dd>
                  {product.warranty.kind === "performance"
                    ? t("product.warrantyYears", { years: product.warranty.years })
                    : t("product.noWarranty", { reason: product.warranty.reason })}
                </dd>
              </div>
            </dl>
            <h3 className="pr-specs__downloads-title">{t("product.plan")}</h3>
            <ul className="pr-downloads">
              <li>
                <a className="pr-text-link" href={coloursOfHref(plan, product.slug, locale)}>
                  {tp("colours.of", { name: product.name })}
                </a>
              </li>
              <li>
                <a className="pr-text-link" href={estimateHref(plan, locale)}>
                  {t("product.estimate")}
                </a>
              </li>
              <li>
                <a
                  className="pr-text-link"
                  href={localizeHref(
                    `/compare?products=${encodeURIComponent(product.slug)}`,
                    locale,
                  )}
                >
                  {t("product.compare")}
                  <span className="visually-hidden">
                    {" "}
                    {t("product.compareHint", { name: product.name })}
                  </span>
                </a>
              </li>
              <li>
                <a className="pr-text-link" href={dealersHref(plan, locale)}>
                  {t("product.findDealer")}
                </a>
              </li>
              <li>
                <FinderLink
                  className="pr-text-link"
                  job={product.finder.jobs[0]}
                  carry={(href) => withPlan(href, loaderData.plan)}
                />
              </li>
            </ul>
            <h3 className="pr-specs__downloads-title">{t("product.downloads")}</h3>
            <ul className="pr-downloads">
              <li>
                <a className="button" href={brochure} target="_blank" rel="noopener">
                  {t("product.brochure")}
                  <span className="visually-hidden"> {t("product.brochureHint")}</span>
                </a>
              </li>
              <li>
                <a
                  className="button button--secondary"
                  href={technicalDataSheet}
                  target="_blank"
                  rel="noopener"
                >
                  {t("product.datasheet")}
                  {pdfHint}
                </a>
              </li>
              {shadeCard ? (
                <li>
                  <a className="pr-text-link" href={shadeCard} target="_blank" rel="noopener">
                    {t("product.shadeCard", { name: product.name })}
                    {pdfHint}
                  </a>
                </li>
              ) : null}
            </ul>
            <p className="pr-specs__consult">
              <ConsultationLink product={product.name} className="button button--ghost pr-consult">
                {t("product.consult")}
              </ConsultationLink>
            </p>
          </div>
        </aside>
      </div>

      <section className="container pr-section" aria-labelledby="related-title">
        <h2 id="related-title">{t("product.related")}</h2>
        <div className="pr-grid">
          {related.map((card) => (
            <RangeProductCard key={card.productSlug} card={card} headingLevel={3} />
          ))}
        </div>
      </section>
    </div>
  );
}
