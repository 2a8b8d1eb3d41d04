import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import {
  createFormSession,
  encodeFormSession,
  loadFormSessionSecret,
} from "~/leads/submit/form-session-signer.server";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { ALERT_FORM, type AlertFormAnswer } from "./alert-form";
import { noticeVersion } from "~/lib/privacy/notice-version.server";
import { alertNoticeIn } from "./notice";
import { handleAlertSignup } from "./signup.server";

/**
 * The sign-up action as a client meets it: addresses too long for mail, the
 * limit per client (an IPv6 client is its /64) and per recipient domain, each
 * answered with what to do next, in the page's language.
 */
let serverEnv: ServerEnv;
beforeAll(async () => {
  serverEnv = setServerEnv({
    LEADS_RATE_LIMIT_PER_HOUR: "3",
    LEADS_MIN_FILL_SECONDS: "3",
    ALERTS_CONFIRMATIONS_PER_DOMAIN_PER_HOUR: "2",
  });
  await migrateToLatest(getDatabase().db);
  await loadFormSessionSecret();
});
afterAll(() => serverEnv.restore());

type Answer = { data: AlertFormAnswer; init: ResponseInit | null };

async function post(
  email: string,
  ip: string,
  path = "/investors/alerts",
  withSession = true,
): Promise<Answer> {
  const body = new FormData();
  body.set("email", email);
  body.set("scope", "all");
  body.set("frequency", "immediate");
  if (withSession)
    body.set(
      "_session",
      encodeFormSession(await createFormSession(ALERT_FORM, Date.now() - 10_000)),
    );
  const request = new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    body,
    headers: { "x-kamo-client-ip": ip },
  });
  return (await handleAlertSignup(request)) as unknown as Answer;
}

const status = (answer: Answer) => Number(answer.init?.status ?? 200);
const retryAfter = (answer: Answer) =>
  Number(new Headers(answer.init?.headers).get("Retry-After") ?? NaN);
const stored = () => getDatabase().db.selectFrom("alert_subscribers").select("email").execute();

describe("addresses longer than mail allows", () => {
  const local65 = `${"a".repeat(65)}@example.in`;
  // 64 before the @ and 255 in all (labels of at most 63).
  const total255 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(59)}.in`;
  const total254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;

  it("refuses 65 characters before the @, and 255 in all, with a message under the field and the address kept", async () => {
    expect(total255).toHaveLength(255);
    for (const email of [local65, `${"x".repeat(200)}@example.in`, total255]) {
      const answer = await post(email, "10.41.0.1");
      expect(status(answer)).toBe(400);
      expect(answer.data).toMatchObject({ status: "invalid", values: { email } });
      const message = answer.data.status === "invalid" ? answer.data.errors.email : undefined;
      expect(message).toContain("64");
      expect(message).toContain("254");
    }
    expect(await stored()).toEqual([]);
  });

  it("says so in Hindi on the Hindi page", async () => {
    const answer = await post(local65, "10.41.0.2", "/hi/investors/alerts");
    expect(status(answer)).toBe(400);
    const message = answer.data.status === "invalid" ? answer.data.errors.email : "";
    expect(message).toMatch(/[\u0900-\u097F]/);
    expect(message).toContain("64");
    expect(message).toContain("254");
  });

  it("takes an address of exactly 64 before the @ and 254 in all", async () => {
    expect(total254).toHaveLength(254);
    const answer = await post(total254, "10.41.0.3");
    expect(answer.data).toEqual({ status: "sent", email: total254 });
    expect(await stored()).toEqual([{ email: total254 }]);
  });
});

describe("the limit per client", () => {
  it("counts every address of one IPv6 /64 as one client, and says when to come back", async () => {
    const answers = [];
    for (const host of ["1", "2", "3", "4"])
      answers.push(await post("", `2001:db8:41:7::${host}`, "/investors/alerts", false));
    expect(answers.slice(0, 3).map(status)).toEqual([400, 400, 400]);
    const refused = answers[3]!;
    expect(status(refused)).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(3_600);
    // The next /64 is another client.
    expect(status(await post("", "2001:db8:41:8::1", "/investors/alerts", false))).toBe(400);
  });
});

describe("the limit per recipient domain", () => {
  it("answers 429 with Retry-After and the domain, keeping what was typed, in the page's language", async () => {
    expect((await post("one@busy-domain.example", "10.41.1.1")).data.status).toBe("sent");
    expect((await post("two@busy-domain.example", "10.41.1.2")).data.status).toBe("sent");
    const english = await post("three@busy-domain.example", "10.41.1.3");
    expect(status(english)).toBe(429);
    expect(retryAfter(english)).toBeGreaterThan(3_500);
    expect(english.data).toMatchObject({
      status: "rate-limited",
      values: { email: "three@busy-domain.example" },
      message: expect.stringContaining("busy-domain.example"),
    });
    const hindi = await post("four@busy-domain.example", "10.41.1.4", "/hi/investors/alerts");
    expect(status(hindi)).toBe(429);
    expect(retryAfter(hindi)).toBeGreaterThan(3_500);
    const message = hindi.data.status === "rate-limited" ? hindi.data.message : "";
    expect(message).toMatch(/[\u0900-\u097F]/);
    expect(message).toContain("busy-domain.example");
  });
});

describe("the consent a sign-up is given with (ADR 62)", () => {
  it("records the version of the notice in the page's language, the channel and the time", async () => {
    const answer = await post("consent.reader@example.in", "10.9.0.1", "/hi/investors/alerts");
    expect(answer.data.status).toBe("sent");
    const row = await getDatabase()
      .db.selectFrom("alert_subscribers")
      .select(["locale", "notice_version", "consent_channel", "consent_given_at", "created_at"])
      .where("email", "=", "consent.reader@example.in")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      locale: "hi",
      notice_version: noticeVersion(alertNoticeIn("hi")),
      consent_channel: "page",
      consent_given_at: row.created_at,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(row.notice_version).not.toBe(noticeVersion(alertNoticeIn("en")));
  });
});
