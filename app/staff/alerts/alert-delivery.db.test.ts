import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { parseSmtpUrl } from "~/lib/mail/smtp-config.server";
import {
  requeueDeadAlerts,
  scheduleDigests,
  sendDueAlerts,
  startAlertWorker,
  type AlertWorkerOptions,
} from "~/investors/alerts/outbox.server";
import {
  confirmSubscription,
  requestSubscription,
  subscriberCounts,
  unsubscribe,
} from "~/investors/alerts/subscriptions.server";
import type { AlertChoices } from "~/investors/alerts/store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { documentFormValues } from "../../../tests/factories/documents";
import { checkedPdf, memoryPdfStorage } from "../../../tests/factories/pdfs";
import {
  closedPort,
  startSilentServer,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../../tests/mocks/smtp-servers";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { createDocument, setDocumentPublished } from "~/staff/documents/documents.server";
import type { DocumentFormValues } from "~/staff/documents/document-form";

/**
 * Investor alerts end to end below the browser: sign-up, double opt-in,
 * publication in the staff area, the queue and real SMTP servers (npm
 * smtp-server) that accept, refuse, hang or are not there at all.
 */
let serverEnv: ServerEnv;
beforeAll(() => {
  // The link signatures need the app secret. A fixed one is not kept in the
  // process-wide database, which a default argument opens all the same, so
  // that gets a folder of its own.
  serverEnv = setServerEnv({ FORM_SESSION_SECRET: "alert-delivery-test-secret-0123456789abcdef" });
});
afterAll(() => serverEnv.restore());

let t: TestDatabase | undefined;
const closers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
  await t?.cleanup();
  t = undefined;
});

const actor = { user: { id: 7, email: "ritika.sehgal@kamopaints.example" }, clientIp: "10.0.0.5" };
const SITE = "http://localhost:3370";
const QUICK = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 2_000 };
const policy = { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 };

async function database(): Promise<DB> {
  t = await createTestDatabase();
  return t.handle.db;
}

async function smtp(options: Parameters<typeof startSmtpServer>[0] = {}): Promise<TestSmtpServer> {
  const server = await startSmtpServer(options);
  closers.push(server);
  return server;
}

function worker(db: DB, port: number, timeouts = QUICK): AlertWorkerOptions {
  return {
    db,
    siteUrl: SITE,
    leaseMs: 60_000,
    policy,
    mailer: createMailer({
      ...parseSmtpUrl(`smtp://127.0.0.1:${port}`),
      from: "Kamo Paints Investor Relations <investors@kamopaints.example>",
      timeouts,
    }),
  };
}

/** Passes until nothing is due; retry delays are a millisecond here. */
async function drain(options: AlertWorkerOptions, passes = 10) {
  for (let i = 0; i < passes; i++) {
    const r = await sendDueAlerts(options, "test-worker");
    if (r.sent + r.retrying + r.dead + r.skipped === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const link = (mail: ReceivedMail, path: string) => {
  const found = new RegExp(`${SITE}(?:/hi)?${path}\\?t=([^\\s"<>]+)`).exec(mail.parsed.text ?? "");
  if (!found) throw new Error(`no ${path} link in:\n${mail.parsed.text}`);
  return decodeURIComponent(found[1]!);
};

async function subscribe(
  db: DB,
  server: TestSmtpServer,
  email: string,
  choices: AlertChoices,
  locale = "en",
) {
  await requestSubscription(db, { email, locale, choices });
  await drain(worker(db, server.port));
  const mail = server.received.findLast((m) => m.rcptTo[0] === email.toLowerCase());
  if (!mail) throw new Error(`no confirmation mail for ${email}`);
  expect(await confirmSubscription(db, link(mail, "/investors/alerts/confirm"))).toBe("confirmed");
  server.received.splice(server.received.indexOf(mail), 1);
}

const { storePdf } = memoryPdfStorage(() => t!.handle.db, actor.user.id);

async function publish(db: DB, overrides: Partial<DocumentFormValues> = {}) {
  return createDocument(
    actor,
    documentFormValues(overrides),
    await checkedPdf("alert"),
    storePdf,
    db,
  );
}

const onlyResults = { all: false, categories: ["Financial Results"], digest: false };

describe(`investor alerts on ${testDialect()}`, () => {
  it("double opt-in: nothing but the confirmation before the link is followed; then one alert with everything a mail needs", async () => {
    const db = await database();
    const server = await smtp();
    await requestSubscription(db, {
      email: "Asha@Example.in",
      locale: "en",
      choices: onlyResults,
    });
    await publish(db, { description: "Board meeting outcome before confirming" });
    await drain(worker(db, server.port));
    expect(server.received).toHaveLength(1);
    const confirmation = server.received[0]!;
    expect(confirmation.rcptTo).toEqual(["asha@example.in"]);
    expect(confirmation.parsed.subject).toBe("Confirm your Kamo Paints investor alerts");
    const token = link(confirmation, "/investors/alerts/confirm");
    expect(await confirmSubscription(db, `${token.slice(0, -2)}xx`)).toBe("invalid");
    expect(await confirmSubscription(db, token, new Date(Date.now() + 49 * 3_600_000))).toBe(
      "expired",
    );
    expect(await confirmSubscription(db, token)).toBe("confirmed");

    const id = await publish(db);
    await publish(db, { category: "Annual Report", description: "Annual report 2025-26" });
    server.received.length = 0;
    await drain(worker(db, server.port));
    expect(server.received).toHaveLength(1);
    const alert = server.received[0]!;
    expect(alert.parsed.subject).toBe(
      "New filing: Unaudited financial results for the quarter ended 30 September 2026",
    );
    expect(alert.parsed.text).toContain("Category: Financial Results");
    expect(alert.parsed.text).toContain("Dated 12 Nov 2026");
    expect(alert.parsed.text).toMatch(
      new RegExp(`Read the document: ${SITE}/documents/${id}/[^\\s]+\\.pdf`),
    );
    expect(alert.parsed.html).toContain(`href="${SITE}/investors/alerts/unsubscribe?t=`);
    expect(alert.parsed.html).toContain(`href="${SITE}/investors/alerts/manage?t=`);
    const header = (name: string) => alert.parsed.headers.find((h) => h.key === name)?.value;
    const unsubscribeUrl = `${SITE}/investors/alerts/unsubscribe?t=${link(alert, "/investors/alerts/unsubscribe")}`;
    expect(header("list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // Unpublishing and publishing again tells nobody twice.
    await setDocumentPublished(actor, id, false, db);
    await setDocumentPublished(actor, id, true, db);
    await drain(worker(db, server.port));
    expect(server.received).toHaveLength(1);

    expect(await unsubscribe(db, link(alert, "/investors/alerts/unsubscribe"))).toBe(true);
    const left = await db.selectFrom("alert_subscribers").select("email").execute();
    expect(left).toEqual([]);
    const audit = await db
      .selectFrom("audit_log")
      .select(["summary", "before_json", "after_json"])
      .execute();
    expect(JSON.stringify(audit)).not.toContain("asha@");
  });

  it("answers a sign-up the same way, sends at most one mail an hour, and never lets a stranger change a subscriber's choices", async () => {
    const db = await database();
    const server = await smtp();
    await subscribe(db, server, "ravi@example.in", onlyResults);
    const later = new Date(Date.now() + 3_600_000);
    const again = (email: string, at: Date) =>
      requestSubscription(
        db,
        { email, locale: "hi", choices: { all: true, categories: [], digest: true } },
        at,
      );
    // The confirmation went out just now: the hour's mail is taken.
    expect(await again("ravi@example.in", new Date())).toBe("throttled");
    expect(await again("ravi@example.in", later)).toBe("queued");
    expect(await again("RAVI@example.in", later)).toBe("throttled");
    await drain({ ...worker(db, server.port), now: () => later });
    expect(server.received.map((m) => m.parsed.subject)).toEqual([
      "You already receive Kamo Paints investor alerts",
    ]);
    const counts = await subscriberCounts(db);
    expect(counts.confirmed).toBe(1);
    expect(counts.perCategory.find((c) => c.category === "Financial Results")).toEqual({
      category: "Financial Results",
      immediate: 1,
      digest: 0,
    });
    expect(counts.perCategory.find((c) => c.category === "Annual Report")?.immediate).toBe(0);
  });

  it("writes every mail in the language the subscriber signed up in", async () => {
    const db = await database();
    const server = await smtp();
    await subscribe(
      db,
      server,
      "meera@example.in",
      { all: true, categories: [], digest: false },
      "hi",
    );
    await publish(db);
    await drain(worker(db, server.port));
    const mail = server.received[0]!;
    expect(mail.parsed.subject).toMatch(/^नया दस्तावेज़: /);
    expect(mail.parsed.text).toContain("श्रेणी: वित्तीय परिणाम");
    expect(mail.parsed.html).toContain('<html lang="hi">');
    expect(mail.parsed.text).toContain(`${SITE}/hi/investors/alerts/manage?t=`);
  });

  it("fault: SMTP down during a publication, then back: every subscriber gets the alert exactly once", async () => {
    const db = await database();
    const server = await smtp();
    const emails = ["a@example.in", "b@example.in", "c@example.in", "d@example.in"];
    for (const email of emails) await subscribe(db, server, email, onlyResults);
    await server.close();
    closers.splice(closers.indexOf(server), 1);

    await publish(db);
    // The relay is gone: a closed port, then one that never greets.
    const down = worker(db, await closedPort());
    const policyForOutage = { maxAttempts: 50, baseMs: 1, capMs: 1, random: () => 0 };
    // A failed mail is due again 1 ms after it failed: a pass within that
    // millisecond would find nothing to send.
    const untilDue = () => new Promise((resolve) => setTimeout(resolve, 5));
    await sendDueAlerts({ ...down, policy: policyForOutage }, "w1");
    const silent = await startSilentServer();
    closers.push(silent);
    await untilDue();
    // Each mail waits out the greeting; a short wait keeps the four from taking seconds.
    const shortGreeting = { ...QUICK, greetingMs: 150 };
    await sendDueAlerts(
      { ...worker(db, silent.port, shortGreeting), policy: policyForOutage },
      "w1",
    );
    const waiting = await db
      .selectFrom("alert_deliveries")
      .select(["status", "attempts"])
      .where("kind", "=", "alert")
      .execute();
    expect(waiting).toHaveLength(emails.length);
    expect(waiting.every((r) => r.status === "pending" && r.attempts === 2)).toBe(true);

    const back = await smtp();
    await untilDue();
    // Two workers, as two servers would run, racing for the same rows.
    await Promise.all([
      drain({ ...worker(db, back.port), policy: policyForOutage }),
      drain({ ...worker(db, back.port), policy: policyForOutage }),
    ]);
    expect(back.received.map((m) => m.rcptTo[0]).sort()).toEqual(emails);
  });

  it("a relay that refuses an address for good dead-letters that mail at once; staff can re-queue it", async () => {
    const db = await database();
    const server = await smtp();
    await subscribe(db, server, "gone@example.in", onlyResults);
    const refusing = await smtp({
      refuse: { step: "rcpt", code: 550, message: "5.1.1 No such user" },
    });
    await publish(db);
    await drain(worker(db, refusing.port));
    const [row] = await db
      .selectFrom("alert_deliveries")
      .selectAll()
      .where("kind", "=", "alert")
      .execute();
    expect(row).toMatchObject({ status: "dead", attempts: 1 });
    expect(row?.last_error).toContain("No such user");
    expect(await requeueDeadAlerts(db)).toBe(1);
    await drain(worker(db, server.port));
    expect(server.received).toHaveLength(1);
  });

  it("a digest subscriber gets one mail the next day listing the day's documents", async () => {
    const db = await database();
    const server = await smtp();
    await subscribe(db, server, "digest@example.in", { all: true, categories: [], digest: true });
    await publish(db);
    await publish(db, { category: "Annual Report", description: "Annual report 2025-26" });
    await drain(worker(db, server.port));
    expect(server.received).toHaveLength(0);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await scheduleDigests(db, tomorrow);
    await scheduleDigests(db, tomorrow);
    await drain({ ...worker(db, server.port), now: () => tomorrow });
    expect(server.received).toHaveLength(1);
    const text = server.received[0]!.parsed.text ?? "";
    expect(text).toContain("2 new documents were published");
    expect(text).toContain("Annual report 2025-26");
    expect(text).toContain("Unaudited financial results");
  });

  it("the running worker sends what a sign-up queued in this process without waiting for its poll", async () => {
    const db = await database();
    const server = await smtp();
    const running = startAlertWorker({ ...worker(db, server.port), pollMs: 60_000, log: () => {} });
    closers.push({ close: () => running.stop() });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await requestSubscription(db, {
      email: "quick@example.in",
      locale: "en",
      choices: onlyResults,
    });
    await expect.poll(() => server.received.length, { timeout: 5_000 }).toBe(1);
  });
});
