import { fieldsOf, englishLeadForms, type LeadFormId } from "~/leads/forms/lead-forms";
import type { LeadView } from "~/leads/delivery/lead-types";
import { maskField } from "~/leads/privacy/field-masks";
/** The CSV export of the leads list (staff). */

const CSV_COLUMNS = [
  "id",
  "created_at",
  "form",
  "language",
  "contact_name",
  "contact_email",
  "contact_mobile",
  "forwarding",
  "delivery_state",
  "attempts",
  "last_error",
  "spam",
  "spam_reason",
] as const;

/**
 * One CSV for every form: fixed columns (contact_* are what the CRM gets as
 * name, email and mobile), then one column per form field (the union of all
 * forms', named by their key). UTF-8 with a byte-order mark so
 * Excel shows Hindi and Tamil correctly; cells that a spreadsheet would run as
 * a formula are prefixed with an apostrophe. Identity numbers and bank
 * details are masked as on the staff pages (ADR 65): a file that leaves the
 * staff area carries no PAN; revealing one is a logged click on the lead.
 */
export function leadsToCsv(leads: LeadView[]): string {
  const fieldNames: string[] = [];
  for (const id of Object.keys(englishLeadForms()) as LeadFormId[])
    for (const field of fieldsOf(englishLeadForms()[id]))
      if (!fieldNames.includes(field.name)) fieldNames.push(field.name);
  const header = [...CSV_COLUMNS, ...fieldNames];
  const lines = [header.map(csvCell).join(",")];
  for (const lead of leads) {
    const fixed: Record<(typeof CSV_COLUMNS)[number], string> = {
      id: String(lead.id),
      created_at: lead.createdAt,
      form: lead.form,
      language: lead.language,
      contact_name: lead.name,
      contact_email: lead.email,
      contact_mobile: lead.mobile,
      forwarding: lead.forwarding,
      delivery_state: lead.state,
      attempts: String(lead.attempts),
      last_error: lead.lastError ?? "",
      spam: lead.spam ? "yes" : "no",
      spam_reason: lead.spamReason ?? "",
    };
    const cells = [
      ...CSV_COLUMNS.map((c) => fixed[c]),
      ...fieldNames.map((name) => {
        const value = lead.data[name];
        if (value === undefined) return "";
        const shown = maskField(name, value);
        return Array.isArray(shown) ? shown.join("; ") : shown;
      }),
    ];
    lines.push(cells.map(csvCell).join(","));
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** One CSV cell: quoted when needed, and defused when a spreadsheet would run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
