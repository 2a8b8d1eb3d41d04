import { route, type RouteConfigEntry } from "@react-router/dev/routes";
import { applicationFormSlugs } from "../content/route-paths";
import { each } from "../lib/route-entries";

/** The consultation, a booked visit's confirmation and the lead forms' own pages. */
export const leadPages: RouteConfigEntry[] = [
  route("consultation", "leads/routes/consultation.tsx"),
  // A booked home visit's confirmation (issue 42, ADR 41)
  route("consultation/booked/:reference", "leads/routes/consultation.booked.$reference.tsx"),
  ...each(applicationFormSlugs, "leads/routes/$applicationForm.tsx", "application"),
  route("contractor", "leads/routes/contractor.tsx"),
];

/**
 * Actions (and no-JS pages) of forms embedded in other pages, signed sessions
 * for the consultation dialog, the visit times for a PIN and a booked visit's .ics.
 */
export const leadEndpoints: RouteConfigEntry[] = [
  route("forms/:form", "leads/routes/forms.$form.tsx"),
  route("forms/:form/session", "leads/routes/forms.$form.session.ts"),
  // The consultation's visit times for a PIN, and a booked visit's .ics (issue 42)
  route("forms/consultation/slots", "leads/routes/forms.consultation.slots.ts"),
  route("forms/consultation/visits/:file", "leads/routes/forms.consultation.visits.$file.ts"),
];
