import { createHmac, randomBytes } from "node:crypto";
import { Migrator, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { migrations } from "~/db/migrations";
import { createMailer } from "~/lib/mail/mailer.server";
import { parseSmtpUrl } from "~/lib/mail/smtp-config.server";
import { sendDueAlerts, type AlertWorkerOptions } from "./outbox.server";
import {
  confirmSubscription,
  requestSubscription,
  subscriberOfToken,
  unsubscribe,
} from "./subscriptions.server";
import type { AlertChoices } from "./store.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import {
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../../tests/mocks/smtp-servers";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";

/**
 * Mail to people who did not ask for it (issue 41), attacked the way it was:
 * many sign-ups at once for the forms of one mailbox, floods of one domain,
 * and links read for what they give away or altered to reach someone else.
 */
const SECRET = "sign-up-abuse-test-secret-0123456789abcdef";
let serverEnv: ServerEnv;
beforeAll(() => {
  serverEnv = setServerEnv({ FORM_SESSION_SECRET: SECRET });
});
afterAll(() => serverEnv.restore());

let t: TestDatabase | undefined;
const closers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((c) => c.close()));
  await t?.cleanup();
  t = undefined;
});

async function database(): Promise<DB> {
  t = await createTestDatabase();
  return t.handle.db;
}

const SITE = "http://localhost:3371";
const everything: AlertChoices = { all: true, categories: [], digest: false };
const HOUR = 3_600_000;

const signUp = (db: DB, email: string, at = new Date(), limits?: { perDomainPerHour: number }) =>
  requestSubscription(db, { email, locale: "en", choices: everything }, at, limits);

async function queuedMails(db: DB) {
  return db
    .selectFrom("alert_deliveries")
    .select(["subscriber_id", "kind"])
    .where("kind", "in", ["confirm", "already"])
    .execute();
}

describe(`one mailbox, one mail an hour, on ${testDialect()}`, () => {
  it("50 sign-ups at once for forms of one Gmail mailbox queue one confirmation", async () => {
    const db = await database();
    const forms = (i: number) =>
      [
        `victim+${i}@gmail.com`,
        `v.i.c.t.i.m+${i}@googlemail.com`,
        "VICTIM@gmail.com",
        "Vic.Tim@GMAIL.com",
        `victim+spam${i}@GoogleMail.com`,
      ][i % 5]!;
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, i) => signUp(db, forms(i))));
    expect(outcomes.filter((o) => o === "queued")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "throttled")).toHaveLength(49);
    expect(await queuedMails(db)).toHaveLength(1);
    // Only the one that got its mail is stored, as it was typed (its tag too).
    const stored = await db.selectFrom("alert_subscribers").select("email").execute();
    expect(stored).toHaveLength(1);
    expect(Array.from({ length: 50 }, (_, i) => forms(i).toLowerCase())).toContain(
      stored[0]!.email,
    );
  });

  it("the stored address keeps its tag; the hour counts for the mailbox, and ends", async () => {
    const db = await database();
    const start = new Date();
    expect(await signUp(db, "Asha.Rao+Alerts@Example.in", start)).toBe("queued");
    expect(await db.selectFrom("alert_subscribers").select("email").execute()).toEqual([
      { email: "asha.rao+alerts@example.in" },
    ]);
    const soon = new Date(start.getTime() + 59 * 60_000);
    expect(await signUp(db, "asha.rao@example.in", soon)).toBe("throttled");
    expect(await signUp(db, "ASHA.RAO+other@example.in", soon)).toBe("throttled");
    // Dots are the mailbox's own outside Gmail: another person.
    expect(await signUp(db, "asharao@example.in", soon)).toBe("queued");
    const later = new Date(start.getTime() + HOUR + 1_000);
    expect(await signUp(db, "asha.rao@example.in", later)).toBe("queued");
    expect(await queuedMails(db)).toHaveLength(3);
  });
});

describe(`a limit per recipient domain, on ${testDialect()}`, () => {
  it("eight mailboxes of one domain at once: five get a mail, three are told when to try again", async () => {
    const db = await database();
    const now = new Date();
    const limits = { perDomainPerHour: 5 };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUp(db, `person${i}@small-firm.example`, now, limits)),
    );
    expect(outcomes.filter((o) => o === "queued")).toHaveLength(5);
    const refused = outcomes.filter((o) => typeof o === "object");
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r).toMatchObject({ limited: "domain" });
      const seconds = (r as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(seconds).toBeGreaterThan(3_500);
      expect(seconds).toBeLessThanOrEqual(3_600);
    }
    // Nothing is stored for a refused sign-up.
    expect(await db.selectFrom("alert_subscribers").select("id").execute()).toHaveLength(5);
    // Another domain has its own count; the first has room again after its hour.
    expect(await signUp(db, "someone@other.example", now, limits)).toBe("queued");
    expect(
      await signUp(db, "late@small-firm.example", new Date(now.getTime() + HOUR), limits),
    ).toBe("queued");
    expect(await queuedMails(db)).toHaveLength(7);
  });

  it("gmail.com and googlemail.com share one count", async () => {
    const db = await database();
    const limits = { perDomainPerHour: 2 };
    expect(await signUp(db, "one@gmail.com", new Date(), limits)).toBe("queued");
    expect(await signUp(db, "two@googlemail.com", new Date(), limits)).toBe("queued");
    expect(await signUp(db, "three@gmail.com", new Date(), limits)).toMatchObject({
      limited: "domain",
    });
  });
});

// ---------------------------------------------------------------------------
// Links

async function smtp(): Promise<TestSmtpServer> {
  const server = await startSmtpServer();
  closers.push(server);
  return server;
}

function worker(db: DB, port: number): AlertWorkerOptions {
  return {
    db,
    siteUrl: SITE,
    leaseMs: 60_000,
    policy: { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 },
    mailer: createMailer({
      ...parseSmtpUrl(`smtp://127.0.0.1:${port}`),
      from: "Kamo Paints Investor Relations <investors@kamopaints.example>",
      timeouts: { connectionMs: 1_000, greetingMs: 1_000, socketMs: 1_000, sendMs: 2_000 },
    }),
  };
}

async function drain(options: AlertWorkerOptions) {
  for (let i = 0; i < 10; i++) {
    const r = await sendDueAlerts(options, "abuse-test");
    if (r.sent + r.retrying + r.dead + r.skipped === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every token in a mail, by the page it opens. */
function tokensIn(mail: ReceivedMail): Record<string, string> {
  const found: Record<string, string> = {};
  const text = `${mail.parsed.text ?? ""}\n${mail.parsed.html ?? ""}`;
  for (const m of text.matchAll(
    /\/investors\/alerts\/(confirm|manage|unsubscribe)\?t=([^\s"<>&]+)/g,
  ))
    found[m[1]!] = decodeURIComponent(m[2]!);
  return found;
}

const idOfToken = (token: string) => token.split(".")[0]!;
/** An id one character away from `id`. */
const otherFirst = (id: string) => `${id.startsWith("A") ? "B" : "A"}${id.slice(1)}`;

/** A token as every mail before migration 0014 carried it: "<row id>.<expires>.<HMAC>". */
function legacyToken(purpose: "confirm" | "manage", id: number, nonce: string, expires: number) {
  const key = createHmac("sha256", Buffer.from(SECRET, "utf8"))
    .update("investor-alert-links")
    .digest();
  const mac = createHmac("sha256", key)
    .update(`${purpose}|${id}|${nonce}|${expires}`)
    .digest("base64url");
  return `${id}.${expires}.${mac}`;
}

describe(`links name a subscriber by a random id, on ${testDialect()}`, () => {
  it("twelve sign-ups in a row: their links give away neither their order nor how many there are", async () => {
    const db = await database();
    const server = await smtp();
    const addresses = Array.from({ length: 12 }, (_, i) => `holder${i}@investor${i}.example`);
    for (const email of addresses) expect(await signUp(db, email)).toBe("queued");
    await drain(worker(db, server.port));
    const rows = await db
      .selectFrom("alert_subscribers")
      .select(["id", "email"])
      .orderBy("id")
      .execute();
    const ids = addresses.map((email) => {
      const mail = server.received.find((m) => m.rcptTo[0] === email);
      if (!mail) throw new Error(`no mail to ${email}`);
      const tokens = tokensIn(mail);
      expect(Object.keys(tokens).sort()).toEqual(["confirm", "manage", "unsubscribe"]);
      const id = idOfToken(tokens.confirm!);
      // One subscriber, one id in every link of its mail.
      expect(idOfToken(tokens.manage!)).toBe(id);
      expect(idOfToken(tokens.unsubscribe!)).toBe(id);
      // 128 random bits, base64url; never the row's number.
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const row = rows.find((r) => r.email === email)!;
      expect(id).not.toBe(String(row.id));
      return id;
    });
    expect(new Set(ids).size).toBe(ids.length);
    // Random ids in sign-up order are sorted once in 12! (4.8e8) runs.
    const sorted = [...ids].sort();
    expect(ids).not.toEqual(sorted);
    expect(ids).not.toEqual([...sorted].reverse());
  });

  it("refuses a guessed id, another subscriber's id under one's own signature, and the row number", async () => {
    const db = await database();
    const server = await smtp();
    await signUp(db, "mine@example.in");
    await signUp(db, "theirs@example.in");
    await drain(worker(db, server.port));
    const mine = tokensIn(server.received.find((m) => m.rcptTo[0] === "mine@example.in")!);
    const theirs = tokensIn(server.received.find((m) => m.rcptTo[0] === "theirs@example.in")!);
    const rest = (token: string) => token.slice(token.indexOf("."));
    const [myRow] = await db
      .selectFrom("alert_subscribers")
      .select("id")
      .where("email", "=", "mine@example.in")
      .execute();

    const forged = [
      `${idOfToken(theirs.manage!)}${rest(mine.manage!)}`,
      `${randomBytes(16).toString("base64url")}${rest(mine.manage!)}`,
      `${myRow!.id}${rest(mine.manage!)}`,
      `${otherFirst(idOfToken(mine.manage!))}${rest(mine.manage!)}`,
    ];
    for (const token of forged) {
      expect(await subscriberOfToken(db, token, "manage")).toEqual({ problem: "invalid" });
      expect(await unsubscribe(db, token)).toBe(false);
    }
    const forgedConfirm = `${idOfToken(theirs.confirm!)}${rest(mine.confirm!)}`;
    expect(await confirmSubscription(db, forgedConfirm)).toBe("invalid");
    // The real ones still work, each for its own subscriber.
    expect(await confirmSubscription(db, mine.confirm!)).toBe("confirmed");
    const found = await subscriberOfToken(db, theirs.manage!, "manage");
    expect("subscriber" in found && found.subscriber.email).toBe("theirs@example.in");
  });

  it("links in mails sent before the change keep working: manage for ever, confirm until it expires", async () => {
    const db = await database();
    await signUp(db, "early@example.in");
    const row = await db
      .selectFrom("alert_subscribers")
      .select(["id", "link_nonce"])
      .executeTakeFirstOrThrow();
    const manage = legacyToken("manage", row.id, row.link_nonce, 0);
    const found = await subscriberOfToken(db, manage, "manage");
    expect("subscriber" in found && found.subscriber.email).toBe("early@example.in");
    const expired = legacyToken("confirm", row.id, row.link_nonce, Date.now() - 1);
    expect(await confirmSubscription(db, expired)).toBe("expired");
    const confirm = legacyToken("confirm", row.id, row.link_nonce, Date.now() + HOUR);
    expect(await confirmSubscription(db, confirm)).toBe("confirmed");
    // A legacy manage token is no confirm token, and the other way round.
    expect(await confirmSubscription(db, legacyToken("manage", row.id, row.link_nonce, 0))).toBe(
      "invalid",
    );
    expect(await unsubscribe(db, manage)).toBe(true);
  });
});

describe(`migration 0014 on ${testDialect()}`, () => {
  it("gives every stored subscriber a random id, keeps their old links, and goes down and up again", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const database = fresh.handle.db;
      const migrator = new Migrator({
        db: database,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo("0013_filing_search_filters")).error).toBeUndefined();
      const at = new Date().toISOString();
      // Rows as 0011 made them (no public_id, which the typed insert would ask for).
      for (const email of ["a@example.in", "b@example.in", "c@example.in"])
        await sql`INSERT INTO alert_subscribers
            (email, locale, all_categories, digest, link_nonce, confirmed_at,
             confirmation_sent_at, created_at, updated_at)
          VALUES (${email}, 'en', 1, 0, ${randomBytes(12).toString("base64url")}, ${at},
             ${at}, ${at}, ${at})`.execute(database);

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await database
        .selectFrom("alert_subscribers")
        .select(["id", "email", "link_nonce", "public_id"])
        .orderBy("id")
        .execute();
      expect(rows).toHaveLength(3);
      for (const r of rows) expect(r.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(new Set(rows.map((r) => r.public_id)).size).toBe(3);
      const first = rows[0]!;
      const found = await subscriberOfToken(
        database,
        legacyToken("manage", first.id, first.link_nonce, 0),
        "manage",
      );
      expect("subscriber" in found && found.subscriber.email).toBe("a@example.in");
      // Two rows may not share an id.
      await expect(
        database
          .updateTable("alert_subscribers")
          .set({ public_id: rows[1]!.public_id })
          .where("id", "=", rows[2]!.id)
          .execute(),
      ).rejects.toThrow();

      const down = await migrator.migrateTo("0013_filing_search_filters");
      expect(down.error).toBeUndefined();
      expect(down.results?.map((r) => r.migrationName)).toContain(
        "0014_alert_link_ids_and_mail_limits",
      );
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      expect(await signUp(database, "d@example.in")).toBe("queued");
    } finally {
      await fresh.cleanup();
    }
  });
});
