import type { LeadFormId, LeadData } from "~/leads/forms/lead-forms";
import { defaultLocale, isLocale, type Locale } from "~/lib/i18n/locales";

/**
 * What a stored lead looks like to the staff area and to the delivery worker:
 * plain types, so components can use them without importing server code.
 */

/**
 * Where a lead's delivery to the CRM stands (the lead_deliveries.status
 * column). "withdrawn": the sender withdrew their consent before it was
 * sent, so it never will be (ADR 70); no re-queue names that state.
 */
export const deliveryStates = [
  "pending",
  "delivering",
  "delivered",
  "dead",
  "held",
  "withdrawn",
] as const;

export type DeliveryState = (typeof deliveryStates)[number];

export function isDeliveryState(value: string): value is DeliveryState {
  return (deliveryStates as readonly string[]).includes(value);
}

export type ForwardingState =
  "forwarded" | "queued" | "not forwarded" | "failed" | "held as spam" | "consent withdrawn";

export interface LeadView {
  id: number;
  form: LeadFormId;
  formTitle: string;
  /** The language the visitor wrote in, in English ("Hindi"): the page the form was on. */
  language: string;
  createdAt: string;
  name: string;
  email: string;
  mobile: string;
  spam: boolean;
  spamReason: string | null;
  /** The raw delivery state, for filters and badges. */
  state: DeliveryState;
  forwarding: ForwardingState;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  fields: Array<{ name: string; label: string; value: string }>;
  data: LeadData;
}

export interface LeadDetail extends LeadView {
  clientIp: string;
  userAgent: string;
  /** Every value the visitor sent, grouped as the form groups them, with the form's labels. */
  sections: Array<{
    legend: string;
    /** `masked`: the value is shown masked (PAN, GSTIN, bank; ADR 65) until revealed. */
    fields: Array<{ name: string; label: string; value: string; masked?: true }>;
  }>;
  delivery: {
    attempts: number;
    lastError: string | null;
    /** HTTP status of the CRM's last answer, if it answered. */
    lastStatus: number | null;
    /** When the worker will try next (only meaningful while pending). */
    nextAttemptAt: string | null;
    deliveredAt: string | null;
    updatedAt: string;
  };
}

/**
 * Where a lead keeps the language it was sent in: among its stored values
 * (leads.fields_json) under a key no form field has, written only for a
 * language other than English. English leads are stored as before issue 25,
 * and a lead without the key was sent in English.
 */
export const LEAD_LOCALE_KEY = "_locale";

/** The language a stored lead was sent in. */
export function leadLocaleOf(data: LeadData): Locale {
  const value = data[LEAD_LOCALE_KEY];
  return typeof value === "string" && isLocale(value) ? value : defaultLocale;
}

/** A language's English name ("Hindi"), as staff and the CRM read it. */
export function languageName(locale: string): string {
  return new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
}
