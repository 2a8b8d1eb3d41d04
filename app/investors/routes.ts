import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { documentGroupSlugs, documentListingSlugs } from "../content/route-paths";
import { site } from "../content/site";
import { each } from "../lib/route-entries";

/** Investor relations: the zone, document pages, search, the calendar and e-mail alerts. */
export const investorPages: RouteConfigEntry[] = [
  route("investor-zone", "investors/routes/investor-zone.tsx"),
  route("investor-help-desk", "investors/routes/investor-help-desk.tsx"),
  route(site.specialPaths.regulation46.slice(1), "investors/routes/$regulation46.tsx"),
  ...each(documentListingSlugs, "investors/routes/$documentListing.tsx", "documents"),
  ...each(documentGroupSlugs, "investors/routes/$documentGroup.tsx", "document-groups"),
  route("investors/search", "investors/routes/investors.search.tsx"),
  route("investors/calendar", "investors/routes/investors.calendar.tsx"),
  // Investor e-mail alerts (issue 29, ADR 33)
  route("investors/alerts", "investors/routes/investors.alerts.tsx"),
  route("investors/alerts/confirm", "investors/routes/investors.alerts.confirm.tsx"),
  route("investors/alerts/manage", "investors/routes/investors.alerts.manage.tsx"),
  route("investors/alerts/unsubscribe", "investors/routes/investors.alerts.unsubscribe.tsx"),
];

/** Document files, the disclosures feed, calendar files and the audio player. */
export const investorEndpoints: RouteConfigEntry[] = [
  route("documents/:id/:fileName", "investors/routes/documents.$id.$fileName.ts"),
  route("investors/disclosures.atom", "investors/routes/investors.disclosures[.]atom.ts"),
  route("investors/calendar.ics", "investors/routes/investors.calendar[.]ics.ts"),
  route("investors/calendar/events/:file", "investors/routes/investors.calendar.events.$file.ts"),
  route("investors/listen", "investors/routes/investors.listen.ts"),
];
