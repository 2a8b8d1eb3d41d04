import { data } from "react-router";
import { HelpBand } from "~/products/HelpBand";
import { CatalogueUnavailable } from "~/catalogue/CatalogueUnavailable";
import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import { RichText } from "~/ui/RichText";
import {
  CatalogueUnavailableError,
  getCatalogueSubCategory,
  parseCatalogueId,
} from "~/catalogue/catalogue.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import "~/products/products.css";
import type { Route } from "./+types/catalogue-sub-category";

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
  return seo(args, {
    title: sub ? `${sub.name} catalogue` : "Catalogue",
    description: sub
      ? `${sub.name} from Kamo Paints: ${sub.products.map((p) => p.name).join(", ")}.`.slice(0, 160)
      : "The Kamo Paints product catalogue.",
    keywords: sub ? `${sub.name}, Kamo Paints catalogue` : "Kamo Paints catalogue",
  });
};

export default function CatalogueSubCategoryPage({ loaderData, params }: Route.ComponentProps) {
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
          <nav aria-label="Breadcrumb" className="pr-breadcrumb">
            <ol>
              <li>
                <a href="/">Home</a>
              </li>
              <li>Catalogue</li>
              <li aria-current="page">{sub.name}</li>
            </ol>
          </nav>
          <h1 id="catalogue-title" className="pr-hero__title">
            {sub.name}
          </h1>
          <RichText html={sub.descriptionHtml} className="pr-hero__lead" />
        </div>
      </section>

      <section className="container pr-section" aria-labelledby="catalogue-products">
        <h2 id="catalogue-products">Products</h2>
        {sub.products.length === 0 ? (
          <p>
            Products for this category are being added. Ask your nearest Kamo dealer, or book a free
            consultation.
          </p>
        ) : (
          <ol className="pr-grid pr-grid--plain">
            {sub.products.map((product, index) => (
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
                    <h3 className="pr-card__title">{product.name}</h3>
                    <RichText html={product.descriptionHtml} className="pr-card__text" />
                    <p className="pr-card__action">
                      <a className="button" href={`/Product/Details/${product.id}`}>
                        More Info<span className="visually-hidden"> about {product.name}</span>
                      </a>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
      <HelpBand />
    </div>
  );
}
