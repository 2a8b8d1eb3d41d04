import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/db/client.server";
import { leadsForNotice, storeLead } from "~/leads/delivery/store.server";
import { validateLead, type LeadFormId } from "~/leads/forms/lead-forms";
import { createMailer } from "~/lib/mail/mailer.server";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { validLeads } from "../../../tests/factories/leads";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/mocks/smtp-servers";
import { draftBoardReport, draftNotice } from "./notice.server";
import { sendBreachNotices, sendIncidentNotices } from "./outbox.server";
import {
  getIncident,
  markBoardReported,
  noticeCounts,
  noticesOfIncident,
  queueIncidentNotices,
  recordIncident,
  type BreachSelection,
  type IncidentInput,
} from "./store.server";

/**
 * The breach register (Rule 7; ADR 65): an incident with a drafted notice to
 * each person its selection finds, each in that person's language with every
 * part Rule 7(1) asks for; the notices sent once through the shared outbox
 * to a real SMTP server, a bad address failing alone while the others go.
 */
let t: TestDatabase;
let db: DB;
let smtp: TestSmtpServer;
const SITE = "http://localhost:3460";
const OFFICER = "grievance.officer@kamopaints.in";

/** An incident with a draft notice to each lead the leads' store finds, as the staff area records it. */
async function record(
  input: IncidentInput,
  selection: BreachSelection,
  query: Parameters<typeof leadsForNotice>[1],
): Promise<number | null> {
  const people = await leadsForNotice(db, query);
  if (people.length === 0) return null;
  return recordIncident(db, input, { selection, people }, OFFICER);
}
const UNKNOWN = "no-such-user@example.in";

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.handle.db;
  smtp = await startSmtpServer({ unknownRecipients: [UNKNOWN] });
});
afterAll(async () => {
  await t.cleanup();
  await smtp.close();
});

let serial = 0;
async function lead(
  form: LeadFormId,
  over: Record<string, string>,
  locale: "en" | "hi" = "en",
  at = new Date(),
): Promise<number> {
  const checked = validateLead(form, { ...validLeads[form], ...over });
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const stored = await storeLead(
    db,
    {
      form,
      sessionKey: `breach-test-session-${String(++serial).padStart(8, "0")}`,
      data: checked.data,
      locale,
      clientIp: "203.0.113.9",
      userAgent: "vitest",
    },
    at,
  );
  return stored.leadId;
}

const incident = (over: Partial<IncidentInput> = {}): IncidentInput => ({
  title: "Dealer applications readable on a test server",
  foundAt: "2026-11-27T05:00:00.000Z",
  occurredAt: "2026-11-20T10:00:00.000Z",
  whatHappened: {
    en: "A copy of dealer applications was left on a test server that anyone with its address could read.",
    hi: "डीलर आवेदनों की एक प्रति एक टेस्ट सर्वर पर रह गई थी, जिसे उसका पता जानने वाला कोई भी पढ़ सकता था।",
  },
  stepsTaken: {
    en: "We took the server down within the hour and changed every key it held.",
    hi: "हमने एक घंटे के भीतर सर्वर बंद किया और उसकी हर कुंजी बदल दी।",
  },
  kinds: ["contact", "identity"],
  ...over,
});

describe(`the breach register on ${testDialect()}`, () => {
  it("records an incident with a draft notice to each person the form and dates find, or their numbers", async () => {
    const inside = await lead(
      "quick-contact",
      { email: "asha@example.in" },
      "en",
      new Date("2026-11-10T06:00:00Z"),
    );
    const hindi = await lead(
      "quick-contact",
      { name: "प्रिया नायर", email: "priya@example.in" },
      "hi",
      new Date("2026-11-11T06:00:00Z"),
    );
    await lead(
      "quick-contact",
      { email: "later@example.in" },
      "en",
      new Date("2026-11-25T06:00:00Z"),
    );
    await lead(
      "lets-talk",
      { email: "other-form@example.in" },
      "en",
      new Date("2026-11-10T07:00:00Z"),
    );

    const id = await record(
      incident(),
      { by: "form", form: "quick-contact", from: "2026-11-01", to: "2026-11-15" },
      { form: "quick-contact", from: "2026-10-31T18:30:00.000Z", to: "2026-11-15T18:30:00.000Z" },
    );
    const stored = await getIncident(db, id!);
    expect(stored).toMatchObject({
      affectedCount: 2,
      noticesSentAt: null,
      kinds: ["contact", "identity"],
      createdBy: OFFICER,
      selection: { by: "form", form: "quick-contact", from: "2026-11-01", to: "2026-11-15" },
    });
    const notices = await noticesOfIncident(db, id!);
    expect(notices.map((n) => [n.leadId, n.locale, n.status])).toEqual([
      [inside, "en", "draft"],
      [hindi, "hi", "draft"],
    ]);

    const byNumber = await record(
      incident({ title: "One lead" }),
      { by: "leads", leadIds: [hindi, 99_999] },
      {
        leadIds: [hindi, 99_999],
      },
    );
    expect((await getIncident(db, byNumber!))?.affectedCount).toBe(1);
    expect(await leadsForNotice(db, { leadIds: [99_999] })).toEqual([]);
  });

  it("drafts the notice in the person's language with every part Rule 7(1) asks for, and the Board's report", () => {
    const base = { ...incident(), id: 7 };
    const english = draftNotice(base, { name: "Asha Rao", locale: "en" }, SITE);
    expect(english.subject).toBe("Kamo Paints: a breach of your personal data (BR-0007)");
    const headings = english.sections.map((s) => s.heading).filter(Boolean);
    expect(headings).toEqual([
      "What happened",
      "Which of your data it reached",
      "What it may mean for you",
      "What we have done",
      "What you can do",
      "Whom to contact",
    ]);
    expect(english.text).toContain("Dear Asha Rao,");
    expect(english.text).toContain("left on a test server");
    expect(english.text).toContain("We became aware of it on 27 November 2026.");
    expect(english.text).toContain("Your PAN, GSTIN or TIN");
    expect(english.text).toContain("took the server down");
    expect(english.text).toContain("privacy@kamopaints.in");
    expect(english.html).toContain('<html lang="en">');

    const hindi = draftNotice(base, { name: "प्रिया नायर", locale: "hi" }, SITE);
    expect(hindi.sections.map((s) => s.heading).filter(Boolean)).toEqual([
      "क्या हुआ",
      "आपका कौन-सा डेटा प्रभावित हुआ",
      "आप पर इसका क्या असर हो सकता है",
      "हमने क्या किया है",
      "आप क्या कर सकते हैं",
      "किससे संपर्क करें",
    ]);
    expect(hindi.text).toContain("प्रिय प्रिया नायर,");
    expect(hindi.text).toContain("टेस्ट सर्वर पर");
    expect(hindi.text).not.toContain("left on a test server");
    expect(hindi.html).toContain('<html lang="hi">');
    // Bank advice only when bank details were reached.
    expect(english.text).not.toContain("Tell your bank");
    expect(
      draftNotice({ ...base, kinds: ["bank"] }, { name: "", locale: "en" }, SITE).text,
    ).toContain("Dear customer,");

    const report = draftBoardReport(base, {
      affectedCount: 2,
      byLocale: { en: 1, hi: 1 },
      notices: { drafted: 2, queued: 0, delivered: 0, failed: 0 },
    });
    expect(report).toContain("Data Principals affected: 2 (1 in English, 1 in Hindi)");
    expect(report).toContain("Report due by 30 Nov 2026, 10:30 am (India time)");
  });

  it("sends each notice once through the outbox to the SMTP server; a bad address fails alone", async () => {
    const good1 = await lead("quick-contact", { email: "ravi@example.in" }, "en");
    const bad = await lead("quick-contact", { email: UNKNOWN }, "en");
    const good2 = await lead("quick-contact", { name: "सुनीता", email: "sunita@example.in" }, "hi");
    const id = (await record(
      incident({ title: "Outbox test" }),
      { by: "leads", leadIds: [good1, bad, good2] },
      { leadIds: [good1, bad, good2] },
    ))!;
    const mailer = createMailer({
      host: "127.0.0.1",
      port: smtp.port,
      secure: false,
      requireTLS: false,
      from: "Kamo Paints <privacy@kamopaints.in>",
      timeouts: { connectionMs: 2_000, greetingMs: 2_000, socketMs: 2_000, sendMs: 5_000 },
    });
    const options = {
      db,
      mailer,
      policy: { maxAttempts: 3, baseMs: 1, capMs: 1, random: () => 0 },
      siteUrl: SITE,
      leaseMs: 30_000,
    };
    // Drafts are never sent.
    expect(await sendBreachNotices(options, "w1")).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(smtp.received).toHaveLength(0);

    expect(await sendIncidentNotices(db, id)).toBe(3);
    expect(await queueIncidentNotices(db, id)).toBeNull();

    const pass = await sendBreachNotices(options, "w1");
    expect(pass).toEqual({ delivered: 2, retrying: 0, dead: 1 });
    expect(
      smtp.received
        .map((m) => m.rcptTo)
        .flat()
        .sort(),
    ).toEqual(["ravi@example.in", "sunita@example.in"]);
    const hindiMail = smtp.received.find((m) => m.rcptTo.includes("sunita@example.in"))!;
    expect(hindiMail.parsed.subject).toBe(
      "कामो पेंट्स: आपके निजी डेटा की सुरक्षा में सेंध (BR-" + String(id).padStart(4, "0") + ")",
    );
    expect(hindiMail.parsed.text).toContain("प्रिय सुनीता,");
    const byLead = new Map((await noticesOfIncident(db, id)).map((n) => [n.leadId, n]));
    expect(byLead.get(good1)?.status).toBe("delivered");
    expect(byLead.get(good2)?.status).toBe("delivered");
    expect(byLead.get(bad)).toMatchObject({ status: "dead", attempts: 1 });
    // The refusal is kept, the address in it is not.
    expect(byLead.get(bad)?.lastError).toMatch(/550|No such user/);
    expect(byLead.get(bad)?.lastError).not.toContain(UNKNOWN);

    // A second pass sends nobody twice.
    expect(await sendBreachNotices(options, "w2")).toEqual({ delivered: 0, retrying: 0, dead: 0 });
    expect(smtp.received).toHaveLength(2);
    expect((await noticeCounts(db, id)).byStatus).toMatchObject({
      delivered: 2,
      dead: 1,
      draft: 0,
    });
  });

  it("stops the countdown once the report to the Board is recorded, once", async () => {
    const id = (await record(incident({ title: "Reported" }), { by: "form" }, {}))!;
    expect(await markBoardReported(db, id, new Date("2026-11-28T00:00:00Z"))).toBe(true);
    expect(await markBoardReported(db, id)).toBe(false);
    expect((await getIncident(db, id))?.boardReportedAt).toBe("2026-11-28T00:00:00.000Z");
  });
});
