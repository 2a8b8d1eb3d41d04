import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import {
  SIGN_IN_LIMITS,
  accountDelaySeconds,
  settleFailure,
  settleSuccess,
  takeReauthAttempt,
  takeSignInAttempt,
} from "./throttle.server";

let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

describe(`sign-in limits on ${testDialect()}`, () => {
  it("counts attempts sent at once: only the limit gets through", async () => {
    t = await createTestDatabase();
    // On PostgreSQL a second handle with its own connections, as a second app
    // server has. (Two SQLite handles in one process would block each other's
    // thread; there, one server's concurrent requests share its connection.)
    const other = testDialect() === "postgres" ? openDatabase(t.options) : t.handle;
    try {
      const now = new Date();
      const handles = [t.handle.db, other.db];
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          takeSignInAttempt(handles[i % 2]!, "meena@kamo.test", "10.0.0.1", now),
        ),
      );
      const taken = results.filter((r) => r.ok);
      expect(taken).toHaveLength(SIGN_IN_LIMITS.pair.maxAttempts);
      // Each got its own number: no two attempts read the same count.
      expect(taken.map((r) => (r.ok ? r.ticket.counts.pair : 0)).sort()).toEqual([1, 2, 3, 4, 5]);
      const refused = results.find((r) => !r.ok);
      expect(refused).toMatchObject({ ok: false, refusal: { reason: "locked", scope: "pair" } });
    } finally {
      if (other !== t.handle) await other.close();
    }
  });

  it("locks the (account, address) pair until its window ends, not the account", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const start = new Date("2026-11-20T04:00:00Z");
    for (let i = 0; i < SIGN_IN_LIMITS.pair.maxAttempts; i++) {
      const taken = await takeSignInAttempt(db, "asha@kamo.test", "10.6.6.6", at(start, i));
      if (!taken.ok) throw new Error(`attempt ${i + 1} refused`);
      await settleFailure(db, taken.ticket, at(start, i));
    }
    const locked = await takeSignInAttempt(db, "asha@kamo.test", "10.6.6.6", at(start, 10));
    expect(locked).toMatchObject({
      ok: false,
      refusal: { reason: "locked", scope: "pair", retryAt: at(start, 15 * 60) },
    });
    // The same account from another address, and another account from this one, go on.
    expect((await takeSignInAttempt(db, "asha@kamo.test", "10.7.7.7", at(start, 11))).ok).toBe(
      true,
    );
    expect((await takeSignInAttempt(db, "ravi@kamo.test", "10.6.6.6", at(start, 12))).ok).toBe(
      true,
    );
    // After the window the pair may try again.
    expect((await takeSignInAttempt(db, "asha@kamo.test", "10.6.6.6", at(start, 15 * 60))).ok).toBe(
      true,
    );
  });

  it("limits one address across accounts", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const now = new Date();
    const results = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.address.maxAttempts; i++)
      results.push(await takeSignInAttempt(db, `user${i}@kamo.test`, "10.8.8.8", now));
    expect(results.filter((r) => r.ok)).toHaveLength(SIGN_IN_LIMITS.address.maxAttempts);
    expect(results.at(-1)).toMatchObject({ ok: false, refusal: { scope: "address" } });
  });

  it("slows an account down for unfamiliar addresses, growing to a cap; familiar ones skip it", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const start = new Date("2026-11-20T04:00:00Z");
    // The owner signs in once from their office.
    const owner = await takeSignInAttempt(db, "asha@kamo.test", "10.1.1.1", start);
    if (!owner.ok) throw new Error("owner refused");
    await settleSuccess(db, owner.ticket, start);

    // Guesses from ever-new addresses, each as soon as it is allowed.
    let clock = at(start, 60);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const ip = `10.2.0.${i}`;
      const taken = await takeSignInAttempt(db, "asha@kamo.test", ip, clock);
      if (!taken.ok) throw new Error(`guess ${i + 1} refused`);
      await settleFailure(db, taken.ticket, clock);
      const next = await takeSignInAttempt(db, "asha@kamo.test", `10.3.0.${i}`, clock);
      if (next.ok) {
        waits.push(0);
        await settleFailure(db, next.ticket, clock);
        continue;
      }
      expect(next.refusal).toMatchObject({ reason: "slowed", scope: "account" });
      waits.push((next.refusal.retryAt.getTime() - clock.getTime()) / 1000);
      // The owner, from the familiar address, is let in at once all the same.
      const again = await takeSignInAttempt(db, "asha@kamo.test", "10.1.1.1", clock);
      expect(again.ok).toBe(true);
      if (again.ok) await settleSuccess(db, again.ticket, clock);
      clock = next.refusal.retryAt;
    }
    const rule = SIGN_IN_LIMITS.account;
    // No wait for the first few, then doubling, never above the cap.
    expect(waits.slice(0, 2)).toEqual([0, 0]);
    const slowed = waits.filter((w) => w > 0);
    expect(slowed[0]).toBe(rule.firstDelaySeconds);
    expect(slowed).toEqual([...slowed].sort((a, b) => a - b));
    expect(Math.max(...slowed)).toBe(rule.maxDelaySeconds);
    expect(accountDelaySeconds(1_000)).toBe(rule.maxDelaySeconds);
  });

  it("hands back the count of a right password, and keeps the failures", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      const taken = await takeSignInAttempt(db, "asha@kamo.test", "10.4.4.4", now);
      if (!taken.ok) throw new Error("refused");
      if (i === 1) await settleSuccess(db, taken.ticket, now);
      else await settleFailure(db, taken.ticket, now);
    }
    const pair = await db
      .selectFrom("staff_sign_in_limits")
      .select(["attempts", "last_success_at"])
      .where("key", "like", "pair:%")
      .executeTakeFirstOrThrow();
    expect(pair).toEqual({ attempts: 2, last_success_at: now.toISOString() });
  });

  it("limits re-entering the password while signed in", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 8 }, () => takeReauthAttempt(db, 42, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(SIGN_IN_LIMITS.reauth.maxAttempts);
  });
});
