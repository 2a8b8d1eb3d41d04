import { data } from "react-router";
import { ConsultationLink } from "~/leads/ConsultationLink";
import { HelpBand } from "~/products/HelpBand";
import { CatalogueUnavailable } from "~/catalogue/CatalogueUnavailable";
import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import { RichText } from "~/ui/RichText";
import {
  CatalogueUnavailableError,
  getCatalogueProduct,
  parseCatalogueId,
} from "~/catalogue/catalogue.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/products/products.css";
import type { Route } from "./+types/catalogue-detail";

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
  return seo(args, {
    title: product
      ? `${product.name}${product.subCategory ? ` | ${product.subCategory.name}` : ""}`
      : "Catalogue",
    description: product
      ? `${product.name} from the Kamo Paints catalogue: description, pictures and downloads.`
      : "The Kamo Paints product catalogue.",
    keywords: product ? `${product.name}, Kamo Paints catalogue` : "Kamo Paints catalogue",
  });
};

export default function CatalogueDetailPage({ loaderData, params }: Route.ComponentProps) {
  const product = loaderData.product;
  if (!product)
    return <CatalogueUnavailable retryHref={`/Product/Details/${params.subSubCategoryId}`} />;
  const [first, ...rest] = product.pictures;
  return (
    <div className="pr-page">
      <div className="container pr-section">
        <nav aria-label="Breadcrumb" className="pr-breadcrumb">
          <ol>
            <li>
              <a href="/">Home</a>
            </li>
            {product.subCategory ? (
              <li>
                <a href={`/Product/${product.subCategory.subCategoryId}`}>
                  {product.subCategory.name}
                </a>
              </li>
            ) : null}
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <div className="pr-detail">
          <div className="pr-detail__gallery">
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
                  <ul className="pr-detail__more" aria-label="More pictures">
                    {rest.map((p, i) => (
                      <li key={i}>
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
            <h1 className="pr-hero__title">{product.name}</h1>
            <RichText html={product.descriptionHtml} className="pr-prose" />
            {product.productDetailsUrl || product.technicalDetailsUrl ? (
              <ul className="pr-downloads pr-downloads--row" aria-label="Downloads">
                {product.productDetailsUrl ? (
                  <li>
                    <a
                      className="button"
                      href={product.productDetailsUrl}
                      target="_blank"
                      rel="noopener"
                    >
                      Download PDF<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : null}
                {product.technicalDetailsUrl ? (
                  <li>
                    <a
                      className="button button--secondary"
                      href={product.technicalDetailsUrl}
                      target="_blank"
                      rel="noopener"
                    >
                      Technical Specifications
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
            <p>
              <ConsultationLink product={product.name} className="button button--ghost pr-consult">
                Book free consultation about this product
              </ConsultationLink>
            </p>
          </div>
        </div>
      </div>
      <HelpBand product={product.name} />
    </div>
  );
}
