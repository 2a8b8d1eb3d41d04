import type { DB } from "~/db/client.server";
import { resealBookings } from "~/leads/booking/store.server";
import { resealLeads } from "~/leads/delivery/store.server";
import { addKeyToFile, dataKeyRing, newKeyId } from "~/lib/crypto/data-keys.server";
import type { Env } from "~/lib/env.server";
import type { Resealed } from "~/lib/crypto/reseal.server";
import type { KeyRing } from "~/lib/crypto/sealed.server";

export interface Rotation {
  /** The key everything is sealed with now. */
  keyId: string;
  /** True when this run put a new key in the key file (no DATA_KEYS). */
  newKey: boolean;
  leads: Resealed;
  bookings: Resealed;
}

/**
 * `npm run privacy -- rotate-key` (ADR 61). Without DATA_KEYS it puts a new
 * key in front of DATA_DIR/data-keys (the servers read the file again on
 * their next seal) and re-seals everything under it. With DATA_KEYS the
 * operator has already put the new key first and restarted the servers, so
 * every server can open what is sealed with it; this re-seals everything
 * under that first key. Either way, once nothing is unreadable, the older
 * keys may go.
 */
export async function rotateKey(
  db: DB,
  env: Pick<Env, "DATA_KEYS" | "DATA_DIR">,
): Promise<Rotation> {
  let ring: KeyRing = dataKeyRing();
  const newKey = !env.DATA_KEYS;
  if (newKey) {
    addKeyToFile(env, newKeyId(ring));
    ring = dataKeyRing();
  }
  const leads = await resealLeads(db, ring);
  const bookings = await resealBookings(db, ring);
  return { keyId: ring.current.id, newKey, leads, bookings };
}
