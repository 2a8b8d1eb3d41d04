import { createHash, randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import type { DB } from "~/db/client.server";
import { englishLeadForms, type LeadData, type LeadFormId } from "~/leads/forms/lead-forms";
import { LEAD_LOCALE_KEY } from "~/leads/delivery/lead-types";
import { defaultLocale } from "~/lib/i18n/locales";
import { singleton } from "~/lib/singleton.server";

/**
 * Storing leads durably. A lead and its delivery row are written in one
 * transaction, before the visitor sees /thankyou; outbox.server.ts hands the
 * delivery rows to the worker, and ~/staff/leads reads and acts on them.
 */

export interface NewLead {
  form: LeadFormId;
  /** From the form session: the same rendered form submitted twice gives the same key. */
  sessionKey: string;
  data: LeadData;
  /** The language of the page it was sent from; English when not given. */
  locale?: string;
  spamReason?: string;
  clientIp: string;
  userAgent: string;
  /**
   * More to write in the lead's own transaction when the lead is new and not
   * spam (a consultation's booked visit): if it throws, nothing is stored.
   */
  alongside?: (trx: DB, leadId: number) => Promise<void>;
}

export interface StoredLead {
  leadId: number;
  /** True when this submission was already stored (double click, retry, back-and-submit). */
  duplicate: boolean;
  spam: boolean;
}

/** Raised to the worker in this process when a lead is ready to forward, so it need not wait for its next poll. */
export const leadEvents = singleton("lead-events", () => new EventEmitter());

/**
 * The unique submission key: the session key plus a hash of what was sent. The
 * same form sent twice with the same content is one lead; a page served from
 * a cache to two visitors (same session key, different content) stays two.
 */
export function submissionKey(form: LeadFormId, sessionKey: string, data: LeadData): string {
  const digest = createHash("sha256")
    .update(JSON.stringify([form, Object.entries(data).sort(([a], [b]) => a.localeCompare(b))]))
    .digest("base64url")
    .slice(0, 22);
  return `${sessionKey}:${digest}`;
}

export function contactOf(form: LeadFormId, data: LeadData) {
  const definition = englishLeadForms()[form];
  const first = (names: string[]) => {
    const name = names.find((n) => typeof data[n] === "string" && data[n] !== "");
    return { field: name, value: name ? String(data[name]) : "" };
  };
  const name = first(definition.contact.name);
  const mobile = first(definition.contact.mobile);
  const email = definition.contact.email ? first([definition.contact.email]) : first([]);
  return { name, email, mobile };
}

/** Writes the lead and its delivery record in one transaction; idempotent on the submission key. */
export async function storeLead(db: DB, lead: NewLead, now = new Date()): Promise<StoredLead> {
  const data =
    lead.locale && lead.locale !== defaultLocale
      ? { ...lead.data, [LEAD_LOCALE_KEY]: lead.locale }
      : lead.data;
  const key = submissionKey(lead.form, lead.sessionKey, data);
  const at = now.toISOString();
  const contact = contactOf(lead.form, data);
  const spam = lead.spamReason !== undefined;
  const stored = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("leads")
      .values({
        form: lead.form,
        submission_key: key,
        name: contact.name.value,
        email: contact.email.value,
        mobile: contact.mobile.value,
        fields_json: JSON.stringify(data),
        spam: spam ? 1 : 0,
        spam_reason: lead.spamReason ?? null,
        client_ip: lead.clientIp.slice(0, 64),
        user_agent: lead.userAgent.slice(0, 300),
        created_at: at,
      })
      .onConflict((oc) => oc.column("submission_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx
        .selectFrom("leads")
        .select(["id", "spam"])
        .where("submission_key", "=", key)
        .executeTakeFirstOrThrow();
      return { leadId: existing.id, duplicate: true, spam: existing.spam === 1 };
    }
    await trx
      .insertInto("lead_deliveries")
      .values({
        lead_id: inserted.id,
        // Spam is kept but not forwarded until someone re-queues it.
        status: spam ? "held" : "pending",
        attempts: 0,
        next_attempt_at: at,
        idempotency_key: randomUUID(),
        updated_at: at,
      })
      .execute();
    if (!spam) await lead.alongside?.(trx, inserted.id);
    return { leadId: inserted.id, duplicate: false, spam };
  });
  if (!stored.duplicate && !stored.spam) leadEvents.emit("stored", stored.leadId);
  return stored;
}
