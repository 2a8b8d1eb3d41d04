/**
 * Staff roles and the part of the staff area each one reaches. Shared by the
 * server (authorization) and the staff shell (which areas to list), so the two
 * cannot disagree. An account may hold several roles; admin is not a
 * super-user: it manages accounts and reads the audit log, nothing else.
 */
export const staffRoles = ["admin", "investor-relations", "marketing", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];

export const roleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  "investor-relations": "Investor relations",
  marketing: "Marketing",
  sales: "Sales",
};

export const roleDescriptions: Record<StaffRole, string> = {
  admin: "Staff accounts and the audit log",
  "investor-relations": "Stock-exchange documents and the Regulation 46 status",
  marketing: "Blog, news, FAQ and the product catalogue",
  sales: "Leads from the website's forms",
};

export interface StaffArea {
  path: string;
  label: string;
  role: StaffRole;
  description: string;
}

/** Every area of the staff area, in menu order. */
export const staffAreas: readonly StaffArea[] = [
  {
    path: "/staff/documents",
    label: "Documents",
    role: "investor-relations",
    description: "Upload filings and results; edit, replace or unpublish them.",
  },
  {
    path: "/staff/regulation-46",
    label: "Regulation 46 status",
    role: "investor-relations",
    description: "The newest document in every disclosure category, gaps first.",
  },
  {
    path: "/staff/blog",
    label: "Blog",
    role: "marketing",
    description: "Write, edit, order and publish blog posts.",
  },
  {
    path: "/staff/news",
    label: "News",
    role: "marketing",
    description: "Press coverage and announcements.",
  },
  {
    path: "/staff/faq",
    label: "FAQ",
    role: "marketing",
    description: "Questions and answers shown on the FAQ page.",
  },
  {
    path: "/staff/catalogue",
    label: "Catalogue",
    role: "marketing",
    description: "Sub-categories, products, pictures and download links.",
  },
  {
    path: "/staff/leads",
    label: "Leads",
    role: "sales",
    description: "Enquiries from the website, their CRM delivery, CSV export.",
  },
  {
    path: "/staff/users",
    label: "Staff accounts",
    role: "admin",
    description: "Create accounts, assign roles, reset passwords.",
  },
  {
    path: "/staff/audit",
    label: "Audit log",
    role: "admin",
    description: "Every change made in the staff area: who, what, when.",
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
  return staffAreas.filter((area) => roles.includes(area.role));
}
