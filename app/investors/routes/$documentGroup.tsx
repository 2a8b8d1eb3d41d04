import { data } from "react-router";
import { SourceUnavailable } from "~/ui/SourceUnavailable";
import { DocumentEmpty } from "~/investors/documents/DocumentEmpty";
import { DocumentFilters } from "~/investors/documents/DocumentFilters";
import { DocumentGroups } from "~/investors/documents/DocumentGroups";
import { DocumentPagination } from "~/investors/documents/DocumentPagination";
import { DocumentTable } from "~/investors/documents/DocumentTable";
import { DocumentText } from "~/investors/documents/DocumentText";
import { InvestorPage } from "~/investors/zone/InvestorPage";
import { FilingSearchBox } from "~/investors/search/SearchBox";
import { disclosuresFeedLink } from "~/investors/documents/document-route";
import { PanKycNotice } from "~/investors/documents/PanKycNotice";
import { documentPageAt } from "~/investors/localized-content";
import { documentPageMeta } from "~/investors/meta";
import { investorMessages } from "~/investors/messages";
import {
  DOCUMENT_FILTER_QUERY,
  LISTING_PAGE_SIZE,
  groupBySubCategory,
  loadDocumentListing,
  retryHrefOf,
  type DocumentGroup,
} from "~/investors/documents/documents.server";
import { dataPageHeaders, sourceUnavailableInit } from "~/lib/cache";
import { localizeHref, localeOfPath } from "~/lib/i18n/locales";
import { useLocale, useMessages } from "~/lib/i18n/react";
import { withNodes } from "~/lib/i18n/rich-text";
import type { Route } from "./+types/$documentGroup";
import { AlertSignupPanel } from "~/investors/alerts/AlertSignupForm";
import { ALERT_FORM } from "~/investors/alerts/alert-form";
import { createFormSession } from "~/leads/submit/form-session-signer.server";
import "~/investors/alerts/alerts.css";

/**
 * Newest documents each group shows on the grouped page. A listed company
 * files thousands of documents over the years; listing every one made these
 * pages megabytes (issue 29). Each group links its own full, paged list
 * instead. Up to 20 a group, fewer when there are many groups, so the page
 * holds about as many rows as a page of a table listing (LISTING_PAGE_SIZE)
 * and stays under 150 KB of HTML; never fewer than 3.
 */
function groupPreviewSize(groupCount: number): number {
  return Math.max(3, Math.min(20, Math.floor(LISTING_PAGE_SIZE / Math.max(1, groupCount))));
}
/** ?group= of the documents that have no sub-category (which is "" and cannot be a value). */
const UNGROUPED = "-";

/**
 * Documents grouped by sub-category in expandable sections (notice to
 * shareholders, stock exchange disclosures, general meeting); with ?group=,
 * one group's documents as a paged table.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = documentPageAt(url.pathname);
  if (!page || page.layout !== "groups") throw data(null, { status: 404 });
  const listing = await loadDocumentListing(page.category, url.searchParams, {
    paginate: false,
    locale: localeOfPath(url.pathname),
  });
  const { documents: _all, ...summary } = listing;
  const groups = groupBySubCategory(listing.documents);
  const asked = url.searchParams.get("group");
  const group =
    asked === null
      ? undefined
      : groups.find((g) => g.subCategory === (asked === UNGROUPED ? "" : asked));
  const init = listing.state === "ok" ? undefined : sourceUnavailableInit();
  const retryHref = retryHrefOf(listing, url);
  const alertSession = await createFormSession(ALERT_FORM);
  if (group) {
    const pageCount = Math.max(1, Math.ceil(group.documents.length / LISTING_PAGE_SIZE));
    const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
    const number = Math.min(pageCount, Math.max(1, Number.isFinite(requested) ? requested : 1));
    return data(
      {
        page,
        listing: summary,
        retryHref,
        groups: [] as DocumentGroup[],
        single: {
          param: asked!,
          group: {
            subCategory: group.subCategory,
            total: group.documents.length,
            documents: group.documents.slice(
              (number - 1) * LISTING_PAGE_SIZE,
              number * LISTING_PAGE_SIZE,
            ),
          },
          pagination: { page: number, pageCount },
        },
        alertSession,
      },
      init,
    );
  }
  const preview = groupPreviewSize(groups.length);
  return data(
    {
      page,
      listing: summary,
      retryHref,
      groups: groups.map((g) => ({
        subCategory: g.subCategory,
        total: g.documents.length,
        documents: g.documents.slice(0, preview),
      })),
      single: undefined,
      alertSession,
    },
    init,
  );
}

export const headers = dataPageHeaders(60, [...DOCUMENT_FILTER_QUERY, "group", "page"]);

export const links: Route.LinksFunction = () => [disclosuresFeedLink];

export const meta: Route.MetaFunction = (args) => documentPageMeta(args, args.data?.page);

export default function DocumentGroupsPage({ loaderData }: Route.ComponentProps) {
  const { page, listing, groups, retryHref, single, alertSession } = loaderData;
  const locale = useLocale();
  const t = useMessages(investorMessages);
  const filtered = Boolean(listing.filters.year || listing.filters.q);
  const here = localizeHref(page.path, locale);
  const moreHref = (subCategory: string) => {
    const params = new URLSearchParams({ group: subCategory || UNGROUPED });
    if (listing.filters.year) params.set("year", listing.filters.year);
    if (listing.filters.q) params.set("q", listing.filters.q);
    return `${here}?${params}`;
  };
  const groupName = (group: DocumentGroup) =>
    group.subCategory && group.documents[0] ? (
      <DocumentText document={group.documents[0]} field="subCategory" />
    ) : (
      t("groups.other")
    );
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
            shown={single ? single.group.total : listing.matching}
            total={listing.total}
            hidden={single ? { group: single.param } : {}}
          />
          {single ? (
            <section className="document-group-page">
              <p>
                <a href={here}>{t("groups.back")}</a>
              </p>
              <DocumentTable
                documents={single.group.documents}
                caption={withNodes(
                  t("groups.single", { name: "{name}", count: single.group.total }),
                  { name: groupName(single.group) },
                )}
              />
              <DocumentPagination
                path={page.path}
                filters={listing.filters}
                pagination={single.pagination}
                extra={{ group: single.param }}
              />
            </section>
          ) : groups.length > 0 ? (
            <DocumentGroups groups={groups} open={filtered} moreHref={moreHref} />
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
