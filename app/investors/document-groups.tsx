import { data } from "react-router";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { DocumentEmpty } from "~/investors/DocumentEmpty";
import { DocumentFilters } from "~/investors/DocumentFilters";
import { DocumentGroups } from "~/investors/DocumentGroups";
import { InvestorPage } from "~/investors/InvestorPage";
import { disclosuresFeedLink } from "~/investors/document-route";
import { PanKycNotice } from "~/investors/PanKycNotice";
import { documentPageAt } from "~/investors/localized-content";
import { documentPageMeta } from "~/investors/meta";
import {
  DOCUMENT_FILTER_QUERY,
  groupBySubCategory,
  loadDocumentListing,
  retryHrefOf,
} from "~/investors/documents.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import type { Route } from "./+types/document-groups";
import "~/investors/investors.css";
import { AlertSignupPanel } from "~/investors/alerts/AlertSignupForm";
import { ALERT_FORM } from "~/investors/alerts/alert-form";
import { createFormSession } from "~/leads/form-session.server";
import "~/investors/alerts/alerts.css";
import { localeOfPath } from "~/lib/i18n/locales";

/**
 * Documents grouped by sub-category in expandable sections (notice to
 * shareholders, stock exchange disclosures, general meeting).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = documentPageAt(url.pathname);
  if (!page || page.layout !== "groups") throw data(null, { status: 404 });
  // Groups are collapsed, so every match is sent; paging would split a group.
  const listing = await loadDocumentListing(page.category, url.searchParams, {
    paginate: false,
    locale: localeOfPath(url.pathname),
  });
  return data(
    {
      page,
      listing,
      groups: groupBySubCategory(listing.documents),
      retryHref: retryHrefOf(listing, url),
      alertSession: await createFormSession(ALERT_FORM),
    },
    listing.state === "ok" ? undefined : sourceUnavailableInit(),
  );
}

export const headers = dataPageHeaders(60, DOCUMENT_FILTER_QUERY);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = (args) => documentPageMeta(args, args.data?.page);

export default function DocumentGroupsPage({ loaderData }: Route.ComponentProps) {
  const { page, listing, groups, retryHref, alertSession } = loaderData;
  const filtered = Boolean(listing.filters.year || listing.filters.q);
  return (
    <InvestorPage path={page.path} title={page.title} lead={page.description}>
      {page.path === "/notice-to-shareholders" ? <PanKycNotice /> : null}
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
          {groups.length > 0 ? (
            <DocumentGroups groups={groups} open={filtered} />
          ) : (
            <DocumentEmpty path={page.path} filtered={listing.total > 0} />
          )}
        </>
      )}
      <AlertSignupPanel
        session={alertSession}
        pageCategory={{ category: page.category, title: page.title }}
      />
    </InvestorPage>
  );
}
