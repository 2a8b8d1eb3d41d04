import { data } from "react-router";
import { HelpBand } from "~/products/HelpBand";
import { ProductBreadcrumb } from "~/products/ProductBreadcrumb";
import { CatalogueUnavailable } from "~/catalogue/CatalogueUnavailable";
import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import { CatalogueText } from "~/catalogue/CatalogueText";
import {
  CatalogueUnavailableError,
  getCatalogueSubCategory,
  parseCatalogueId,
} from "~/catalogue/catalogue.server";
import { sourceLang } from "~/catalogue/language";
import { catalogueMeta } from "~/catalogue/meta";
import { catalogueMessages } from "~/catalogue/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import "~/products/products.css";
import type { Route } from "./+types/Product.$subCategoryId";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseCatalogueId(params.subCategoryId);
  if (id === null) throw data(null, { status: 404 });
  try {
    const subCategory = await getCatalogueSubCategory(id);
    if (!subCategory) throw data(null, { status: 404 });
    return { subCategory };
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error;
    return data({ subCategory: null }, sourceUnavailableInit(30));
  }
}

// Staff can change this content, so pages are shared for a minute only (503s never are).
export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) => {
  const sub = args.loaderData?.subCategory;
  return catalogueMeta(args, (t) =>
    sub
      ? {
          title: t("subCategory.metaTitle", { name: sub.name }),
          description: t("subCategory.metaDescription", {
            name: sub.name,
            products: sub.products.map((p) => p.name).join(", "),
          }).slice(0, 160),
          keywords: t("subCategory.metaKeywords", { name: sub.name }),
        }
      : undefined,
  );
};

export default function CatalogueSubCategoryPage({ loaderData, params }: Route.ComponentProps) {
  const locale = useLocale();
  const t = useMessages(catalogueMessages);
  const sub = loaderData.subCategory;
  if (!sub) return <CatalogueUnavailable retryHref={`/Product/${params.subCategoryId}`} />;
  return (
    <div className="pr-page">
      <section className="pr-catalogue-hero" aria-labelledby="catalogue-title">
        <CataloguePictureView
          picture={sub.banner}
          alt=""
          sizes="100vw"
          priority
          className="pr-catalogue-hero__art"
        />
        <div className="container pr-catalogue-hero__text">
          <ProductBreadcrumb
            trail={[{ key: "catalogue", item: t("breadcrumb.catalogue") }]}
            current={sub.name}
            currentLang={sourceLang(locale, sub.name)}
          />
          <CatalogueText
            heading="h1"
            id="catalogue-title"
            name={sub.name}
            nameClassName="pr-hero__title"
            html={sub.descriptionHtml}
            textClassName="pr-hero__lead"
            locale={locale}
          />
        </div>
      </section>

      <section className="container pr-section" aria-labelledby="catalogue-products">
        <h2 id="catalogue-products">{t("products")}</h2>
        {sub.products.length === 0 ? (
          <p>{t("productsComing")}</p>
        ) : (
          <ol className="pr-grid pr-grid--plain">
            {sub.products.map((product, index) => {
              const productLang = sourceLang(locale, product.name);
              return (
                <li key={product.id}>
                  <article className="pr-card">
                    <div className="pr-card__media">
                      <CataloguePictureView
                        picture={product.picture}
                        alt=""
                        sizes="(min-width: 1200px) 370px, (min-width: 768px) 45vw, 92vw"
                        // On a phone the first card is the largest thing on the first
                        // screen (Lighthouse's LCP element): fetch it at once.
                        priority={index === 0}
                      />
                    </div>
                    <div className="pr-card__body">
                      <CatalogueText
                        heading="h3"
                        name={product.name}
                        nameClassName="pr-card__title"
                        html={product.descriptionHtml}
                        textClassName="pr-card__text"
                        locale={locale}
                      />
                      <p className="pr-card__action">
                        <a
                          className="button"
                          href={localizeHref(`/Product/Details/${product.id}`, locale)}
                        >
                          {t("moreInfo")}
                          <span className="visually-hidden">
                            {" "}
                            {withNodes(t("about", { name: "{name}" }), {
                              name: <span lang={productLang}>{product.name}</span>,
                            })}
                          </span>
                        </a>
                      </p>
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <HelpBand />
    </div>
  );
}
