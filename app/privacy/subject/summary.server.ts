import type { DB } from "~/db/client.server";
import { bookingsOfLeads, formatReference } from "~/leads/booking/store.server";
import { changeDeliveriesOf } from "~/leads/booking/visit-outbox.server";
import { messagesSentOf } from "~/leads/booking/visitor-outbox.server";
import { parseFields } from "~/leads/delivery/outbox.server";
import { leadsOfOwner, type LeadOwner, type OwnedLead } from "~/leads/delivery/store.server";
import { LEAD_LOCALE_KEY } from "~/leads/delivery/lead-types";
import { englishLeadForms, isLeadFormId, labelledValues } from "~/leads/forms/lead-forms";
import { mailsSentTo, subscriberOfEmail } from "~/investors/alerts/store.server";
import type { SubjectIdentity } from "./identity";
import { leadPurpose, type PurposeId, type Sharing } from "./purposes";

/**
 * A copy of a person's data (Act s. 11, issue 44): every lead they sent, its
 * fields opened from the sealed store (ADR 61), their booked visits and their
 * investor alert subscription; what each is for, and who else got it and
 * when. Read through each table's own store; nothing here is logged.
 */
export interface SubjectSummary {
  leads: SubjectLead[];
  bookings: SubjectBooking[];
  alertSubscriptions: SubjectSubscription[];
}

export interface SubjectLead {
  /** Our number of the lead, which staff and the CRM quote. */
  id: number;
  form: string;
  /** The form's English title ("Dealer application"); the page may word it from `form`. */
  formTitle: string;
  receivedAt: string;
  purpose: PurposeId;
  /** Every field sent, with its English label; `name` lets a page label it in its own language. */
  fields: Array<{ name: string; label: string; value: string }>;
  /** True when a sealed field did not open (a retired key): its fields are not shown. */
  unreadable: boolean;
  flaggedAsSpam: boolean;
  sharedWith: Sharing[];
}

export interface SubjectBooking {
  /** As the visitor quotes it: "7K4M-Q2XP". */
  reference: string;
  leadId: number;
  visitDate: string;
  slot: string;
  status: "booked" | "cancelled";
  pin: string;
  /** The home's locality; "" once the retention schedule blanked it. */
  locality: string;
  bookedAt: string;
  purpose: PurposeId;
  sharedWith: Sharing[];
}

export interface SubjectSubscription {
  email: string;
  signedUpAt: string;
  confirmedAt: string | null;
  /** Every category, or the ones chosen. */
  allCategories: boolean;
  categories: string[];
  digest: boolean;
  locale: string;
  purpose: PurposeId;
  sharedWith: Sharing[];
}

/** The stores' key for a person. */
export function ownerOf(identity: SubjectIdentity): LeadOwner {
  return identity.kind === "mobile" ? { mobile: identity.mobile } : { email: identity.email };
}

export async function summariseSubject(db: DB, identity: SubjectIdentity): Promise<SubjectSummary> {
  const leads = await leadsOfOwner(db, ownerOf(identity));
  const bookings = await bookingsOfLeads(
    db,
    leads.map((l) => l.id),
  );
  const bookingIds = bookings.map((b) => b.id);
  const changes = await changeDeliveriesOf(db, bookingIds);
  const messages = await messagesSentOf(db, bookingIds);
  const leadsById = new Map(leads.map((l) => [l.id, l]));
  const subscriber =
    identity.kind === "email" ? await subscriberOfEmail(db, identity.email) : undefined;
  const mails = subscriber ? await mailsSentTo(db, subscriber.id) : undefined;
  return {
    leads: leads.map(summariseLead),
    bookings: bookings.map((booking) => {
      const lead = leadsById.get(booking.leadId);
      return {
        reference: formatReference(booking.reference),
        leadId: booking.leadId,
        visitDate: booking.date,
        slot: booking.slot,
        status: booking.status,
        pin: booking.pin,
        locality: booking.locality,
        bookedAt: booking.createdAt,
        purpose: "home-visit",
        sharedWith: [
          // The visit travels in its lead's call to the CRM, and each change after it.
          ...(lead ? crmSharing(lead) : []),
          ...(changes.get(booking.id) ?? [])
            .filter((c) => c.deliveredAt !== null)
            .map((c): Sharing => ({ recipient: "crm", at: c.deliveredAt })),
          ...(messages.get(booking.id) ?? []).map((m): Sharing => ({
            recipient: m.channel === "sms" ? "sms-gateway" : "mail",
            at: m.sentAt,
          })),
        ],
      };
    }),
    alertSubscriptions: subscriber
      ? [
          {
            email: subscriber.email,
            signedUpAt: subscriber.createdAt,
            confirmedAt: subscriber.confirmedAt,
            allCategories: subscriber.choices.all,
            categories: subscriber.choices.categories,
            digest: subscriber.choices.digest,
            locale: subscriber.locale,
            purpose: "investor-alerts",
            sharedWith:
              mails && mails.sent > 0 ? [{ recipient: "mail", at: mails.lastSentAt }] : [],
          },
        ]
      : [],
  };
}

function summariseLead(lead: OwnedLead): SubjectLead {
  const form = isLeadFormId(lead.form) ? lead.form : undefined;
  let fields: SubjectLead["fields"] = [];
  let unreadable = false;
  try {
    const data = parseFields(lead.fieldsJson);
    fields = form
      ? labelledValues(form, data)
      : Object.entries(data)
          .filter(([name]) => name !== LEAD_LOCALE_KEY)
          .map(([name, value]) => ({ name, label: name, value: String(value) }));
  } catch {
    // A sealed value that does not open: say so rather than show part of it.
    unreadable = true;
  }
  return {
    id: lead.id,
    form: lead.form,
    formTitle: form ? englishLeadForms()[form].title : lead.form,
    receivedAt: lead.createdAt,
    purpose: form ? leadPurpose(form) : "reply-to-enquiry",
    fields,
    unreadable,
    flaggedAsSpam: lead.spam,
    sharedWith: crmSharing(lead),
  };
}

/** The lead's trip to the CRM: delivered (when), on its way (null), or never (held, spam). */
function crmSharing(lead: OwnedLead): Sharing[] {
  if (lead.deliveredAt) return [{ recipient: "crm", at: lead.deliveredAt }];
  if (lead.status === "pending" || lead.status === "delivering")
    return [{ recipient: "crm", at: null }];
  return [];
}
