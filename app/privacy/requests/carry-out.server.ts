import type { DB } from "~/db/client.server";
import { fieldsOf, isLeadFormId, leadFormsIn } from "~/leads/forms/definitions";
import { formatDate } from "~/lib/i18n/format";
import {
  eraseSubject,
  subjectIdentity,
  withdrawSubject,
  summariseSubject,
  type SubjectIdentity,
  type SubjectSummary,
} from "../subject/subject.server";
import type { Contact } from "../identity/contact";
import { privacyMessages } from "../messages";
import type { RequestKind } from "./kinds";
import type { SubjectSummaryView } from "./types";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("privacy");

/**
 * What the site does itself for a copy, an erasure or a withdrawal (ADR 63):
 * the subject's data (app/privacy/subject/, ADR 64) and the consent store
 * (app/leads/consent/, ADR 62) do the work; this only calls them and says,
 * in words that name nobody, what was done. A kind it cannot carry out now
 * (a failure) is left to staff: its request stays "received" on the
 * grievance officer's queue.
 */
export type CarriedOut =
  { done: true; outcome: string; summary?: SubjectSummaryView } | { done: false };

export function identityOfContact(contact: Contact): SubjectIdentity | undefined {
  return subjectIdentity(contact.channel === "sms" ? "mobile" : "email", contact.value);
}

export async function carryOut(
  db: DB,
  kind: RequestKind,
  contact: Contact,
  locale: string,
  now = new Date(),
): Promise<CarriedOut> {
  const identity = identityOfContact(contact);
  if (!identity) return { done: false };
  try {
    if (kind === "copy") {
      const summary = await summariseSubject(db, identity);
      const view = summaryView(summary, locale);
      return {
        done: true,
        outcome: `Copy shown: ${view.records.length} records`,
        summary: view,
      };
    }
    if (kind === "erase") {
      const result = await eraseSubject(db, identity, {
        by: "the person (identity proven by a one-time code)",
        reason: "erasure request on /privacy/requests",
        at: now,
      });
      const rows = Object.values(result.counts).reduce((sum, n) => sum + n, 0);
      return {
        done: true,
        outcome: `Erased ${rows} rows (erasure #${result.erasureId})${result.crmRequested ? "; the CRM was asked to erase" : ""}`,
      };
    }
    if (kind === "withdraw") {
      const result = await withdrawSubject(db, identity, {
        by: "the person (identity proven by a one-time code)",
        reason: "consent withdrawn on /privacy/requests",
        at: now,
      });
      const parts = [
        `Consent withdrawn: ${result.purposes} purposes on ${result.leads} leads`,
        ...(result.deliveriesStopped > 0
          ? [`${result.deliveriesStopped} not yet sent will not be`]
          : []),
        ...(result.crmRequested ? ["the CRM was asked to erase"] : []),
        ...(result.alertSubscriptionEnded ? ["investor alerts ended"] : []),
      ];
      return { done: true, outcome: parts.join("; ") };
    }
    return { done: false };
  } catch (error) {
    // Never the person's data in the log: the kind and the error's name only.
    log.error(
      { kind, error: error instanceof Error ? error.name : "error" },
      "could not carry out a request",
    );
    return { done: false };
  }
}

/** The summary in the page's language: each record with its items, purposes and recipients. */
export function summaryView(summary: SubjectSummary, locale: string): SubjectSummaryView {
  const t = privacyMessages.in(locale);
  const date = (iso: string) => formatDate(locale, new Date(iso));
  const shared = (sharing: SubjectSummary["leads"][number]["sharedWith"]) => [
    ...new Set(
      sharing.map((s) =>
        s.at
          ? t("summary.sharedOn", { recipient: t(`recipient.${s.recipient}`), date: date(s.at) })
          : t("summary.sharedSoon", { recipient: t(`recipient.${s.recipient}`) }),
      ),
    ),
  ];
  return {
    records: [
      ...summary.leads.map((lead) => {
        const form = isLeadFormId(lead.form) ? leadFormsIn(locale)[lead.form] : undefined;
        const labels = new Map(form ? fieldsOf(form).map((f) => [f.name, f.label]) : []);
        return {
          what: t("summary.lead", {
            form: form?.title ?? lead.formTitle,
            date: date(lead.receivedAt),
          }),
          items: lead.unreadable
            ? [{ label: t("summary.unreadableLabel"), value: t("summary.unreadable") }]
            : lead.fields.map((f) => ({ label: labels.get(f.name) ?? f.label, value: f.value })),
          purposes: [t(`purpose.${lead.purpose}`)],
          sharedWith: shared(lead.sharedWith),
        };
      }),
      ...summary.bookings.map((booking) => ({
        what: t("summary.booking", { reference: booking.reference, date: date(booking.bookedAt) }),
        items: [
          { label: t("summary.visitDate"), value: formatDate(locale, booking.visitDate) },
          {
            label: t("summary.place"),
            value: [booking.locality, booking.pin].filter(Boolean).join(", "),
          },
        ],
        purposes: [t(`purpose.${booking.purpose}`)],
        sharedWith: shared(booking.sharedWith),
      })),
      ...summary.alertSubscriptions.map((subscription) => ({
        what: t("summary.subscription", { date: date(subscription.signedUpAt) }),
        items: [
          { label: t("summary.email"), value: subscription.email },
          {
            label: t("summary.categories"),
            value: subscription.allCategories
              ? t("summary.allCategories")
              : subscription.categories.join(", "),
          },
        ],
        purposes: [t(`purpose.${subscription.purpose}`)],
        sharedWith: shared(subscription.sharedWith),
      })),
    ],
  };
}
