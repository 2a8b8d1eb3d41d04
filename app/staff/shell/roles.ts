/**
 * Staff roles and the part of the staff area each one reaches. Shared by the
 * server (authorization) and the staff shell (which areas to list), so the two
 * cannot disagree. An account may hold several roles; admin is not a
 * super-user: it manages accounts and reads the audit log, nothing else.
 */
import { translationLocales } from "~/lib/i18n/fallback";
import { languageName } from "./languages";

export const staffRoles = ["admin", "investor-relations", "marketing", "sales", "privacy"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  "investor-relations": "Investor relations",
  marketing: "Marketing",
  sales: "Sales",
  privacy: "Grievance officer",
};

export const roleDescriptions: Record<StaffRole, string> = {
  admin: "Staff accounts and the audit log",
  "investor-relations": "Stock-exchange documents and the Regulation 46 status",
  marketing: "Blog, news, FAQ and the product catalogue",
  sales: "Leads from the website's forms and the dealer list",
  privacy: "Requests from the people whose data we hold, erasure, retention and breaches",
};

export interface StaffArea {
  path: string;
  label: string;
  /** Who reaches it: a member with any one of these roles. */
  roles: readonly StaffRole[];
  description: string;
}

/** Every area of the staff area, in menu order. */
export const staffAreas: readonly StaffArea[] = [
  {
    path: "/staff/documents",
    label: "Documents",
    roles: ["investor-relations"],
    description: "Upload filings and results; edit, replace or unpublish them.",
  },
  {
    path: "/staff/regulation-46",
    label: "Regulation 46 status",
    roles: ["investor-relations"],
    description: "The newest document in every disclosure category, gaps first.",
  },
  {
    path: "/staff/calendar",
    label: "Financial calendar",
    roles: ["investor-relations"],
    description: "Board meetings, results, general meetings and dividend dates; cancel one.",
  },
  {
    path: "/staff/alerts",
    label: "Investor alerts",
    roles: ["investor-relations"],
    description: "Subscribers per category, the alert mail queue, re-queueing dead letters.",
  },
  {
    path: "/staff/blog",
    label: "Blog",
    roles: ["marketing"],
    description: "Write, edit, order and publish blog posts.",
  },
  {
    path: "/staff/news",
    label: "News",
    roles: ["marketing"],
    description: "Press coverage and announcements.",
  },
  {
    path: "/staff/faq",
    label: "FAQ",
    roles: ["marketing"],
    description: "Questions and answers shown on the FAQ page.",
  },
  {
    path: "/staff/catalogue",
    label: "Catalogue",
    roles: ["marketing"],
    description: "Sub-categories, products, pictures and download links.",
  },
  {
    path: "/staff/translations",
    label: "Needs translating",
    roles: ["marketing", "investor-relations"],
    description: `Blog posts, news, questions and documents still to translate into ${translationLocales().map(languageName).join(" and ")}.`,
  },
  {
    path: "/staff/leads",
    label: "Leads",
    roles: ["sales"],
    description: "Enquiries from the website, their CRM delivery, CSV export.",
  },
  {
    path: "/staff/bookings",
    label: "Home visits",
    roles: ["sales"],
    description: "Visits booked by day and area: move or cancel one; service areas and capacity.",
  },
  {
    path: "/staff/dealers",
    label: "Dealers",
    roles: ["sales"],
    description:
      "The shops the dealer locator lists: add, edit, deactivate, CSV import and export.",
  },
  {
    path: "/staff/privacy",
    label: "Privacy requests",
    roles: ["privacy"],
    description: "Requests from the people whose data we hold: deadlines, states and replies.",
  },
  {
    path: "/staff/privacy/breaches",
    label: "Breach register",
    roles: ["privacy"],
    description: "Record a personal-data breach, notify the people affected, report to the Board.",
  },
  {
    path: "/staff/users",
    label: "Staff accounts",
    roles: ["admin"],
    description: "Create accounts, assign roles, reset passwords.",
  },
  {
    path: "/staff/audit",
    label: "Audit log",
    roles: ["admin"],
    description: "Every change made in the staff area: who, what, when.",
  },
  {
    path: "/staff/privacy/retention",
    label: "Retention",
    roles: ["privacy"],
    description: "How long personal data is kept and why; what the daily job erased.",
  },
];

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

export function parseRoles(stored: string): StaffRole[] {
  return stored
    .split(",")
    .map((r) => r.trim())
    .filter(isStaffRole);
}

export function areasFor(roles: readonly StaffRole[]): StaffArea[] {
  return staffAreas.filter((area) => area.roles.some((role) => roles.includes(role)));
}
