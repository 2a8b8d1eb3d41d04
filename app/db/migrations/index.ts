import type { Migration } from "kysely";
import * as core from "./0001_core";
import * as catalogue from "./0002_catalogue";
import * as content from "./0003_content";
import * as leads from "./0004_leads";
import * as staff from "./0005_staff";
import * as contentHtml from "./0006_content_html";
import * as catalogueStaff from "./0007_catalogue_staff";
import * as staffSecurity from "./0008_staff_security";
import * as hindiVersions from "./0009_hindi_versions";
import * as dealers from "./0010_dealers";
import * as investorAlerts from "./0011_investor_alerts";
import * as calendarFilingSearch from "./0012_calendar_filing_search";
import * as filingSearchFilters from "./0013_filing_search_filters";
import * as alertLinkIdsAndMailLimits from "./0014_alert_link_ids_and_mail_limits";
import * as staffSecondFactors from "./0015_staff_second_factors";
import * as visitBookings from "./0016_visit_bookings";
import * as dealerLocations from "./0017_dealer_locations";
import * as visitMessages from "./0018_visit_messages";
import * as consents from "./0019_consents";
import * as privacyRequests from "./0020_privacy_requests";
import * as erasures from "./0021_erasures";
import * as breaches from "./0022_breaches";
import * as outboxRequestIds from "./0023_outbox_request_ids";

/**
 * The one migration history for SQLite and PostgreSQL, in order. Migrations are
 * imported, not read from disk, so they travel inside the server bundle.
 * Append new ones; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  "0001_core": core,
  "0002_catalogue": catalogue,
  "0003_content": content,
  "0004_leads": leads,
  "0005_staff": staff,
  "0006_content_html": contentHtml,
  "0007_catalogue_staff": catalogueStaff,
  "0008_staff_security": staffSecurity,
  "0009_hindi_versions": hindiVersions,
  "0010_dealers": dealers,
  "0011_investor_alerts": investorAlerts,
  "0012_calendar_filing_search": calendarFilingSearch,
  "0013_filing_search_filters": filingSearchFilters,
  "0014_alert_link_ids_and_mail_limits": alertLinkIdsAndMailLimits,
  "0015_staff_second_factors": staffSecondFactors,
  "0016_visit_bookings": visitBookings,
  "0017_dealer_locations": dealerLocations,
  "0018_visit_messages": visitMessages,
  "0019_consents": consents,
  "0020_privacy_requests": privacyRequests,
  "0021_erasures": erasures,
  "0022_breaches": breaches,
  "0023_outbox_request_ids": outboxRequestIds,
};
