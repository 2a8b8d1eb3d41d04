import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { sendDueAlerts } from "~/investors/alerts/outbox.server";
import { requestSubscription } from "~/investors/alerts/subscriptions.server";
import type { Mailer } from "~/lib/mail/mailer.server";
import { createTestDatabase, testDialect } from "../../../tests/db-utils";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";

/**
 * A server stopping (SIGTERM) while its alert worker is part-way through a
 * batch (issue 45, ADR 68): the mail under way is recorded as sent, the
 * next ones are not started, and their claims go back to the queue at once,
 * their attempt not counted, for any worker to take now rather than after
 * the lease.
 */
let serverEnv: ServerEnv;
beforeAll(() => {
  serverEnv = setServerEnv({ FORM_SESSION_SECRET: "alert-stop-mid-batch-test-secret-0123456789" });
});
afterAll(() => serverEnv.restore());

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe(`an alert pass told to stop on ${testDialect()}`, () => {
  it("records the mail it sent and gives back the claims it did not use", async () => {
    const t = await createTestDatabase();
    cleanups.push(() => t.cleanup());
    const db: DB = t.handle.db;
    for (const name of ["asha", "ravi", "meera", "kabir"])
      await requestSubscription(db, {
        email: `${name}@example.in`,
        locale: "en",
        choices: { all: true, categories: [], digest: false },
      });
    const stopping = new AbortController();
    const sent: string[] = [];
    // The signal comes while the first mail is at the relay.
    const mailer: Mailer = {
      configured: true,
      async send(message) {
        sent.push(String(message.to));
        stopping.abort();
        return { ok: true, messageId: message.messageId ?? "<x@localhost>", response: "250 ok" };
      },
    };
    const result = await sendDueAlerts(
      {
        db,
        mailer,
        siteUrl: "http://localhost:3370",
        leaseMs: 600_000,
        policy: { maxAttempts: 5, baseMs: 1, capMs: 1, random: () => 0 },
        stopping: stopping.signal,
      },
      "stopping-worker",
    );
    expect(result.sent).toBe(1);
    expect(sent).toHaveLength(1);
    const rows = await db
      .selectFrom("alert_deliveries")
      .select(["status", "attempts", "locked_by", "sent_at"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.status, r.attempts, r.locked_by])).toEqual([
      ["delivered", 1, "stopping-worker"],
      ["pending", 0, null],
      ["pending", 0, null],
      ["pending", 0, null],
    ]);
    // Due now: the next pass (another server's) takes them without waiting for a lease.
    const next = await sendDueAlerts(
      {
        db,
        mailer: {
          ...mailer,
          send: async (m) => ({ ok: true, messageId: m.messageId!, response: "250" }),
        },
        siteUrl: "http://localhost:3370",
        leaseMs: 600_000,
        policy: { maxAttempts: 5, baseMs: 1, capMs: 1, random: () => 0 },
      },
      "next-worker",
    );
    expect(next.sent).toBe(3);
  });
});
