/**
 * The only module that reads or writes the lead_consents table (ADR 62): the
 * consent a visitor gave with a lead, one row per purpose, with the notice
 * version they were shown (a hash of its text in their language), the
 * language, how the form was sent and when. A purpose once withdrawn keeps
 * its row, marked with the time; a changed notice is a new version for new
 * leads, and the rows already written keep the version they had.
 */
import type { DB } from "~/db/client.server";
import type { GivenConsent, LeadConsent } from "./consent-types";

export {
  consentChannels,
  isConsentChannel,
  type ConsentChannel,
  type GivenConsent,
  type LeadConsent,
} from "./consent-types";

/**
 * Records the purposes given with a new lead. Called inside the lead's own
 * transaction (pass it as `db`), so a lead is never stored without its
 * consent. A purpose already recorded for the lead is left as it was.
 */
export async function recordLeadConsent(
  db: DB,
  leadId: number,
  consent: GivenConsent,
): Promise<void> {
  const purposes = [...new Set(consent.purposes)];
  if (purposes.length === 0) return;
  const givenAt = consent.at.toISOString();
  await db
    .insertInto("lead_consents")
    .values(
      purposes.map((purpose) => ({
        lead_id: leadId,
        purpose,
        notice_version: consent.noticeVersion,
        locale: consent.locale,
        channel: consent.channel,
        given_at: givenAt,
        withdrawn_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(["lead_id", "purpose"]).doNothing())
    .execute();
}

/** The consents of these leads, by lead and then purpose, in the order they were given. */
export async function consentsOfLeads(db: DB, leadIds: readonly number[]): Promise<LeadConsent[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("lead_consents")
    .select([
      "lead_id",
      "purpose",
      "notice_version",
      "locale",
      "channel",
      "given_at",
      "withdrawn_at",
    ])
    .where("lead_id", "in", [...new Set(leadIds)])
    .orderBy("lead_id")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    leadId: Number(row.lead_id),
    purpose: row.purpose,
    noticeVersion: row.notice_version,
    locale: row.locale,
    channel: row.channel,
    givenAt: row.given_at,
    withdrawnAt: row.withdrawn_at,
  }));
}

/** Leads on which `purpose` has been withdrawn, in id order. */
export async function leadIdsWithWithdrawnConsent(db: DB, purpose: string): Promise<number[]> {
  const rows = await db
    .selectFrom("lead_consents")
    .select("lead_id")
    .where("purpose", "=", purpose)
    .where("withdrawn_at", "is not", null)
    .orderBy("lead_id")
    .execute();
  return rows.map((r) => Number(r.lead_id));
}

/**
 * Marks `purpose` withdrawn, at `at`, on each of these leads where it stands;
 * a purpose withdrawn before keeps its first time. Returns how many were
 * marked now. Stopping the processing it covered (the CRM, messages) is
 * the caller's: this is the record.
 */
export async function withdrawConsent(
  db: DB,
  subjects: { leadIds: readonly number[] },
  purpose: string,
  at: Date,
): Promise<number> {
  if (subjects.leadIds.length === 0) return 0;
  const result = await db
    .updateTable("lead_consents")
    .set({ withdrawn_at: at.toISOString() })
    .where("lead_id", "in", [...new Set(subjects.leadIds)])
    .where("purpose", "=", purpose)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
