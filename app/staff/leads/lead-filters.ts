import { dayRangeQuery, readDayRange } from "~/staff/ui/date-range";
import {
  isLeadFormId,
  leadFormIds,
  englishLeadForms,
  type LeadFormId,
} from "~/leads/forms/lead-forms";
import type { DeliveryState } from "~/leads/delivery/lead-types";
import type { LeadQuery } from "~/staff/leads/leads.server";

/**
 * The leads list's filters as GET query parameters, so a filtered view is a
 * link that can be bookmarked or sent to a colleague, and the CSV export
 * takes exactly the same parameters. Client-safe: the filter form and the
 * page links use it too.
 */

export const deliveryStateOptions = [
  "pending",
  "delivering",
  "delivered",
  "dead",
  "held",
  "withdrawn",
] as const satisfies readonly DeliveryState[];

export const deliveryStateLabels: Record<DeliveryState, string> = {
  pending: "Pending",
  delivering: "Delivering",
  delivered: "Delivered",
  dead: "Dead letter",
  held: "Held (spam)",
  withdrawn: "Consent withdrawn",
};

export const formOptions: Array<{ value: LeadFormId; label: string }> = leadFormIds.map((id) => ({
  value: id,
  label: englishLeadForms()[id].title,
}));

export interface LeadFilterValues {
  form?: LeadFormId;
  /** YYYY-MM-DD, a day in India (IST), inclusive. */
  from?: string;
  /** YYYY-MM-DD, a day in India (IST), inclusive. */
  to?: string;
  state?: DeliveryState;
  spam?: "yes" | "no";
  page: number;
}

export type LeadFilterField = "form" | "from" | "to" | "state" | "spam";

/**
 * Reads the filters from a URL. A value that makes no sense is reported for
 * its field and left out of the filter, never a server error.
 */
export function parseLeadFilters(params: URLSearchParams): {
  values: LeadFilterValues;
  errors: Partial<Record<LeadFilterField, string>>;
} {
  const errors: Partial<Record<LeadFilterField, string>> = {};
  const values: LeadFilterValues = { page: 1 };
  const text = (name: string) => (params.get(name) ?? "").trim();

  const form = text("form");
  if (form) {
    if (isLeadFormId(form)) values.form = form;
    else errors.form = "Choose a form from the list";
  }
  readDayRange(text, values, errors);
  const state = text("state");
  if (state) {
    const found = deliveryStateOptions.find((s) => s === state);
    if (found) values.state = found;
    else errors.state = "Choose a delivery state from the list";
  }
  const spam = text("spam");
  if (spam) {
    if (spam === "yes" || spam === "no") values.spam = spam;
    else errors.spam = "Choose yes or no";
  }
  const page = Number.parseInt(text("page"), 10);
  if (Number.isInteger(page) && page > 1 && page < 1_000_000) values.page = page;
  return { values, errors };
}

/** The data module's query for these filters (dates are whole days in India, both ends included). */
export function leadQueryOf(values: LeadFilterValues): LeadQuery {
  return {
    form: values.form,
    ...dayRangeQuery(values),
    status: values.state,
    spam: values.spam === undefined ? undefined : values.spam === "yes",
  };
}

/** The query string for these filters ("" when none), with changes applied; page 1 is left out. */
export function leadFilterSearch(
  values: LeadFilterValues,
  changes: Partial<LeadFilterValues> = {},
): string {
  const merged = { ...values, ...changes };
  const params = new URLSearchParams();
  for (const name of ["form", "from", "to", "state", "spam"] as const) {
    const value = merged[name];
    if (value) params.set(name, value);
  }
  if (merged.page > 1) params.set("page", String(merged.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasLeadFilters(values: LeadFilterValues): boolean {
  return Boolean(values.form || values.from || values.to || values.state || values.spam);
}
