import type { LeadValues } from "./definitions";
import type { VisitOffer, VisitReceipt } from "../booking/visit-types";

/**
 * What a lead form's action answers when it does not redirect to /thankyou,
 * shared by the server action and the form component. The consultation adds
 * the visit times on offer for the PIN code posted (`offer`), so a page
 * without JavaScript shows them with its answer.
 */
export type LeadActionData = (
  | { status: "invalid"; errors: Record<string, string>; values: LeadValues }
  | { status: "unavailable"; message: string; values: LeadValues }
  | { status: "rate-limited"; message: string; values: LeadValues }
  /** Nothing sent yet: the visit times for the PIN code, asked for without JavaScript. */
  | { status: "offer"; values: LeadValues; session?: FormSessionProps }
  /** Stored, with a visit booked: the dialog shows the confirmation where the form was. */
  | { status: "booked"; values: LeadValues; receipt: VisitReceipt }
) & { offer?: VisitOffer };

/** Hidden input carrying the signed form session (key, issue time, signature). */
export const FORM_SESSION_FIELD = "_session";

/** A signed form session as the browser sees it (same shape as the server-only FormSession). */
export interface FormSessionProps {
  form: string;
  key: string;
  issuedAt: number;
  signature: string;
}

/**
 * What /forms/:form/session answers: a signed session, and how long the
 * server expects a person to take before sending (the spam trap's minimum).
 */
export interface FormSessionReply {
  session: FormSessionProps;
  minFillSeconds: number;
}

/** Hidden input saying where the form was sent from (page, dialog, no-js), recorded with the consent. */
export const CONSENT_CHANNEL_FIELD = "_channel";

/** The honeypot: hidden from people and screen readers, so only a bot fills it in. */
export const HONEYPOT_FIELD = "company_website";
