import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";
import { directorSlugs } from "../content/route-paths";
import { each } from "../lib/route-entries";

/** Home, about, contact, the legal pages and a page per director (routes/). */
export const companyPages: RouteConfigEntry[] = [
  index("company/routes/_index.tsx"),
  route("about", "company/routes/about.tsx"),
  route("contact", "company/routes/contact.tsx"),
  route("thankyou", "company/routes/thankyou.tsx"),
  route("privacy-policy", "company/routes/privacy-policy.tsx"),
  route("terms-and-conditions", "company/routes/terms-and-conditions.tsx"),
  route("accessibility", "company/routes/accessibility.tsx"),
  ...each(directorSlugs, "company/routes/$director.tsx", "director"),
];

/** /not-found (a 404) and the catch-all that sends any other path there: last in the table. */
export const notFoundPages: RouteConfigEntry[] = [
  route("not-found", "company/routes/not-found.tsx"),
  route("*", "company/routes/$.ts"),
];
