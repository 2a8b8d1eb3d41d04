import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatabase } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import {
  createFormSession,
  encodeFormSession,
  loadFormSessionSecret,
  resetFormSessionSecret,
} from "~/leads/submit/form-session-signer.server";
import { validLeads } from "../../../tests/factories/leads";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import { captureLogs } from "../../../tests/log-capture";
import { consentsOfLeads } from "~/leads/consent/store.server";
import { leadNoticeIn } from "~/leads/forms/notice";
import { noticeVersion } from "~/lib/privacy/notice-version.server";
import { handleLeadSubmission, type LeadSubmissionOptions } from "./submission.server";

/**
 * The action every lead form shares, end to end on a real SQLite database:
 * what the visitor gets back in each case, and what is (and is not) stored.
 */
let serverEnv: ServerEnv;
beforeAll(async () => {
  serverEnv = setServerEnv({ LEADS_RATE_LIMIT_PER_HOUR: "8", LEADS_MIN_FILL_SECONDS: "3" });
  await migrateToLatest(getDatabase().db);
  await loadFormSessionSecret();
});
afterAll(() => serverEnv.restore());

function post(
  fields: Record<string, string | string[]>,
  ip: string,
  init: RequestInit = {},
  url = "http://127.0.0.1/dealer",
) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  return new Request(url, {
    method: "POST",
    body,
    headers: { "x-kamo-client-ip": ip },
    ...init,
  });
}

const session = async (issuedAgoMs = 10_000, form = "dealer") =>
  encodeFormSession(await createFormSession(form, Date.now() - issuedAgoMs));

type Answer =
  | Response
  | { data: { status: string; values?: unknown; errors?: unknown }; init: ResponseInit | null };

function statusOf(answer: Answer): number {
  return answer instanceof Response ? answer.status : Number(answer.init?.status ?? 200);
}

async function leads() {
  const rows = await getDatabase()
    .db.selectFrom("leads")
    .innerJoin("lead_deliveries", "lead_deliveries.lead_id", "leads.id")
    .select([
      "leads.id",
      "leads.form",
      "leads.spam",
      "leads.spam_reason",
      "leads.client_ip",
      "leads.fields_json",
      "lead_deliveries.status",
    ])
    .orderBy("leads.id")
    .execute();
  return rows.map(({ fields_json, ...row }) => {
    const fields = JSON.parse(fields_json) as Record<string, unknown>;
    return { ...row, fields, firm: fields.firmName as string | undefined };
  });
}

describe("handleLeadSubmission", () => {
  it("stores a valid lead and only then redirects to /thankyou", async () => {
    const answer = (await handleLeadSubmission(
      post({ ...validLeads.dealer, _session: await session() }, "10.0.0.1"),
      "dealer",
    )) as Answer;
    expect(statusOf(answer)).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/thankyou");
    expect(await leads()).toMatchObject([{ form: "dealer", spam: 0, client_ip: "10.0.0.1" }]);
    // An English lead is stored as before languages came: no language key.
    expect((await leads())[0]?.fields).not.toHaveProperty("_locale");
  });

  it("answers 400 with every error and every value kept, storing nothing", async () => {
    const typed = {
      ...validLeads.dealer,
      email: "not-an-email",
      tin: "12",
      _session: await session(),
    };
    const answer = (await handleLeadSubmission(post(typed, "10.0.0.2"), "dealer")) as Answer;
    expect(statusOf(answer)).toBe(400);
    expect(answer).toMatchObject({
      data: {
        status: "invalid",
        errors: { email: expect.any(String), tin: expect.any(String) },
        values: { email: "not-an-email", tin: "12", firmName: "Patil Hardware & Paints" },
      },
    });
    expect(await leads()).toHaveLength(1);
  });

  it("answers 400, not 500, to a body that is not a form", async () => {
    const request = new Request("http://127.0.0.1/dealer", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json", "x-kamo-client-ip": "10.0.0.3" },
    });
    expect(statusOf((await handleLeadSubmission(request, "dealer")) as Answer)).toBe(400);
  });

  it("stores spam flagged (honeypot, too fast, forged session) and still thanks the bot", async () => {
    const before = (await leads()).length;
    const honeypot = await handleLeadSubmission(
      post(
        {
          ...validLeads.dealer,
          firmName: "Bot 1",
          company_website: "http://spam",
          _session: await session(),
        },
        "10.0.0.4",
      ),
      "dealer",
    );
    const fast = await handleLeadSubmission(
      post({ ...validLeads.dealer, firmName: "Bot 2", _session: await session(500) }, "10.0.0.4"),
      "dealer",
    );
    const forged = await handleLeadSubmission(
      post(
        {
          ...validLeads.dealer,
          firmName: "Bot 3",
          _session: (await session()).replace(/\.[^.]+$/, ".forged"),
        },
        "10.0.0.4",
      ),
      "dealer",
    );
    for (const answer of [honeypot, fast, forged]) expect(statusOf(answer as Answer)).toBe(302);
    const spam = (await leads()).slice(before);
    expect(spam.map((l) => [l.spam, l.spam_reason?.split(" (")[0]])).toEqual([
      [1, "honeypot field filled"],
      [1, expect.stringMatching(/^filled in 0\.\d s$/)],
      [1, "form session bad-signature"],
    ]);
  });

  it("holds every lead whose session this server did not sign as spam, forwarding none", async () => {
    const before = (await leads()).length;
    const real = await session();
    const [key, issued] = real.split(".");
    const attacks: [string, string | undefined][] = [
      ["signature removed", `${key}.${issued}.`],
      ["signature removed, any time", `${key}.99.`],
      ["forged signature", `${key}.${issued}.${"x".repeat(43)}`],
      ["no session", undefined],
      ["malformed session", "not a session"],
      ["session of another form", await session(10_000, "vendor")],
    ];
    for (const [label, token] of attacks) {
      const fields: Record<string, string> = { ...validLeads.dealer, firmName: label };
      if (token !== undefined) fields._session = token;
      const answer = await handleLeadSubmission(post(fields, "10.0.0.6"), "dealer");
      expect(statusOf(answer as Answer), label).toBe(302); // the bot is thanked all the same
    }
    const control = await handleLeadSubmission(
      post({ ...validLeads.dealer, firmName: "A real dealer", _session: real }, "10.0.0.6"),
      "dealer",
    );
    expect(statusOf(control as Answer)).toBe(302);

    const stored = (await leads()).slice(before);
    expect(stored.map((l) => [l.firm, l.spam, l.spam_reason?.split(" (")[0], l.status])).toEqual([
      ["signature removed", 1, "form session unsigned", "held"],
      ["signature removed, any time", 1, "form session unsigned", "held"],
      ["forged signature", 1, "form session bad-signature", "held"],
      ["no session", 1, "form session missing", "held"],
      ["malformed session", 1, "form session malformed", "held"],
      ["session of another form", 1, "form session bad-signature", "held"],
      ["A real dealer", 0, undefined, "pending"],
    ]);
  });

  it("signs a session asked for before the secret was loaded", async () => {
    resetFormSessionSecret(); // as in the moment after a server starts
    const early = await createFormSession("dealer", Date.now() - 10_000);
    expect(early.signature).not.toBe("");
    const before = (await leads()).length;
    await handleLeadSubmission(
      post(
        { ...validLeads.dealer, firmName: "Early visitor", _session: encodeFormSession(early) },
        "10.0.0.7",
      ),
      "dealer",
    );
    expect((await leads()).slice(before)).toMatchObject([{ spam: 0, status: "pending" }]);
  });

  it("answers 503 with the input kept, never /thankyou, when the lead cannot be stored", async () => {
    const db = getDatabase().db;
    const before = (await leads()).length;
    // Stands in for "disk full" or "database down": the second write of the transaction fails.
    await db.schema.alterTable("lead_deliveries").renameTo("lead_deliveries_away").execute();
    try {
      const answer = (await handleLeadSubmission(
        post(
          { ...validLeads.dealer, firmName: "Unlucky Traders", _session: await session() },
          "10.0.0.5",
        ),
        "dealer",
      )) as Answer;
      expect(statusOf(answer)).toBe(503);
      expect(answer).toMatchObject({
        data: { status: "unavailable", values: { firmName: "Unlucky Traders" } },
      });
    } finally {
      await db.schema.alterTable("lead_deliveries_away").renameTo("lead_deliveries").execute();
    }
    expect(await leads()).toHaveLength(before);
  });

  describe("a database error after the form was read", () => {
    /** Shaped as node-postgres throws it: the detail quotes the row, a visitor's address in it. */
    function pgError() {
      return Object.assign(new Error("duplicate key value violates unique constraint"), {
        code: "23505",
        detail: "Key (email)=(planted.visitor@example.in) already exists.",
        table: "visit_bookings",
      });
    }

    /** Everything the site logged meanwhile, as written (JSON lines). */
    async function logged(run: () => Promise<unknown>): Promise<string> {
      const logs = captureLogs();
      try {
        await run();
        return logs.text();
      } finally {
        logs.restore();
      }
    }

    it.each([
      ["while the lead is stored (the booking in its transaction)", "alongside", "10.0.9.1"],
      ["after it is stored (the booking's confirmation)", "next", "10.0.9.2"],
    ] as const)("%s is logged by its code and message, never its detail", async (_, step, ip) => {
      const options = {
        [step]: () => Promise.reject(pgError()),
      } satisfies LeadSubmissionOptions;
      const log = await logged(async () =>
        handleLeadSubmission(
          post({ ...validLeads.dealer, firmName: `Logged ${step}`, _session: await session() }, ip),
          "dealer",
          options,
        ),
      );
      expect(log).not.toContain("planted.visitor@example.in");
      expect(log).toContain(
        '"code":"23505","message":"duplicate key value violates unique constraint"',
      );
    });
  });

  it("limits each client address, with a friendly 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const answer = (await handleLeadSubmission(
        post(
          { ...validLeads.dealer, firmName: `Firm ${i}`, _session: await session() },
          "10.0.0.9",
        ),
        "dealer",
      )) as Answer;
      statuses.push(statusOf(answer));
    }
    expect(statuses.slice(0, 8).every((s) => s === 302)).toBe(true);
    expect(statuses[8]).toBe(429);
    const other = await handleLeadSubmission(
      post(
        { ...validLeads.dealer, firmName: "Someone else", _session: await session() },
        "10.0.0.10",
      ),
      "dealer",
    );
    expect(statusOf(other as Answer)).toBe(302);
  });

  it("answers a Hindi page in Hindi, keeps what was typed, and thanks in Hindi", async () => {
    const typed = {
      ...validLeads.dealer,
      firmName: "पाटिल हार्डवेयर एंड पेंट्स",
      email: "not-an-email",
      state: "",
      _session: await session(),
    };
    const refused = (await handleLeadSubmission(
      post(typed, "10.0.1.1", {}, "http://127.0.0.1/hi/dealer"),
      "dealer",
    )) as Answer;
    expect(statusOf(refused)).toBe(400);
    expect(refused).toMatchObject({
      data: {
        status: "invalid",
        errors: { email: "ईमेल पता name@example.com की तरह लिखें", state: "राज्य चुनें" },
        values: { firmName: "पाटिल हार्डवेयर एंड पेंट्स", email: "not-an-email" },
      },
    });

    const sent = (await handleLeadSubmission(
      post(
        { ...typed, email: "patil@example.com", state: "Maharashtra" },
        "10.0.1.1",
        {},
        "http://127.0.0.1/hi/dealer",
      ),
      "dealer",
    )) as Response;
    expect(sent.headers.get("Location")).toBe("/hi/thankyou");
    const stored = (await leads()).at(-1);
    expect(stored?.fields).toMatchObject({ firmName: "पाटिल हार्डवेयर एंड पेंट्स", _locale: "hi" });
  });

  it("answers the embedded forms' shared endpoint in the language on its action", async () => {
    const url = "http://127.0.0.1/forms/quick-contact?lang=hi";
    const fields = {
      ...validLeads["quick-contact"],
      _session: await session(10_000, "quick-contact"),
    };
    const refused = (await handleLeadSubmission(
      post({ ...fields, question: "" }, "10.0.1.2", {}, url),
      "quick-contact",
    )) as Answer;
    expect(refused).toMatchObject({ data: { errors: { question: "अपना सवाल लिखें" } } });
    const sent = (await handleLeadSubmission(
      post(fields, "10.0.1.2", {}, url),
      "quick-contact",
    )) as Response;
    expect(sent.headers.get("Location")).toBe("/hi/thankyou");
    // Anything else on the query is English, as the path says.
    const english = (await handleLeadSubmission(
      post(
        { ...fields, question: "" },
        "10.0.1.2",
        {},
        "http://127.0.0.1/forms/quick-contact?lang=xx",
      ),
      "quick-contact",
    )) as Answer;
    expect(english).toMatchObject({ data: { errors: { question: "Enter your question" } } });
  });

  it("says in Hindi that it could not read the form", async () => {
    const request = new Request("http://127.0.0.1/hi/vendor", {
      method: "POST",
      body: "{not json",
      headers: { "content-type": "application/json", "x-kamo-client-ip": "10.0.1.3" },
    });
    expect(await handleLeadSubmission(request, "vendor")).toMatchObject({
      data: { errors: { _form: "हम यह फ़ॉर्म पढ़ नहीं पाए। कृपया इसे फिर से भरें।" } },
    });
  });
});

describe("the consent a lead is sent with (ADR 62)", () => {
  it("records the notice version in the page's language, marketing only when ticked, and where it was sent from", async () => {
    const db = getDatabase().db;
    const before = (await leads()).length;
    const ticked = (await handleLeadSubmission(
      post(
        {
          ...validLeads["quick-contact"],
          _session: await session(10_000, "quick-contact"),
          _channel: "page",
          "consent-marketing": "yes",
        },
        "10.0.2.1",
        {},
        "http://127.0.0.1/forms/quick-contact?lang=hi",
      ),
      "quick-contact",
    )) as Response;
    expect(ticked.headers.get("Location")).toBe("/hi/thankyou");
    const unticked = (await handleLeadSubmission(
      post(
        {
          ...validLeads["quick-contact"],
          subject: "Another question",
          _session: await session(10_000, "quick-contact"),
        },
        "10.0.2.1",
        {},
        "http://127.0.0.1/forms/quick-contact",
      ),
      "quick-contact",
    )) as Response;
    expect(unticked.status).toBe(302);

    const ids = (await leads()).slice(before).map((l) => l.id);
    expect(ids).toHaveLength(2);
    const consents = await consentsOfLeads(db, ids);
    const hindiVersion = noticeVersion(leadNoticeIn("quick-contact", "hi"));
    const englishVersion = noticeVersion(leadNoticeIn("quick-contact", "en"));
    expect(hindiVersion).not.toBe(englishVersion);
    expect(
      consents.map(({ leadId, purpose, noticeVersion, locale, channel }) => ({
        lead: ids.indexOf(leadId),
        purpose,
        noticeVersion,
        locale,
        channel,
      })),
    ).toEqual([
      { lead: 0, purpose: "request", noticeVersion: hindiVersion, locale: "hi", channel: "page" },
      { lead: 0, purpose: "marketing", noticeVersion: hindiVersion, locale: "hi", channel: "page" },
      // No channel posted: a plain form, sent before (or without) the page's script.
      {
        lead: 1,
        purpose: "request",
        noticeVersion: englishVersion,
        locale: "en",
        channel: "no-js",
      },
    ]);
  });

  it("keeps a ticked box ticked when the form comes back with errors, and records nothing", async () => {
    const before = (await leads()).length;
    const refused = (await handleLeadSubmission(
      post(
        {
          ...validLeads.dealer,
          dateOfBirth: "2999-01-01",
          _session: await session(),
          "consent-marketing": "yes",
        },
        "10.0.2.2",
      ),
      "dealer",
    )) as Answer;
    expect(statusOf(refused)).toBe(400);
    expect(refused).toMatchObject({ data: { values: { "consent-marketing": "yes" } } });
    expect((await leads()).length).toBe(before);
  });
});
