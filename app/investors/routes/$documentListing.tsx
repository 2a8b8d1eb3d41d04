import { data } from "react-router";
import { DocumentEmpty } from "~/investors/documents/DocumentEmpty";
import { DocumentFilters } from "~/investors/documents/DocumentFilters";
import { DocumentPagination } from "~/investors/documents/DocumentPagination";
import { DocumentTable } from "~/investors/documents/DocumentTable";
import { InvestorPage } from "~/investors/zone/InvestorPage";
import { FilingSearchBox } from "~/investors/search/SearchBox";
import { disclosuresFeedLink } from "~/investors/documents/document-route";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { documentPageAt } from "~/investors/localized-content";
import { documentPageMeta } from "~/investors/meta";
import {
  DOCUMENT_TABLE_QUERY,
  loadDocumentListing,
  retryHrefOf,
} from "~/investors/documents/documents.server";
import { investorMessages } from "~/investors/messages";
import { useMessages } from "~/lib/i18n/react";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import type { Route } from "./+types/$documentListing";
import { AlertSignupPanel } from "~/investors/alerts/AlertSignupForm";
import { ALERT_FORM } from "~/investors/alerts/alert-form";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import "~/investors/alerts/alerts.css";
import { localeOfPath } from "~/lib/i18n/locales";

/** One table template for every plain document listing (registered once per path). */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = documentPageAt(url.pathname);
  if (!page || page.layout !== "table") throw data(null, { status: 404 });
  const listing = await loadDocumentListing(page.category, url.searchParams, {
    locale: localeOfPath(url.pathname),
  });
  return data(
    {
      page,
      listing,
      retryHref: retryHrefOf(listing, url),
      alertSession: await createFormSession(ALERT_FORM),
    },
    listing.state === "ok" ? undefined : sourceUnavailableInit(),
  );
}

export const headers = dataPageHeaders(60, DOCUMENT_TABLE_QUERY);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = (args) => documentPageMeta(args, args.data?.page);

export default function DocumentListingPage({ loaderData }: Route.ComponentProps) {
  const { page, listing, retryHref, alertSession } = loaderData;
  const t = useMessages(investorMessages);
  const { page: pageNumber, pageCount } = listing.pagination;
  const captionValues = { title: page.title, count: listing.documents.length };
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
                caption={
                  pageCount > 1
                    ? t("listing.captionPaged", { ...captionValues, page: pageNumber, pageCount })
                    : t("listing.caption", captionValues)
                }
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
      <FilingSearchBox />
      <AlertSignupPanel
        session={alertSession}
        pageCategory={{ category: page.category, title: page.title }}
      />
    </InvestorPage>
  );
}
