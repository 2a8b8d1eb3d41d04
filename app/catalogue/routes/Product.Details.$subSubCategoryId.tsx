import { data } from "react-router";
import { ConsultationLink } from "~/leads/consultation/ConsultationLink";
import { HelpBand } from "~/products/HelpBand";
import { ProductBreadcrumb } from "~/products/ProductBreadcrumb";
import { CatalogueUnavailable } from "~/catalogue/CatalogueUnavailable";
import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import { CatalogueText } from "~/catalogue/CatalogueText";
import {
  CatalogueUnavailableError,
  getCatalogueProduct,
  parseCatalogueId,
} from "~/catalogue/catalogue.server";
import { catalogueDownload, sourceLang } from "~/catalogue/language";
import { catalogueMeta } from "~/catalogue/meta";
import { catalogueMessages } from "~/catalogue/messages";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localizeHref } from "~/lib/i18n/locales";
import { useLocale, useLocaleInfo, useMessages } from "~/lib/i18n/react";
import "~/products/products.css";
import type { Route } from "./+types/Product.Details.$subSubCategoryId";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseCatalogueId(params.subSubCategoryId);
  if (id === null) throw data(null, { status: 404 });
  try {
    const product = await getCatalogueProduct(id);
    if (!product) throw data(null, { status: 404 });
    return { product };
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error;
    return data({ product: null }, sourceUnavailableInit(30));
  }
}

// Staff can change this content, so pages are shared for a minute only (503s never are).
export const headers = dataPageHeaders(60);

export const meta: Route.MetaFunction = (args) => {
  const product = args.loaderData?.product;
  return catalogueMeta(args, (t) =>
    product
      ? {
          title: product.subCategory
            ? t("detail.metaTitle", { name: product.name, subCategory: product.subCategory.name })
            : t("detail.metaTitleAlone", { name: product.name }),
          description: t("detail.metaDescription", { name: product.name }),
          keywords: t("subCategory.metaKeywords", { name: product.name }),
        }
      : undefined,
  );
};

export default function CatalogueDetailPage({ loaderData, params }: Route.ComponentProps) {
  const locale = useLocale();
  const pageLang = useLocaleInfo().tag;
  const t = useMessages(catalogueMessages);
  const product = loaderData.product;
  if (!product)
    return <CatalogueUnavailable retryHref={`/Product/Details/${params.subSubCategoryId}`} />;
  const [first, ...rest] = product.pictures;
  // The pictures' text alternatives come with the record, in its language.
  const altLang = sourceLang(locale, product.pictures.map((p) => p.alt).join(" "));
  const downloads = [
    { url: product.productDetailsUrl, label: t("download"), className: "button" },
    {
      url: product.technicalDetailsUrl,
      label: t("technical"),
      className: "button button--secondary",
    },
  ].flatMap(({ url, ...link }) => (url ? [{ ...link, ...catalogueDownload(url, locale) }] : []));
  return (
    <div className="pr-page">
      <div className="container pr-section">
        <ProductBreadcrumb
          trail={
            product.subCategory
              ? [
                  {
                    key: "sub-category",
                    item: (
                      <a
                        href={localizeHref(`/Product/${product.subCategory.subCategoryId}`, locale)}
                        lang={sourceLang(locale, product.subCategory.name)}
                      >
                        {product.subCategory.name}
                      </a>
                    ),
                  },
                ]
              : []
          }
          current={product.name}
          currentLang={sourceLang(locale, product.name)}
        />
        <div className="pr-detail">
          <div className="pr-detail__gallery" lang={altLang}>
            {first ? (
              <>
                <CataloguePictureView
                  picture={first.picture}
                  alt={first.alt}
                  sizes="(min-width: 992px) 560px, 92vw"
                  priority
                  className="pr-detail__main-picture"
                />
                {rest.length > 0 ? (
                  <ul
                    className="pr-detail__more"
                    aria-label={t("morePictures")}
                    lang={altLang && pageLang}
                  >
                    {rest.map((p, i) => (
                      <li key={i} lang={altLang}>
                        <CataloguePictureView
                          picture={p.picture}
                          alt={p.alt}
                          sizes="(min-width: 992px) 180px, 30vw"
                        />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : (
              <CataloguePictureView
                picture={{ kind: "art", name: "catalogue-default-product" }}
                alt=""
                sizes="(min-width: 992px) 560px, 92vw"
                priority
                className="pr-detail__main-picture"
              />
            )}
          </div>
          <div className="pr-detail__text">
            <CatalogueText
              heading="h1"
              name={product.name}
              nameClassName="pr-hero__title"
              html={product.descriptionHtml}
              textClassName="pr-prose"
              locale={locale}
            />
            {downloads.length > 0 ? (
              <ul className="pr-downloads pr-downloads--row" aria-label={t("downloads")}>
                {downloads.map((link) => (
                  <li key={link.className}>
                    <a
                      className={link.className}
                      href={link.href}
                      hrefLang={link.inEnglish ? "en" : undefined}
                      target="_blank"
                      rel="noopener"
                    >
                      {link.label}
                      <span className="visually-hidden">
                        {" "}
                        {t(link.inEnglish ? "newTabEnglish" : "newTab")}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              <ConsultationLink product={product.name} className="button button--ghost pr-consult">
                {t("consult")}
              </ConsultationLink>
            </p>
          </div>
        </div>
      </div>
      <HelpBand product={product.name} />
    </div>
  );
}
