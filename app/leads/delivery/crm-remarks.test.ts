import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_QUERY_BYTES, crmRequest, type CrmConfig } from "~/leads/crm/client.server";
import { crmLeadOf } from "~/leads/delivery/outbox.server";
import { LEAD_LOCALE_KEY } from "~/leads/delivery/lead-types";
import { validateLead, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { validLeads } from "../../../tests/factories/leads";

/**
 * Contract tests for what a stored lead looks like in the CRM's remarks
 * (issue 26): compact, each value once, the lead's language, and within the
 * CRM's 2 KB query limit, ending with the lead's page in the staff area
 * whenever something had to be shortened.
 */
const config: CrmConfig = { baseUrl: "https://crm.example.com", accountId: "42", timeoutMs: 1 };
const SITE = "https://www.kamopaints.in";

/** A supplier who filled in every field, as a careful one would. */
const fullSupplier: LeadValues = {
  ...validLeads.vendor,
  address: "Plot 12, GIDC Phase 2, Vapi",
  country: "IN",
  telephone: "0260 240 1234",
  fax: "0260 240 1235",
  gstin: "24ABCDE1234F1Z5",
  ...Object.fromEntries(
    ["president", "finance", "sales", "purchasing", "contact"].flatMap((role, i) => [
      [`${role}Name`, `${role[0]!.toUpperCase()}${role.slice(1)} Desai`],
      [`${role}Phone`, `98980 1234${i}`],
      [`${role}Fax`, `0260 240 12${i}0`],
      [`${role}Experience`, String(10 + i)],
    ]),
  ),
  owner: "Desai family",
  capabilities: "500 tonnes of resin a month",
  materials: "Phthalic anhydride, soya oil, pentaerythritol",
  salesNextYear: "120",
  salesCurrentYear: "100",
  salesPreviousYear: "90",
  salesPreviousThreeYears: "250",
  customer2: "Berger Paints",
  customer3: "Shalimar Paints",
  customer4: "Indigo Paints",
  ts16949Date: "2018-06-01",
  ts16949Registrar: "BSI India",
};

function remarksOf(form: LeadFormId, values: LeadValues, locale?: string) {
  const checked = validateLead(form, values);
  if (!checked.success) throw new Error(JSON.stringify(checked.errors));
  const data = locale ? { ...checked.data, [LEAD_LOCALE_KEY]: locale } : checked.data;
  const row = { form, name: "n", email: "e@x.in", mobile: "9820012345" };
  const lead = crmLeadOf(77, { ...row, fields_json: JSON.stringify(data) }, "key", SITE);
  const request = crmRequest(lead, config);
  const url = new URL(request.url);
  // Consultations go as a JSON body (call 2), every other lead in the query (call 1).
  const remarks = request.body
    ? (JSON.parse(request.body) as { remarks: string }).remarks
    : (url.searchParams.get("remarks") ?? "");
  return { query: url.search.slice(1), remarks };
}

const staffLink = `${SITE}/staff/leads/77`;

describe("a supplier's remarks", () => {
  it("fit whole in 2 KB when every field is filled: customers 2-4 and ISO/TS arrive", () => {
    const { query, remarks } = remarksOf("vendor", fullSupplier);
    expect(query.length).toBeLessThanOrEqual(DEFAULT_MAX_QUERY_BYTES);
    expect(remarks).not.toContain(staffLink);
    for (const line of [
      "Customer 2: Berger Paints",
      "Customer 4: Indigo Paints",
      "ISO 9000: 2015-03-01",
      "ISO 9000 by: TÜV India",
      "TS 16949: 2018-06-01",
      "TS 16949 by: BSI India",
      "Country: India",
      "Language: English",
      "State: Gujarat",
    ])
      expect(remarks.split("\n")).toContain(line);
  });

  it("end with the lead's page in the staff area when the longest answers cannot fit", () => {
    const essay = "राल पकाने और पिगमेंट पीसने का काम, ".repeat(80).slice(0, 2_000);
    const values = { ...fullSupplier, address: essay, processes: essay, capabilities: essay };
    const { query, remarks } = remarksOf("vendor", values, "hi");
    expect(query.length).toBeLessThanOrEqual(DEFAULT_MAX_QUERY_BYTES);
    expect(remarks.endsWith(`\nFull lead: ${staffLink}`)).toBe(true);
    const lines = remarks.split("\n");
    expect(lines).toContain("Language: Hindi");
    // Short answers stay whole; only the long ones are shortened.
    expect(lines).toContain("Customer 4: Indigo Paints");
    expect(lines).toContain("TS 16949 by: BSI India");
    expect(lines.filter((line) => line.endsWith("…"))).toHaveLength(3);
  });
});

describe("every form's remarks", () => {
  it.each(Object.keys(validLeads) as LeadFormId[])(
    "%s: a label and its code once, no empty fields",
    (form) => {
      const { remarks } = remarksOf(form, { ...validLeads[form], state: "Haryana" });
      for (const line of remarks.split("\n")) {
        expect(line, line).toMatch(/^[^:]+: \S/);
        const repeated = /^(.*) \(([^()]+)\)$/.exec(line);
        if (repeated) expect(repeated[1], line).not.toContain(repeated[2]);
      }
    },
  );

  it("the consultation's country code is said once", () => {
    const { remarks } = remarksOf("consultation", validLeads.consultation);
    expect(remarks).toContain("Country code: India (+91)");
    expect(remarks).not.toContain("(+91) (+91)");
  });
});
