import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { cataloguePages } from "./catalogue/routes";
import { companyPages, notFoundPages } from "./company/routes";
import { dealerPages } from "./dealers/routes";
import { editorialPages } from "./editorial/routes";
import { investorEndpoints, investorPages } from "./investors/routes";
import { leadEndpoints, leadPages } from "./leads/routes";
import { localizedCopies } from "./lib/i18n/routes";
import { mediaEndpoints } from "./media/routes";
import { paintBudgetEndpoints, paintBudgetPages } from "./paint-budget/routes";
import { paintFinderPages } from "./paint-finder/routes";
import { planEndpoints } from "./plan/routes";
import { privacyPages } from "./privacy/routes";
import { productEndpoints, productPages } from "./products/routes";
import { shadeEndpoints, shadePages } from "./shades/routes";
import { siteFileEndpoints } from "./site-files/routes";
import { staffAccountRoutes } from "./staff/accounts/routes";
import { staffAlertRoutes } from "./staff/alerts/routes";
import { staffAuditRoutes } from "./staff/audit/routes";
import { staffSignInRoutes } from "./staff/auth/routes";
import { staffBookingRoutes } from "./staff/bookings/routes";
import { staffCalendarRoutes } from "./staff/calendar/routes";
import { staffCatalogueRoutes } from "./staff/catalogue/routes";
import { staffContentRoutes } from "./staff/content/routes";
import { staffDealerRoutes } from "./staff/dealers/routes";
import { staffDocumentRoutes } from "./staff/documents/routes";
import { staffLeadRoutes } from "./staff/leads/routes";
import { staffPrivacyRoutes } from "./staff/privacy/routes";
import { staffRetentionRoutes } from "./staff/privacy/retention/routes";
import { staffTranslationRoutes } from "./staff/translations/routes";
import { staffBreachRoutes } from "./staff/privacy/breaches/routes";
import { visualiserPages } from "./visualiser/routes";

// The one route table, joined from each capability's list (<capability>/routes.ts;
// its modules are in <capability>/routes/, ADR 47). Paths are exact, as in the
// spec's route table. Templates shared by several paths are registered once per
// path with their own id (lib/route-entries.ts, each).

/**
 * Every route matches its path letter for letter: /Kamo-Hi-Sheen and
 * /Product/1 are the spec's paths, /kamo-hi-sheen, /About and /STAFF/leads/1
 * are not, so they go to the catch-all (and /not-found) like any unknown
 * path. React Router ignores case unless told otherwise, which let
 * /STAFF/leads/1 reach a staff page.
 */
const exact = (routes: RouteConfigEntry[]): RouteConfigEntry[] =>
  routes.map((entry) => ({
    ...entry,
    caseSensitive: true,
    ...(entry.children ? { children: exact(entry.children) } : {}),
  }));

/**
 * The public pages: each is also registered under every other language's
 * prefix (/hi/about, /hi/Product/1; ADR 25). The routes after this list exist
 * once for all languages (lib/i18n/locales.ts, sharedPathPrefixes).
 */
const publicPages: RouteConfigEntry[] = [
  ...companyPages,
  // Products, shade cards, the colour tools and the catalogue
  ...productPages,
  ...paintFinderPages,
  ...shadePages,
  ...visualiserPages,
  ...cataloguePages,
  // Planning a paint job
  ...paintBudgetPages,
  ...dealerPages,
  ...investorPages,
  ...editorialPages,
  // The consultation and the lead forms
  ...leadPages,
  // The rights of the people whose data we hold (issue 44)
  ...privacyPages,
  // Last: /not-found and the catch-all
  ...notFoundPages,
];

export default exact([
  ...publicPages,
  ...localizedCopies(publicPages),

  // Files, feeds and form endpoints: one path for every language
  ...productEndpoints,
  ...shadeEndpoints,
  ...paintBudgetEndpoints,
  ...planEndpoints,
  ...investorEndpoints,
  ...leadEndpoints,
  ...mediaEndpoints,
  ...siteFileEndpoints,

  // Staff area (employees only; see app/lib/staff). Sign-in and sign-out sit
  // outside the layout, whose loader requires a session.
  ...staffSignInRoutes,
  // An id of its own ("staff-layout", STAFF_LAYOUT_ID in staff/ui/CsrfField.tsx):
  // the staff pages read its loader data by that id, so it must not follow the file path.
  // The shell's modules are the frame the areas hang in: the overview first, the
  // staff area's own 404 last.
  route("staff", "staff/shell/routes/_layout.tsx", { id: "staff-layout" }, [
    index("staff/shell/routes/_index.tsx"),
    ...staffAccountRoutes,
    // Investor relations: documents and Regulation 46 status, alerts, the financial calendar
    ...staffDocumentRoutes,
    ...staffAlertRoutes,
    ...staffCalendarRoutes,
    // Marketing: blog, news, FAQ and their translations, the catalogue
    ...staffContentRoutes,
    ...staffTranslationRoutes,
    ...staffCatalogueRoutes,
    // Sales: leads, booked visits, dealers; admin: the audit log
    ...staffLeadRoutes,
    ...staffBookingRoutes,
    ...staffDealerRoutes,
    ...staffRetentionRoutes,
    ...staffAuditRoutes,
    // The grievance officer: requests from the people whose data we hold (issue 44)
    ...staffPrivacyRoutes,
    ...staffBreachRoutes,
    route("*", "staff/shell/routes/$.tsx", { id: "staff-not-found" }),
  ]),
]) satisfies RouteConfig;
