import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { sendDueAlerts, type AlertWorkerOptions } from "~/investors/alerts/outbox.server";
import { requestSubscription } from "~/investors/alerts/subscriptions.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { parseSmtpUrl } from "~/lib/mail/smtp-config.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import {
  startSmtpServer,
  type SmtpServerOptions,
  type TestSmtpServer,
} from "../../../tests/mocks/smtp-servers";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";

/**
 * The Message-ID of an alert mail names its queue row and a random part: two
 * databases (a restored backup, a staging copy) number their rows alike, and
 * a receiver that saw "<alert-1@…>" from one would take the other's for the
 * same mail. A retry of one row keeps its id, so a receiver can tell a mail
 * that went out twice (a reply lost after the relay took it) is one mail.
 */
let serverEnv: ServerEnv;
beforeAll(() => {
  serverEnv = setServerEnv({ FORM_SESSION_SECRET: "alert-message-id-test-secret-0123456789abc" });
});
afterAll(() => serverEnv.restore());

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SITE = "http://localhost:3370";
const QUICK = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 2_000 };
const ID = /^<alert-(\d+)\.[A-Za-z0-9_-]{20,}@localhost>$/;

async function database(): Promise<DB> {
  const t: TestDatabase = await createTestDatabase();
  cleanups.push(() => t.cleanup());
  return t.handle.db;
}

async function smtp(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  cleanups.push(() => server.close());
  return server;
}

function worker(db: DB, port: number): AlertWorkerOptions {
  return {
    db,
    siteUrl: SITE,
    leaseMs: 60_000,
    policy: { maxAttempts: 5, baseMs: 1, capMs: 1, random: () => 0 },
    mailer: createMailer({
      ...parseSmtpUrl(`smtp://127.0.0.1:${port}`),
      from: "Kamo Paints Investor Relations <investors@kamopaints.example>",
      timeouts: QUICK,
    }),
  };
}

const signUp = (db: DB, email: string) =>
  requestSubscription(db, {
    email,
    locale: "en",
    choices: { all: true, categories: [], digest: false },
  });

describe(`alert Message-IDs on ${testDialect()}`, () => {
  it("differ between two databases whose rows have the same numbers", async () => {
    const server = await smtp();
    for (const db of [await database(), await database()]) {
      await signUp(db, "asha@example.in");
      expect(await sendDueAlerts(worker(db, server.port), "w1")).toMatchObject({ sent: 1 });
    }
    const ids = server.received.map((m) => m.parsed.messageId ?? "");
    expect(ids).toHaveLength(2);
    // The same row number in both, and still different ids.
    expect(ids.map((id) => ID.exec(id)?.[1])).toEqual([
      expect.stringMatching(/^\d+$/),
      ID.exec(ids[0]!)?.[1],
    ]);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("stay the same when a row's mail is tried again", async () => {
    const db = await database();
    await signUp(db, "ravi@example.in");
    const refusing = await smtp({ refuse: { step: "data", code: 451, message: "Try later" } });
    expect(await sendDueAlerts(worker(db, refusing.port), "w1")).toMatchObject({ retrying: 1 });
    const tried = await db
      .selectFrom("alert_deliveries")
      .select(["id", "message_id", "status"])
      .executeTakeFirstOrThrow();
    expect(tried.status).toBe("pending");
    expect(tried.message_id).toMatch(ID);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const accepting = await smtp();
    expect(await sendDueAlerts(worker(db, accepting.port), "w2")).toMatchObject({ sent: 1 });
    expect(accepting.received[0]?.parsed.messageId).toBe(tried.message_id);
    const sent = await db
      .selectFrom("alert_deliveries")
      .select(["message_id", "status"])
      .where("id", "=", tried.id)
      .executeTakeFirstOrThrow();
    expect(sent).toEqual({ message_id: tried.message_id, status: "delivered" });
  });
});
