import { Window } from "happy-dom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "~/db/client.server";
import {
  scheduleDigests,
  sendDueAlerts,
  type AlertWorkerOptions,
} from "~/investors/alerts/outbox.server";
import { listAlertQueue, type AlertChoices } from "~/investors/alerts/store.server";
import { requestSubscription } from "~/investors/alerts/subscriptions.server";
import { createMailer, type Mailer } from "~/lib/mail/mailer.server";
import { parseSmtpUrl } from "~/lib/mail/smtp-config.server";
import { claimDue, queueOf } from "~/db/outbox/queue.server";
import { createDocument } from "~/staff/documents/documents.server";
import type { DocumentFormValues } from "~/staff/documents/document-form";
import { saveDocumentTranslation } from "~/staff/documents/translation.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { documentFormValues } from "../../../tests/factories/documents";
import { checkedPdf, memoryPdfStorage } from "../../../tests/factories/pdfs";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/mocks/smtp-servers";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";

/**
 * Issue 41: alert mail that cannot jam. A message that cannot be composed or
 * sent fails on its own row with its error, the rest of the batch goes out,
 * the attempt cap holds even when a lease runs out, and a filing description
 * of any length or with line breaks makes valid mail. One real SMTP server
 * (npm smtp-server) for the file.
 */
let serverEnv: ServerEnv;
let server: TestSmtpServer;
beforeAll(async () => {
  serverEnv = setServerEnv({ FORM_SESSION_SECRET: "alert-jam-test-secret-0123456789abcdefghij" });
  server = await startSmtpServer();
});
afterAll(async () => {
  await server.close();
  await serverEnv.restore();
});

let t: TestDatabase | undefined;
const closers: Array<{ close(): Promise<void> }> = [];
beforeEach(() => {
  server.received.length = 0;
});
afterEach(async () => {
  for (const c of closers.splice(0)) await c.close();
  await t?.cleanup();
  t = undefined;
});

const actor = { user: { id: 7, email: "ritika.sehgal@kamopaints.example" }, clientIp: "10.0.0.5" };
const SITE = "http://localhost:3370";
const QUICK = { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 2_000 };
const policy = { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 };
const LEASE_MS = 60_000;
const everything: AlertChoices = { all: true, categories: [], digest: false };

async function database(): Promise<DB> {
  t = await createTestDatabase();
  return t.handle.db;
}

function mailer(): Mailer {
  return createMailer({
    ...parseSmtpUrl(`smtp://127.0.0.1:${server.port}`),
    from: "Kamo Paints Investor Relations <investors@kamopaints.example>",
    timeouts: QUICK,
  });
}

function worker(db: DB, overrides: Partial<AlertWorkerOptions> = {}): AlertWorkerOptions {
  return { db, siteUrl: SITE, leaseMs: LEASE_MS, policy, mailer: mailer(), ...overrides };
}

/** Passes until nothing is due; retry delays are a millisecond here. */
async function drain(options: AlertWorkerOptions, passes = 40) {
  for (let i = 0; i < passes; i++) {
    const r = await sendDueAlerts(options, "test-worker");
    if (r.sent + r.retrying + r.dead + r.skipped === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`still sending after ${passes} passes`);
}

/** A confirmed subscriber, its confirmation mail still queued (claimed with the alerts). */
async function subscriber(db: DB, email: string, locale = "en", choices = everything) {
  expect(await requestSubscription(db, { email, locale, choices })).toBe("queued");
  await db
    .updateTable("alert_subscribers")
    .set({ confirmed_at: new Date(Date.now() - 60_000).toISOString() })
    .where("email", "=", email)
    .execute();
}

const { storePdf } = memoryPdfStorage(() => t!.handle.db, actor.user.id);

async function publish(db: DB, overrides: Partial<DocumentFormValues> = {}) {
  return createDocument(actor, documentFormValues(overrides), await checkedPdf("j"), storePdf, db);
}

/** A description as stored: written to the row itself, as an import or an older version saved it. */
async function storedDescription(db: DB, id: number, description: string) {
  await db.updateTable("documents").set({ description }).where("id", "=", id).execute();
}

async function rows(db: DB) {
  return db
    .selectFrom("alert_deliveries as d")
    .innerJoin("alert_subscribers as s", "s.id", "d.subscriber_id")
    .leftJoin("investor_alerts as a", "a.id", "d.alert_id")
    .select([
      "d.id",
      "d.kind",
      "d.status",
      "d.attempts",
      "d.last_error",
      "s.email",
      "a.document_id",
    ])
    .orderBy("d.id")
    .execute();
}

function parse(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

const LONG = Array.from(
  { length: 60 },
  (_, i) => `Outcome of board meeting item ${i + 1} on dividend and record date;`,
)
  .join(" ")
  .slice(0, 2_000)
  .trim();
const MULTI = "Outcome of the board meeting\r\nRecord date\u2028fixed\nfor the final\rdividend";
const MULTI_FOLDED = "Outcome of the board meeting Record date fixed for the final dividend";

describe(`alert mail that cannot jam, on ${testDialect()}`, () => {
  it("a poisoned mail between good ones fails alone with its error; every good one goes out exactly once", async () => {
    const db = await database();
    const good = ["asha@alpha.example", "ravi@beta.example", "meera@gamma.example"];
    const broken = "broken address@delta.example";
    const thrower = "thrower@epsilon.example";
    await subscriber(db, good[0]!);
    await subscriber(db, good[1]!);
    await subscriber(db, "broken@delta.example");
    // Stored by an older version that let it through; the mail schema refuses it.
    await db
      .updateTable("alert_subscribers")
      .set({ email: broken })
      .where("email", "=", "broken@delta.example")
      .execute();
    await subscriber(db, thrower);
    await subscriber(db, good[2]!, "hi");

    const first = await publish(db, { description: "Newspaper publication of the results" });
    // Its PDF is an outside ftp:// link (imported): the mail cannot be composed.
    const poisoned = await publish(db, { description: "Filing with a link no mail can carry" });
    await db
      .updateTable("documents")
      .set({ pdf_file_id: null, has_pdf: 0, pdf_url: "ftp://filings.example.in/q2.pdf" })
      .where("id", "=", poisoned)
      .execute();
    const long = await publish(db);
    await storedDescription(db, long, LONG);
    const multi = await publish(db);
    await storedDescription(db, multi, MULTI);
    const last = await publish(db, { description: "Intimation of the record date for dividend" });

    const real = mailer();
    // A mailer breaking its promise never to throw, for one address.
    const throwing: Mailer = {
      configured: true,
      async send(message) {
        if (message.to === thrower) throw new Error("relay client crashed");
        return real.send(message);
      },
    };
    await drain(worker(db, { mailer: throwing, batchSize: 10 }));

    const sent = server.received.map((m) => m.rcptTo[0]);
    // Each good subscriber: the confirmation and four alerts, each once; nothing to the others.
    for (const email of good) expect(sent.filter((to) => to === email)).toHaveLength(5);
    expect(sent).toHaveLength(15);
    for (const mail of server.received) {
      expect(mail.parsed.subject).not.toMatch(/[\r\n\u2028]/);
      expect(mail.parsed.subject!.length).toBeLessThanOrEqual(300);
    }

    const after = await rows(db);
    expect(after.filter((r) => r.status === "pending" || r.status === "delivering")).toEqual([]);
    const deadOf = (pick: (r: (typeof after)[number]) => boolean) =>
      after.filter((r) => r.status === "dead" && pick(r));
    // The uncomposable alert: one dead letter per subscriber, after the attempt cap, with why.
    const uncomposable = deadOf((r) => r.document_id === poisoned);
    expect(uncomposable).toHaveLength(5);
    for (const r of uncomposable) {
      expect(r.attempts).toBe(policy.maxAttempts);
      expect(r.last_error).toMatch(/could not compose the mail: .*http\(s\) address/);
    }
    // The refused address: dead at once (no attempt can help), with the schema's reason.
    const refused = deadOf((r) => r.email === broken && r.document_id !== poisoned);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.attempts).toBe(1);
      expect(r.last_error).toMatch(/^to: /);
    }
    const crashed = deadOf((r) => r.email === thrower && r.document_id !== poisoned);
    expect(crashed).toHaveLength(5);
    for (const r of crashed) {
      expect(r.attempts).toBe(policy.maxAttempts);
      expect(r.last_error).toBe("could not send the mail: relay client crashed");
    }
    expect(after.filter((r) => r.status === "delivered")).toHaveLength(15);
    expect(after.filter((r) => r.status === "dead")).toHaveLength(15);
    for (const id of [first, long, multi, last])
      expect(after.filter((r) => r.document_id === id && r.status === "delivered")).toHaveLength(3);

    // The staff page's data: each dead letter with its error.
    const queue = await listAlertQueue(db);
    const shown = queue.entries.filter((e) => e.status === "dead");
    expect(shown).toHaveLength(15);
    expect(shown.every((e) => (e.lastError ?? "") !== "")).toBe(true);
  });

  it("a 2,000-character and a multi-line description go out as valid mail in both languages, English marked in Hindi", async () => {
    const db = await database();
    await subscriber(db, "asha@alpha.example");
    await subscriber(db, "meera@gamma.example", "hi");
    await subscriber(db, "dev@zeta.example", "hi", { all: true, categories: [], digest: true });
    const long = await publish(db);
    await storedDescription(db, long, LONG);
    const multi = await publish(db);
    await storedDescription(db, multi, MULTI);
    const translated = await publish(db, { description: "Annual report for the year 2025-26" });
    expect(
      await saveDocumentTranslation(
        actor,
        translated,
        "hi",
        { description: "वर्ष 2025-26 की वार्षिक रिपोर्ट", removePdf: false },
        storePdf,
        db,
      ),
    ).toBe("saved");
    await drain(worker(db));
    const tomorrow = new Date(Date.now() + 86_400_000);
    await scheduleDigests(db, tomorrow);
    await drain(worker(db, { now: () => tomorrow }));

    const alerts = server.received.filter((m) =>
      /^(New filing|नया दस्तावेज़)/.test(m.parsed.subject ?? ""),
    );
    expect(alerts).toHaveLength(6);
    for (const mail of server.received) {
      expect(mail.parsed.subject).not.toMatch(/[\r\n\u2028]/);
      expect(mail.parsed.subject!.length).toBeLessThanOrEqual(300);
    }
    const english = (to: string, about: RegExp) =>
      server.received.find((m) => m.rcptTo[0] === to && about.test(m.parsed.text ?? ""));
    const longMail = english("asha@alpha.example", /item 1 on dividend/)!;
    expect(longMail.parsed.subject).toMatch(/^New filing: Outcome of board meeting item 1 .*…$/);
    // Every word is still in the mail, below the shortened heading.
    expect(longMail.parsed.text).toContain(LONG);
    expect(english("asha@alpha.example", /Record date/)?.parsed.subject).toBe(
      `New filing: ${MULTI_FOLDED}`,
    );

    // Hindi: the untranslated English descriptions are marked, the translated one is not.
    const hindi = server.received.filter((m) => m.rcptTo[0] === "meera@gamma.example");
    const byDoc = (about: string) =>
      parse(hindi.find((m) => (m.parsed.text ?? "").includes(about))!.parsed.html!);
    const multiDoc = byDoc("Record date");
    expect(multiDoc.documentElement.getAttribute("lang")).toBe("hi");
    expect(multiDoc.querySelector('h1 [lang="en"]')?.textContent).toBe(MULTI_FOLDED);
    expect(multiDoc.querySelector("h1")?.textContent).toBe(`नया दस्तावेज़: ${MULTI_FOLDED}`);
    const longDoc = byDoc("item 1 on dividend");
    expect(longDoc.querySelector('h1 [lang="en"]')?.textContent).toMatch(/^Outcome of board .*…$/);
    // The whole description opens the body, marked too.
    expect([...longDoc.querySelectorAll('p [lang="en"]')].map((e) => e.textContent)).toContain(
      LONG,
    );
    const translatedDoc = byDoc("वर्ष 2025-26 की वार्षिक रिपोर्ट");
    expect(translatedDoc.querySelector("h1")?.textContent).toBe(
      "नया दस्तावेज़: वर्ष 2025-26 की वार्षिक रिपोर्ट",
    );
    expect(translatedDoc.querySelector("[lang]:not(html)")).toBeNull();

    const digest = server.received.filter((m) => m.rcptTo[0] === "dev@zeta.example");
    expect(digest).toHaveLength(2); // the confirmation and the day's digest
    const items = [...parse(digest[1]!.parsed.html!).querySelectorAll("a")].slice(0, 3);
    expect(items.map((a) => a.querySelector('[lang="en"]')?.textContent ?? null)).toEqual([
      LONG.replace(/\s+/g, " "),
      MULTI_FOLDED,
      null,
    ]);
    expect(items[2]?.textContent).toContain("वर्ष 2025-26 की वार्षिक रिपोर्ट");
  });

  it("a lease that runs out at the attempt cap is a dead letter with its reason, whichever of several workers finds it", async () => {
    const db = await database();
    const second = openDatabase(t!.options);
    closers.push(second);
    for (const email of ["a@one.example", "b@two.example", "c@three.example", "d@four.example"])
      await subscriber(db, email);
    // Two of the four mails have been tried twice before.
    const [r1, r2] = await rows(db);
    await db
      .updateTable("alert_deliveries")
      .set({ attempts: 2 })
      .where("id", "in", [r1!.id, r2!.id])
      .execute();
    const t0 = new Date();
    // A worker claims all four and is killed while sending.
    const killed = await claimDue(queueOf(db, "alert_deliveries"), "alert_deliveries", {
      workerId: "killed",
      limit: 10,
      leaseMs: LEASE_MS,
      maxAttempts: policy.maxAttempts,
      now: t0,
    });
    expect(killed.map((c) => c.attempts)).toEqual([3, 3, 1, 1]);

    const later = new Date(t0.getTime() + LEASE_MS + 1_000);
    const results = await Promise.all(
      [db, second.db, db, second.db].map((handle, i) =>
        sendDueAlerts({ ...worker(handle), now: () => later }, `worker-${i}`),
      ),
    );
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(2);
    const after = await rows(db);
    expect(after.map((r) => [r.status, r.attempts])).toEqual([
      ["dead", 3],
      ["dead", 3],
      ["delivered", 2],
      ["delivered", 2],
    ]);
    for (const r of after.slice(0, 2))
      expect(r.last_error).toBe(
        "lease expired after 3 attempts (the worker stopped while sending)",
      );
    expect(server.received.map((m) => m.rcptTo[0]).sort()).toEqual([
      "c@three.example",
      "d@four.example",
    ]);
    // Nothing is ever claimed again past the cap.
    const much = new Date(later.getTime() + 10 * LEASE_MS);
    await sendDueAlerts({ ...worker(db), now: () => much }, "worker-x");
    expect((await rows(db)).every((r) => r.attempts <= policy.maxAttempts)).toBe(true);
  });
});
