import type { DB } from "~/db/client.server";
import { uniqueMessageId } from "~/lib/mail/message-id.server";

/**
 * The Message-ID of one alert mail: chosen before its first attempt and kept
 * on its row, so every attempt of that mail carries the same one. When a
 * relay took a mail but its answer was lost, the second copy is then
 * recognisably the same message to the receiver.
 */
export async function alertMessageId(db: DB, rowId: number, siteUrl: string): Promise<string> {
  const fresh = uniqueMessageId(`alert-${rowId}`, new URL(siteUrl).hostname);
  // Only where none is set: of two workers racing for one row (a lease that ran out), both
  // read back the first one written.
  await db
    .updateTable("alert_deliveries")
    .set({ message_id: fresh })
    .where("id", "=", rowId)
    .where("message_id", "is", null)
    .execute();
  const row = await db
    .selectFrom("alert_deliveries")
    .select("message_id")
    .where("id", "=", rowId)
    .executeTakeFirst();
  return row?.message_id ?? fresh;
}
