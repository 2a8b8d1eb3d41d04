import type { DB } from "~/db/client.server";

/**
 * Brute-force protection for sign-in, kept in the database so every app
 * server counts the same failures. Two keys per attempt: the account (slows
 * a guesser spread over many addresses) and the client IP (slows one address
 * trying many accounts). Unknown emails are counted too, so a lock-out says
 * nothing about whether an account exists.
 */
export const THROTTLE_RULES = {
  account: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  ip: { maxFailures: 20, windowMinutes: 15, lockMinutes: 15 },
} as const;

type Kind = keyof typeof THROTTLE_RULES;

export function throttleKeys(email: string, ip: string): { kind: Kind; key: string }[] {
  return [
    { kind: "account", key: `account:${email.trim().toLowerCase()}` },
    { kind: "ip", key: `ip:${ip}` },
  ];
}

/** When sign-in is locked for any of the keys, the time it opens again; otherwise null. */
export async function lockedUntil(
  db: DB,
  email: string,
  ip: string,
  now = new Date(),
): Promise<Date | null> {
  const rows = await db
    .selectFrom("staff_sign_in_throttle")
    .select(["locked_until"])
    .where(
      "key",
      "in",
      throttleKeys(email, ip).map((k) => k.key),
    )
    .execute();
  let latest: Date | null = null;
  for (const row of rows) {
    if (!row.locked_until) continue;
    const until = new Date(row.locked_until);
    if (until > now && (!latest || until > latest)) latest = until;
  }
  return latest;
}

export async function recordFailure(db: DB, email: string, ip: string, now = new Date()) {
  for (const { kind, key } of throttleKeys(email, ip)) {
    const rule = THROTTLE_RULES[kind];
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom("staff_sign_in_throttle")
        .selectAll()
        .where("key", "=", key)
        .executeTakeFirst();
      const windowStart = row ? new Date(row.window_started_at) : now;
      const inWindow = now.getTime() - windowStart.getTime() < rule.windowMinutes * 60_000;
      const failures = row && inWindow ? row.failures + 1 : 1;
      const locked =
        failures >= rule.maxFailures
          ? new Date(now.getTime() + rule.lockMinutes * 60_000).toISOString()
          : null;
      const values = {
        failures,
        window_started_at: row && inWindow ? row.window_started_at : now.toISOString(),
        locked_until: locked,
      };
      if (row)
        await trx
          .updateTable("staff_sign_in_throttle")
          .set(values)
          .where("key", "=", key)
          .execute();
      else
        await trx
          .insertInto("staff_sign_in_throttle")
          .values({ key, ...values })
          .onConflict((oc) => oc.column("key").doUpdateSet(values))
          .execute();
    });
  }
}

/** A successful sign-in clears the account's count (not the IP's: one good password says nothing about the others tried). */
export async function clearAccountFailures(db: DB, email: string): Promise<void> {
  await db
    .deleteFrom("staff_sign_in_throttle")
    .where("key", "=", `account:${email.trim().toLowerCase()}`)
    .execute();
}
