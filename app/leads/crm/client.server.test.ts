import { afterEach, describe, expect, it } from "vitest";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import {
  DEFAULT_MAX_QUERY_BYTES,
  crmRequest,
  fitRemarks,
  sendLeadToCrm,
  type CrmLead,
} from "./client.server";

const config = { baseUrl: "https://crm.example.com", accountId: "ACC 42", timeoutMs: 300 };

const dealer: CrmLead = {
  leadId: 41,
  call: "lead",
  formTitle: "Dealer application",
  name: "Suresh Patil & Sons",
  email: "patil+paints@example.com",
  mobile: "9822012345",
  language: "English",
  staffUrl: "https://www.kamopaints.in/staff/leads/41",
  details: [
    { label: "Firm name", value: "Patil Hardware & Paints; 100% genuine?" },
    { label: "State", value: "महाराष्ट्र" },
    { label: "Remarks", value: "வணக்கம் 🙏 مرحبا\nline two" },
  ],
  idempotencyKey: "key-1",
};

let crm: FakeCrm | undefined;
afterEach(async () => {
  await crm?.close();
  crm = undefined;
});

describe("CRM call 1 (leads)", () => {
  it("posts the five query parameters, every value percent-encoded as UTF-8", () => {
    const request = crmRequest(dealer, config);
    expect(request.method).toBe("POST");
    expect(request.body).toBeUndefined();
    const url = new URL(request.url);
    expect(url.pathname).toBe("/api/WebApi/pushCRMDealMongo/ACC%2042");
    expect([...url.searchParams.keys()]).toEqual([
      "countryCode",
      "name",
      "emailID",
      "mobile",
      "remarks",
    ]);
    expect(url.searchParams.get("name")).toBe("Suresh Patil & Sons");
    expect(url.searchParams.get("emailID")).toBe("patil+paints@example.com");
    expect(url.search).toContain("emailID=patil%2Bpaints%40example.com");
    expect(url.search).not.toMatch(/[ &]Sons/);
    expect(url.searchParams.get("remarks")).toBe(
      "Form: Dealer application\nLanguage: English\nFirm name: Patil Hardware & Paints; 100% genuine?\nState: महाराष्ट्र\nRemarks: வணக்கம் 🙏 مرحبا\nline two",
    );
    expect(request.headers["Idempotency-Key"]).toBe("key-1");
  });
});

describe("long leads", () => {
  // 2,000 characters of Hindi (the longest message a form takes), 18 KB encoded.
  const message = "नमस्ते, हमें अपने घर की बाहरी दीवारों के लिए पेंट चाहिए। ".repeat(36).slice(0, 2_000);
  const long: CrmLead = { ...dealer, details: [{ label: "Message", value: message }] };

  it("keeps the query within the limit, whole characters only, and ends with the lead's page", () => {
    const url = new URL(crmRequest(long, config).url);
    expect(url.search.length - 1).toBeLessThanOrEqual(DEFAULT_MAX_QUERY_BYTES);
    const remarks = url.searchParams.get("remarks") ?? "";
    expect(remarks).toMatch(/\nFull lead: https:\/\/www\.kamopaints\.in\/staff\/leads\/41$/);
    expect(remarks.startsWith("Form: Dealer application\nLanguage: English\nMessage: ")).toBe(true);
    const kept = remarks.slice(0, remarks.indexOf("…\nFull lead"));
    expect(kept.length).toBeGreaterThan(100);
    const original = `Form: Dealer application\nLanguage: English\nMessage: ${message}`;
    expect(original.startsWith(kept)).toBe(true);
    // The cut falls between syllables: no vowel sign or virama is left behind.
    expect(original[kept.length]).not.toMatch(/[\u093e-\u094d]/u);
    expect(url.searchParams.get("name")).toBe(long.name);
  });

  it("keeps every short line whole and shortens only the long ones", () => {
    const lines = [
      "Form: Supplier registration",
      `Address: ${"Plot 12, GIDC ".repeat(40)}`,
      "Customer 4: Indigo Paints",
      `Processes: ${"resin cooking ".repeat(60)}`,
      "TS 16949 by: BSI India",
    ];
    const fitted = fitRemarks(lines, "https://x.in/staff/leads/7", 600);
    expect(encodeURIComponent(fitted).length).toBeLessThanOrEqual(600);
    const out = fitted.split("\n");
    expect(out).toEqual([
      lines[0],
      expect.stringMatching(/^Address: Plot 12.*…$/),
      lines[2],
      expect.stringMatching(/^Processes: resin cooking.*…$/),
      lines[4],
      "Full lead: https://x.in/staff/leads/7",
    ]);
    // The two long lines share the room alike.
    const [address, processes] = [out[1]!, out[3]!].map((l) => encodeURIComponent(l).length);
    expect(Math.abs(address! - processes!)).toBeLessThan(12);
  });

  it("leaves remarks that fit as they are, and honours a configured limit", () => {
    expect(fitRemarks(["Form: Quick contact"], "https://x.in/staff/leads/7", 100)).toBe(
      "Form: Quick contact",
    );
    const wide = crmRequest(long, { ...config, maxQueryBytes: 40_000 });
    expect(new URL(wide.url).searchParams.get("remarks")).toContain(message);
  });

  it("cuts between graphemes, never inside an emoji sequence", () => {
    const family = "👨‍👩‍👧"; // one grapheme, three people joined
    const fitted = fitRemarks([`Note: ${family.repeat(100)}`], "https://x.in/l/9", 300);
    expect(encodeURIComponent(fitted).length).toBeLessThanOrEqual(300);
    const kept = fitted.slice("Note: ".length, fitted.indexOf("…\nFull lead"));
    expect(kept.length % family.length).toBe(0);
    expect(kept.length).toBeGreaterThan(0);
  });

  it("reaches a CRM that refuses query strings over 2,048 bytes", async () => {
    crm = await startFakeCrm({ maxQueryBytes: 2_048 });
    const live = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 1_000 };
    expect(await sendLeadToCrm(long, live)).toEqual({ ok: true, status: 200 });
    expect(await sendLeadToCrm(long, { ...live, maxQueryBytes: 40_000 })).toMatchObject({
      ok: false,
      status: 414,
    });
  });
});

describe("CRM call 2 (consultations)", () => {
  it("posts a JSON body with name, email, mobile and labelled remarks", () => {
    const request = crmRequest(
      {
        ...dealer,
        call: "consultation",
        formTitle: "Free consultation request",
        details: [{ label: "Type of project", value: "Residential (10)" }],
      },
      config,
    );
    expect(new URL(request.url).search).toBe("");
    expect(request.headers["Content-Type"]).toMatch(/application\/json/);
    expect(JSON.parse(request.body ?? "")).toEqual({
      name: "Suresh Patil & Sons",
      email: "patil+paints@example.com",
      mobile: "9822012345",
      remarks:
        "Form: Free consultation request\nLanguage: English\nType of project: Residential (10)",
    });
  });
});

describe("sending", () => {
  it("reports 200 as delivered, 500 and silence as failures, and the fake decodes what we sent", async () => {
    crm = await startFakeCrm();
    // Answers get a generous wait (a loaded CI machine is slow to answer); the
    // silence only the short one, so the test does not wait long for it.
    const live = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 10_000 };
    expect(await sendLeadToCrm(dealer, live)).toEqual({ ok: true, status: 200 });
    expect(crm.requests[0]?.query.remarks).toContain("வணக்கம் 🙏 مرحبا");
    crm.behave("error");
    expect(await sendLeadToCrm(dealer, live)).toMatchObject({ ok: false, status: 500 });
    crm.behave("hang");
    const hung = await sendLeadToCrm(dealer, { ...live, timeoutMs: 300 });
    expect(hung).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no answer within 300 ms/),
    });
    await crm.close();
    const down = await sendLeadToCrm(dealer, live);
    crm = undefined;
    expect(down).toMatchObject({ ok: false, error: expect.stringMatching(/CRM unreachable/) });
  });
});
