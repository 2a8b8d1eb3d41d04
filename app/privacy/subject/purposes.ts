import type { LeadFormId } from "~/leads/forms/lead-forms";

/**
 * What each kind of data we hold is for, as a copy of a person's data says
 * it (Act s. 11(1)(a)): an id the request page words in the visitor's
 * language, and the English the staff area and the CRM read.
 */
export type PurposeId =
  | "reply-to-enquiry"
  | "consultation"
  | "partner-application"
  | "accessibility-report"
  | "home-visit"
  | "investor-alerts";

export const purposeInEnglish: Record<PurposeId, string> = {
  "reply-to-enquiry": "To answer your enquiry",
  consultation: "To call you back about painting your home, and to prepare an estimate",
  "partner-application": "To consider your application to work with us",
  "accessibility-report": "To fix the accessibility barrier you reported, and to tell you",
  "home-visit": "To visit your home at the time you booked",
  "investor-alerts": "To mail you the investor documents you asked for",
};

const purposeOfForm: Record<LeadFormId, PurposeId> = {
  consultation: "consultation",
  "quick-contact": "reply-to-enquiry",
  "lets-talk": "reply-to-enquiry",
  dealer: "partner-application",
  distributor: "partner-application",
  contractor: "partner-application",
  "contractor-short": "partner-application",
  vendor: "partner-application",
  "barrier-report": "accessibility-report",
};

export function leadPurpose(form: LeadFormId): PurposeId {
  return purposeOfForm[form];
}

/** Who besides us got the data: the CRM (sales), the SMS gateway, our mail server. */
export type Recipient = "crm" | "sms-gateway" | "mail";

/** One sharing: to whom, and when (null: queued, not sent yet). */
export interface Sharing {
  recipient: Recipient;
  at: string | null;
}
