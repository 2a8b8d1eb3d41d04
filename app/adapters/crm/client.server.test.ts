import { afterEach, describe, expect, it } from "vitest";
import { startFakeCrm, type FakeCrm } from "../../../tests/mocks/fake-crm";
import { crmRequest, sendLeadToCrm, type CrmLead } from "./client.server";

const config = { baseUrl: "https://crm.example.com", accountId: "ACC 42", timeoutMs: 300 };

const dealer: CrmLead = {
  call: "lead",
  formTitle: "Dealer application",
  name: "Suresh Patil & Sons",
  email: "patil+paints@example.com",
  mobile: "9822012345",
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
      "Form: Dealer application\nFirm name: Patil Hardware & Paints; 100% genuine?\nState: महाराष्ट्र\nRemarks: வணக்கம் 🙏 مرحبا\nline two",
    );
    expect(request.headers["Idempotency-Key"]).toBe("key-1");
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
      remarks: "Form: Free consultation request\nType of project: Residential (10)",
    });
  });
});

describe("sending", () => {
  it("reports 200 as delivered, 500 and silence as failures, and the fake decodes what we sent", async () => {
    crm = await startFakeCrm();
    const live = { baseUrl: crm.url, accountId: crm.accountId, timeoutMs: 300 };
    expect(await sendLeadToCrm(dealer, live)).toEqual({ ok: true, status: 200 });
    expect(crm.requests[0]?.query.remarks).toContain("வணக்கம் 🙏 مرحبا");
    crm.behave("error");
    expect(await sendLeadToCrm(dealer, live)).toMatchObject({ ok: false, status: 500 });
    crm.behave("hang");
    const hung = await sendLeadToCrm(dealer, live);
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
