/**
 * Audit actions that record a staff member reading personal data (issue 44,
 * Rule 6(1)(c) and Rule 8(3); ADR 65): opening a lead's page, exporting leads
 * as CSV, revealing a masked field. Each entry names who (actor), which lead
 * (entity_type "lead", entity_id; none for an export, whose filters are in
 * after_json), what (action, and for a reveal the field in after_json) and
 * when (created_at), and never the value itself. Rule 8(3) asks that these be
 * kept at least a year: the retention job keeps every entry whose action is
 * in this list for PERSONAL_DATA_ACCESS_KEEP_DAYS from its created_at.
 * The writers and the audit log's "Personal data read" filter share the list.
 * Client-safe: no server imports.
 */
export const personalDataActions = {
  leadView: "lead.view",
  leadExport: "lead.export",
  leadReveal: "lead.reveal-field",
} as const;

export type PersonalDataAction = (typeof personalDataActions)[keyof typeof personalDataActions];

export const PERSONAL_DATA_ACTIONS: readonly PersonalDataAction[] =
  Object.values(personalDataActions);

/** Rule 8(3): logs of processing kept for at least one year; a day over for a leap year. */
export const PERSONAL_DATA_ACCESS_KEEP_DAYS = 366;
