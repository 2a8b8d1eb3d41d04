import { data } from "react-router";
import { DocumentEmpty } from "~/investors/DocumentEmpty";
import { DocumentFilters } from "~/investors/DocumentFilters";
import { DocumentPagination } from "~/investors/DocumentPagination";
import { DocumentTable } from "~/investors/DocumentTable";
import { InvestorPage } from "~/investors/InvestorPage";
import { disclosuresFeedLink, documentPageSeo } from "~/investors/document-route";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { findDocumentPage } from "~/investors/content";
import {
  DOCUMENT_TABLE_QUERY,
  loadDocumentListing,
  retryHrefOf,
  type ListingPagination,
} from "~/investors/documents.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/document-listing";
import "~/investors/investors.css";
import { unprefixedPath } from "~/lib/i18n/locales";

/** One table template for every plain document listing (registered once per path). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = findDocumentPage(unprefixedPath(url.pathname));
  if (!page || page.layout !== "table") throw data(null, { status: 404 });
  const listing = await loadDocumentListing(page.category, url.searchParams);
  return data(
    { page, listing, retryHref: retryHrefOf(listing, url) },
    listing.state === "ok" ? undefined : sourceUnavailableInit(),
  );
}

export const headers = dataPageHeaders(60, DOCUMENT_TABLE_QUERY);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = (args) => seo(args, documentPageSeo(args.data?.page));

export default function DocumentListingPage({ loaderData }: Route.ComponentProps) {
  const { page, listing, retryHref } = loaderData;
  return (
    <InvestorPage path={page.path} title={page.title} lead={page.description}>
      {listing.state === "unavailable" ? (
        <SourceUnavailable what={page.shortTitle.toLowerCase()} retryHref={retryHref} />
      ) : (
        <>
          <DocumentFilters
            path={page.path}
            filters={listing.filters}
            years={listing.years}
            shown={listing.matching}
            total={listing.total}
          />
          {listing.documents.length > 0 ? (
            <>
              <DocumentTable
                documents={listing.documents}
                caption={tableCaption(page.title, listing.documents.length, listing.pagination)}
              />
              <DocumentPagination
                path={page.path}
                filters={listing.filters}
                pagination={listing.pagination}
              />
            </>
          ) : (
            <DocumentEmpty path={page.path} filtered={listing.total > 0} />
          )}
        </>
      )}
    </InvestorPage>
  );
}

function tableCaption(title: string, rows: number, { page, pageCount }: ListingPagination): string {
  const count = `${rows} ${rows === 1 ? "document" : "documents"}`;
  return pageCount > 1
    ? `${title}: ${count}, newest first (page ${page} of ${pageCount})`
    : `${title}: ${count}, newest first`;
}
