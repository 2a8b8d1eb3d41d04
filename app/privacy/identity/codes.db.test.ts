import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import type { RetryPolicy } from "~/db/outbox/queue.server";
import { KeyRing } from "~/lib/crypto/sealed.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { createSmsGateway } from "~/lib/sms/gateway.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import { startFakeSmsGateway, type FakeSmsGateway } from "../../../tests/mocks/fake-sms-gateway";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/mocks/smtp-servers";
import { codeChannels, sendCode, type CodeSenders } from "./code-outbox.server";
import {
  CODE_RULES,
  checkCode,
  codeDelivery,
  deliverDueCodes,
  issueCode,
} from "./code-store.server";
import { contactOf, type Contact } from "./contact";
import { proveCode, requestCode } from "./prove.server";

/**
 * One-time codes (ADR 63): kept only as a keyed hash, ten minutes, once,
 * five wrong tries, and limited per number, per address and per client:
 * each tested the way it is attacked, many requests at once. Their messages
 * go out on the shared outbox queue, through the SMS adapter to an
 * independent fake of Kaleyra's API and through SMTP to a real smtp-server.
 */
let t: TestDatabase;
let db: DB;
const ring = KeyRing.generate("k1");
const mobile = contactOf("sms", "+91 98200 12345")!;
const address = contactOf("email", "Asha.Rao@Example.com")!;
const start = new Date("2026-11-29T03:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const limits = { perContact: 3, perClient: 10 };

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
});
afterAll(async () => t.cleanup());
beforeEach(async () => {
  await db.deleteFrom("privacy_codes").execute();
  await db.deleteFrom("privacy_code_limits").execute();
});

const issue = (contact: Contact, code: string, now = start) =>
  issueCode(db, contact, "en", now, { ring, code });

describe("a one-time code", () => {
  it("is stored as neither the code nor the contact", async () => {
    const { id } = await issue(mobile, "482913");
    const row = await db
      .selectFrom("privacy_codes")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("482913");
    expect(stored).not.toContain("9820012345");
    expect(row.message).toMatch(/^sealed:v1:k1:/);
  });

  it("works until its tenth minute and not at it (a manual clock at the boundary)", async () => {
    const early = await issue(mobile, "111111");
    const late = await issue(mobile, "222222");
    const justBefore = at(CODE_RULES.lifetimeMs - 1);
    const onTheDot = at(CODE_RULES.lifetimeMs);
    expect(
      await checkCode(db, { id: early.id, contact: mobile, code: "111111" }, justBefore, ring),
    ).toEqual({ ok: true });
    expect(
      await checkCode(db, { id: late.id, contact: mobile, code: "222222" }, onTheDot, ring),
    ).toEqual({ ok: false, reason: "spent" });
  });

  it("works once, even when the right code is sent twice at the same moment", async () => {
    const { id } = await issue(address, "314159");
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        checkCode(db, { id, contact: address, code: "314159" }, at(1_000), ring),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await checkCode(db, { id, contact: address, code: "314159" }, at(2_000), ring)).toEqual({
      ok: false,
      reason: "spent",
    });
  });

  it("dies after five wrong tries, guessed all at once, and then refuses the right code", async () => {
    const { id } = await issue(mobile, "765432");
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        checkCode(db, { id, contact: mobile, code: String(100000 + i) }, at(1_000), ring),
      ),
    );
    // Five guesses counted, the fifth told it is spent; the other fifteen find it dead.
    const wrong = guesses.filter((g) => !g.ok && g.reason === "wrong");
    expect(wrong.map((g) => (g.ok ? 0 : "triesLeft" in g ? g.triesLeft : 0)).sort()).toEqual([
      1, 2, 3, 4,
    ]);
    expect(await codeDelivery(db, id)).toMatchObject({ wrong_tries: CODE_RULES.maxWrongTries });
    expect(await checkCode(db, { id, contact: mobile, code: "765432" }, at(2_000), ring)).toEqual({
      ok: false,
      reason: "spent",
    });
  });

  it("proves only the contact it was sent to", async () => {
    const { id } = await issue(mobile, "246810");
    const other = contactOf("sms", "9820099999")!;
    expect(await checkCode(db, { id, contact: other, code: "246810" }, at(1), ring)).toEqual({
      ok: false,
      reason: "spent",
    });
  });
});

describe("asking for codes", () => {
  it("sends at most three an hour to one number, however many are asked for at once", async () => {
    const asks = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        requestCode(
          db,
          { contact: mobile, clientKey: `10.0.0.${i}`, locale: "en" },
          limits,
          start,
          ring,
        ),
      ),
    );
    expect(asks.filter((a) => a.status === "sent")).toHaveLength(3);
    expect(await db.selectFrom("privacy_codes").select("id").execute()).toHaveLength(3);
    // The hour over, the number may have another.
    const later = await requestCode(
      db,
      { contact: mobile, clientKey: "10.0.0.99", locale: "en" },
      limits,
      at(3_600_000),
      ring,
    );
    expect(later.status).toBe("sent");
  });

  it("sends at most three an hour to one address, written however", async () => {
    const spellings = ["asha.rao@example.com", "ASHA.RAO@EXAMPLE.COM", " Asha.Rao@example.com "];
    const asks = await Promise.all(
      [...spellings, ...spellings].map((typed, i) =>
        requestCode(
          db,
          { contact: contactOf("email", typed)!, clientKey: `10.0.1.${i}`, locale: "hi" },
          limits,
          start,
          ring,
        ),
      ),
    );
    expect(asks.filter((a) => a.status === "sent")).toHaveLength(3);
    const refused = asks.find((a) => a.status === "limited");
    expect(refused).toMatchObject({ status: "limited", retryAfterSeconds: 3600 });
  });

  it("lets one client ask for ten codes an hour, whatever numbers it tries, all at once", async () => {
    const asks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        requestCode(
          db,
          {
            contact: contactOf("sms", `98200${String(i).padStart(5, "0")}`)!,
            clientKey: "203.0.113.7",
            locale: "en",
          },
          limits,
          start,
          ring,
        ),
      ),
    );
    expect(asks.filter((a) => a.status === "sent")).toHaveLength(10);
  });

  it("proves the contact through the code form's challenge, and not a challenge altered", async () => {
    const sent = await requestCode(
      db,
      { contact: address, clientKey: "10.1.1.1", locale: "en" },
      limits,
      start,
      ring,
    );
    if (sent.status !== "sent") throw new Error("the code was not sent");
    const row = await db.selectFrom("privacy_codes").select("id").executeTakeFirstOrThrow();
    // The code is read back the way the person reads it: from the sealed message.
    const message = await deliverOne(Number(row.id));
    const tampered = sent.challenge.slice(0, -2) + (sent.challenge.endsWith("A") ? "BB" : "AA");
    expect(await proveCode(db, tampered, message.code, at(1), ring)).toEqual({
      ok: false,
      reason: "spent",
    });
    expect(await proveCode(db, sent.challenge, message.code, at(1), ring)).toEqual({
      ok: true,
      contact: address,
    });
  });
});

/** Runs one outbox pass with a sender that only hands the message back. */
async function deliverOne(id: number) {
  let seen: { code: string; to: string } | undefined;
  await deliverDueCodes(db, {
    workerId: "test",
    batchSize: 10,
    leaseMs: 60_000,
    policy: { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 },
    channels: ["sms", "email"],
    now: start,
    ring,
    async send(message) {
      if (message.id === id) seen = { code: message.code, to: message.to };
      return { ok: true };
    },
  });
  if (!seen) throw new Error(`code ${id} was not sent`);
  return seen;
}

describe("a code's message, on the outbox queue", () => {
  let gateway: FakeSmsGateway;
  let smtp: TestSmtpServer;
  let senders: CodeSenders;
  const policy: RetryPolicy = { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 };
  const pass = (now: Date, over: Partial<CodeSenders> = {}) => {
    const using = { ...senders, ...over };
    return deliverDueCodes(db, {
      workerId: "test",
      batchSize: 10,
      leaseMs: 60_000,
      policy,
      channels: codeChannels(using),
      now,
      ring,
      send: (message) => sendCode(using, message, "http://localhost:3420"),
    });
  };

  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
    smtp = await startSmtpServer();
    senders = {
      sms: {
        gateway: createSmsGateway({
          baseUrl: gateway.url,
          apiKey: gateway.apiKey,
          senderId: "KAMOPT",
          templateIds: new Map(),
          timeoutMs: 2_000,
        }),
        templateIds: new Map([
          ["privacy-code.en", "1107160000000000201"],
          ["privacy-code.hi", "1107160000000000202"],
        ]),
      },
      mailer: createMailer({
        host: "127.0.0.1",
        port: smtp.port,
        secure: false,
        requireTLS: false,
        from: "Kamo Paints <privacy@kamopaints.in>",
        timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000, sendMs: 5_000 },
      }),
    };
  });
  afterAll(async () => {
    await gateway.close();
    await smtp.close();
  });
  beforeEach(() => {
    gateway.delivered.length = 0;
    gateway.behave("ok");
    smtp.received.length = 0;
  });

  it("texts the code under its DLT template, in Hindi too, and forgets it once sent", async () => {
    const { id } = await issueCode(db, mobile, "hi", start, { ring, code: "135790" });
    expect(await pass(at(1))).toMatchObject({ delivered: 1 });
    expect(gateway.delivered).toEqual([
      expect.objectContaining({
        to: "+919820012345",
        templateId: "1107160000000000202",
        body: expect.stringMatching(/^135790 आपका Kamo Paints कोड है/),
      }),
    ]);
    expect(await codeDelivery(db, id)).toMatchObject({ status: "delivered", message: null });
  });

  it("mails the code to the address in the person's language", async () => {
    await issueCode(db, address, "en", start, { ring, code: "864209" });
    expect(await pass(at(1))).toMatchObject({ delivered: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.rcptTo).toEqual(["asha.rao@example.com"]);
    expect(smtp.received[0]!.parsed.subject).toBe("Your Kamo Paints privacy code");
    expect(smtp.received[0]!.parsed.text).toContain("864209");
  });

  it("fails alone: a text the gateway refuses is dead, the mail beside it goes", async () => {
    gateway.refuse.add("+919820012345");
    const text = await issueCode(db, mobile, "en", start, { ring, code: "000111" });
    const mail = await issueCode(db, address, "en", start, { ring, code: "000222" });
    expect(await pass(at(1))).toEqual({ delivered: 1, retrying: 0, dead: 1 });
    gateway.refuse.clear();
    const dead = await codeDelivery(db, text.id);
    expect(dead).toMatchObject({ status: "dead", message: null });
    // The error says what the gateway said, without the number.
    expect(dead?.last_error).toMatch(/answered 400/);
    expect(dead?.last_error).not.toMatch(/9820012345/);
    expect(await codeDelivery(db, mail.id)).toMatchObject({ status: "delivered" });
  });

  it("retries a gateway that is down, up to the cap, then gives up", async () => {
    gateway.behave("error");
    const { id } = await issueCode(db, mobile, "en", start, { ring, code: "999000" });
    for (let i = 0; i < policy.maxAttempts; i++) await pass(at(10 + i * 1_000));
    expect(await codeDelivery(db, id)).toMatchObject({
      status: "dead",
      attempts: policy.maxAttempts,
      message: null,
    });
  });

  it("does not send a code that expired while it waited", async () => {
    const { id } = await issueCode(db, mobile, "en", start, { ring, code: "121212" });
    await pass(at(CODE_RULES.lifetimeMs));
    expect(gateway.delivered).toHaveLength(0);
    expect(await codeDelivery(db, id)).toMatchObject({ status: "dead", message: null });
  });
});
