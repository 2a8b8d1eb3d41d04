import { sql, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import { istDateOf } from "~/investors/calendar/ist";
import { queuedMailColumns, queuedMailValues } from "./queued-mail.server";

/**
 * Called inside the transaction that publishes a document (staff area), so
 * the alert exists exactly when the publication does. It stores the alert
 * and one queued mail per confirmed, immediate subscriber of the category;
 * digest subscribers get theirs from the daily digest (outbox.server.ts).
 * Only a document's first publication alerts: unpublishing and publishing a
 * mistake again tells nobody twice.
 */
export async function storeDocumentAlert(
  trx: Transaction<Database>,
  document: { id: number; category: string },
  now = new Date(),
): Promise<number | undefined> {
  const at = now.toISOString();
  const alert = await trx
    .insertInto("investor_alerts")
    .values({
      document_id: document.id,
      category: document.category,
      digest_day: istDateOf(now),
      created_at: at,
    })
    .onConflict((oc) => oc.column("document_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!alert) return undefined;
  await trx
    .insertInto("alert_deliveries")
    .columns(["subscriber_id", "kind", "alert_id", ...queuedMailColumns])
    .expression((eb) =>
      eb
        .selectFrom("alert_subscribers as s")
        .select([
          "s.id",
          sql<string>`'alert'`.as("kind"),
          // Typed for PostgreSQL, which cannot infer a parameter's type inside INSERT … SELECT.
          sql<number>`cast(${alert.id} as integer)`.as("alert_id"),
          ...queuedMailValues(at),
        ])
        .where("s.confirmed_at", "is not", null)
        .where("s.digest", "=", 0)
        .where((w) =>
          w.or([
            w("s.all_categories", "=", 1),
            w.exists(
              w
                .selectFrom("alert_subscriber_categories as c")
                .select("c.subscriber_id")
                .whereRef("c.subscriber_id", "=", "s.id")
                .where("c.category", "=", document.category),
            ),
          ]),
        ),
    )
    .execute();
  return alert.id;
}
