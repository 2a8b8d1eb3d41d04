import { getDatabase } from "~/db/client.server";
import type { LeadData } from "~/leads/forms/lead-forms";
import type { LeadActionData } from "~/leads/forms/lead-result";
import { leadMessages } from "~/leads/messages";
import type { StoredLead } from "~/leads/delivery/store.server";
import {
  LeadRefusal,
  THANK_YOU_PATH,
  type LeadSubmissionOptions,
  type Prepared,
} from "~/leads/submit/submission.server";
import { pinCode } from "~/lib/forms/fields";
import { localizeHref, type Locale } from "~/lib/i18n/locales";
import { bookVisit, bookingForLead, visitOffer, VisitSlotTaken } from "./store.server";
import { consultationPlan, planOfQuery } from "~/leads/consultation/contributors";
import { isSlotId, parseVisitValue } from "./slots";
import { receiptOf } from "./receipt.server";
import { queueVisitorMessages, visitorMessageEvents } from "./visitor-outbox.server";

/**
 * What the consultation adds to a lead form's submission (issue 42): the
 * plan it carries, checked and worked out again; its PIN code and the visit
 * time, checked against the directory and the slots still free; the visit
 * booked in the lead's own transaction; and, once stored, the confirmation.
 */

/** The PIN code a form posted, when it is shaped like one. */
export function postedPin(value: unknown): string | undefined {
  const parsed = pinCode.safeParse(typeof value === "string" ? value : "");
  return parsed.success ? parsed.data : undefined;
}

/**
 * The plan's parts as the lead stores them: shade codes (as the shortlist
 * sent them) with their names, the paint's name, the visualiser's scheme,
 * the estimate's calculator address and its result worked out here, and
 * the plan's own "Book a visit" address, which staff open to see it whole.
 */
export function withPlan(data: LeadData): LeadData {
  const {
    shades,
    product,
    scheme,
    estimate,
    estimateSummary: _sent,
    shadeNames: _names,
    planLink: _link,
    ...rest
  } = data;
  const params = new URLSearchParams();
  if (typeof shades === "string") params.set("codes", shades.replace(/\s+/g, ""));
  if (typeof product === "string") params.set("product", product);
  if (typeof scheme === "string") params.set("scheme", scheme);
  if (typeof estimate === "string") params.set("estimate", estimate);
  const { plan, legacyProduct } = planOfQuery(params);
  // Stored in English whatever the page's language: staff and the CRM read it.
  const english = consultationPlan(plan, "en", legacyProduct);
  const stored: LeadData = { ...rest };
  if (plan.codes.length > 0) stored.shades = plan.codes.join(", ");
  if (english.shades.length > 0)
    stored.shadeNames = english.shades.map((s) => `${s.code} ${s.name}`).join(", ");
  if (english.product) stored.product = english.product;
  if (plan.scheme && typeof scheme === "string") stored.scheme = scheme;
  if (english.estimate) {
    stored.estimate = english.estimate.path;
    stored.estimateSummary = english.estimate.summary;
  }
  if (!english.empty) stored.planLink = english.href;
  return stored;
}

export async function prepareConsultation(
  data: LeadData,
  locale: Locale,
  now = new Date(),
): Promise<Prepared> {
  const t = leadMessages.in(locale);
  const { visit, visitDate: _date, visitSlot: _slot, ...rest } = withPlan(data);
  const pin = typeof data.pin === "string" ? data.pin : "";
  const offer = await visitOffer(getDatabase().db, pin, now);
  if (offer.status === "unknown")
    return { ok: false, errors: { pin: t("visit.error.pinUnknown", { pin }) } };
  if (offer.status !== "served") return { ok: true, data: rest }; // a call back instead
  const chosen = parseVisitValue(visit);
  if (!chosen)
    return {
      ok: false,
      errors: { visit: t(visit ? "visit.error.notOffered" : "visit.error.choose") },
    };
  const day = offer.days.find((d) => d.date === chosen.date);
  if (!day?.slots.includes(chosen.slot))
    return { ok: false, errors: { visit: t("visit.error.taken") } };
  return { ok: true, data: { ...rest, visitDate: chosen.date, visitSlot: chosen.slot } };
}

/** Books the chosen visit with the lead; a slot taken meanwhile stores neither. */
export const bookWithLead: NonNullable<LeadSubmissionOptions["alongside"]> = async (
  trx,
  leadId,
  data,
  locale,
) => {
  const { visitDate, visitSlot, pin, locality } = data;
  if (typeof visitDate !== "string" || typeof visitSlot !== "string" || !isSlotId(visitSlot))
    return;
  try {
    const { bookingId } = await bookVisit(trx, {
      leadId,
      pin: String(pin),
      locality: String(locality ?? ""),
      date: visitDate,
      slot: visitSlot,
      locale,
    });
    // In the same transaction: a booking stored is a confirmation queued (ADR 45).
    await queueVisitorMessages(trx, {
      bookingId,
      kind: "booked",
      date: visitDate,
      slot: visitSlot,
    });
  } catch (error) {
    if (error instanceof VisitSlotTaken)
      throw new LeadRefusal("visit", leadMessages.in(locale)("visit.error.taken"));
    throw error;
  }
};

/**
 * After storing: the confirmation page of the visit booked (the dialog gets
 * the confirmation as its answer instead), or /thankyou for a call back. A
 * form sent twice finds the booking its first sending made.
 */
export function afterStoring(inDialog: boolean) {
  return async (stored: StoredLead, locale: Locale): Promise<string | LeadActionData> => {
    const db = getDatabase().db;
    const booking = stored.spam ? undefined : await bookingForLead(db, stored.leadId);
    if (!booking) return localizeHref(THANK_YOU_PATH, locale);
    visitorMessageEvents.emit("queued");
    const receipt = await receiptOf(db, booking, locale);
    return inDialog ? { status: "booked", values: {}, receipt } : receipt.pageHref;
  };
}

/** Every answer that is not a redirect carries the visit times for the PIN posted. */
export async function withOffer(answer: LeadActionData): Promise<LeadActionData> {
  const pin = postedPin(answer.values.pin);
  if (!pin) return answer;
  return { ...answer, offer: await visitOffer(getDatabase().db, pin) };
}
