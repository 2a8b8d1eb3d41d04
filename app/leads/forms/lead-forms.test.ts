import { describe, expect, it } from "vitest";
import {
  fieldsOf,
  labelledValues,
  leadFormIds,
  englishLeadForms,
  validateLead,
  valuesFromFormData,
} from "./lead-forms";
import { validLeads } from "../../../tests/factories/leads";

describe("every form", () => {
  it.each(leadFormIds)("%s accepts a complete, valid submission", (id) => {
    const result = validateLead(id, validLeads[id]);
    expect(result.success ? [] : result.errors).toEqual([]);
  });

  it.each(leadFormIds)("%s names every required field it is missing", (id) => {
    const result = validateLead(id, {});
    const required = fieldsOf(englishLeadForms()[id])
      .filter((f) => f.required || f.requiredUnless)
      .map((f) => f.name)
      .sort();
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors).sort()).toEqual(required);
  });

  it.each(leadFormIds)("%s ignores fields it does not have", (id) => {
    const form = new FormData();
    form.set("is_admin", "1");
    expect(Object.keys(valuesFromFormData(id, form))).not.toContain("is_admin");
  });
});

describe("required rules from the spec", () => {
  it("dealer: all ten fields required", () => {
    const required = fieldsOf(englishLeadForms().dealer).filter((f) => f.required);
    expect(required).toHaveLength(10);
  });
  it("contractor short variant: only date of birth, mobile and TIN (or why there is none)", () => {
    const required = fieldsOf(englishLeadForms()["contractor-short"])
      .filter((f) => f.required)
      .map((f) => f.name);
    expect(required.sort()).toEqual(["dateOfBirth", "mobile", "tinStatus"]);
    const tin = fieldsOf(englishLeadForms()["contractor-short"]).find((f) => f.name === "tin");
    expect(tin?.requiredUnless?.field).toBe("tinStatus");
  });
  it("dealer and distributor: GSTIN / TIN stays required, with no way round it", () => {
    for (const id of ["dealer", "distributor"] as const) {
      const names = fieldsOf(englishLeadForms()[id]).map((f) => f.name);
      expect(names).not.toContain("tinStatus");
      const result = validateLead(id, { ...validLeads[id], tin: "" });
      expect(result.success ? {} : result.errors).toEqual({ tin: "Enter GSTIN / TIN" });
    }
  });
  it("vendor: only the description of processes", () => {
    const required = fieldsOf(englishLeadForms().vendor)
      .filter((f) => f.required)
      .map((f) => f.name);
    expect(required).toEqual(["processes"]);
  });
  it("consultation: the mobile and where the home is; the email and the message are optional", () => {
    const required = fieldsOf(englishLeadForms().consultation)
      .filter((f) => f.required)
      .map((f) => f.name);
    expect(required.sort()).toEqual(["countryCode", "locality", "mobile", "name", "pin"]);
  });
});

describe("a contractor's GSTIN / TIN", () => {
  const forms = ["contractor", "contractor-short"] as const;

  it.each(forms)("%s: a painter without a GSTIN says so and is accepted", (id) => {
    for (const tinStatus of ["not-registered", "applied"]) {
      const result = validateLead(id, { ...validLeads[id], tinStatus, tin: "" });
      expect(result.success ? result.data : result.errors).toMatchObject({ tinStatus });
      if (result.success) expect("tin" in result.data).toBe(false);
    }
  });

  it.each(forms)("%s: a registered contractor must give the number", (id) => {
    const result = validateLead(id, { ...validLeads[id], tinStatus: "registered", tin: " " });
    expect(result.success ? {} : result.errors).toEqual({
      tin: "Enter your GSTIN or TIN, or choose Not registered or Applied for",
    });
    const hindi = validateLead(id, { ...validLeads[id], tinStatus: "", tin: "" }, "hi");
    expect(hindi.success ? {} : hindi.errors).toEqual({
      tinStatus: "जीएसटी पंजीकरण चुनें",
      tin: "अपना जीएसटीआईएन या टिन लिखें, या “पंजीकृत नहीं” या “आवेदन किया है” चुनें",
    });
  });

  it.each(forms)("%s: the format is checked only for what was entered", (id) => {
    const typo = validateLead(id, { ...validLeads[id], tinStatus: "applied", tin: "27ABC" });
    expect(typo.success ? {} : typo.errors).toEqual({
      tin: "Enter your 15-character GSTIN (for example 27ABCDE1234F1Z5) or 11-digit TIN",
    });
    const gstin = validateLead(id, { ...validLeads[id], tin: "27abcde1234f1z5" });
    expect(gstin.success ? gstin.data.tin : gstin.errors).toBe("27ABCDE1234F1Z5");
  });
});

describe("a supplier's country", () => {
  const abroad = {
    ...validLeads.vendor,
    country: "US",
    state: "",
    city: "Newark, NJ",
    zip: "07102",
    telephone: "+1 973 555 0100",
    contactPhone: "+1 (973) 555-0199",
    fax: "001 973 555 0111",
  };

  it("is India unless chosen, with Indian PIN and phone rules", () => {
    const vendor = fieldsOf(englishLeadForms().vendor).find((f) => f.name === "country");
    expect(vendor?.defaultValue).toBe("IN");
    const usZip = validateLead("vendor", { ...validLeads.vendor, zip: "07102" });
    expect(usZip.success ? {} : usZip.errors).toEqual({
      zip: "Enter the 6-digit PIN code, for example 400001",
    });
    const india = validateLead("vendor", { ...validLeads.vendor, country: "IN", telephone: "123" });
    expect(india.success ? {} : india.errors).toEqual({
      telephone: "Enter the phone number with its STD code, for example 022 2345 6789",
    });
  });

  it("takes a supplier in the US: ZIP 07102 and +1 numbers, stored in E.164", () => {
    const result = validateLead("vendor", abroad);
    expect(result.success ? result.data : result.errors).toMatchObject({
      country: "US",
      zip: "07102",
      telephone: "+19735550100",
      contactPhone: "+19735550199",
      fax: "+19735550111",
    });
  });

  it("asks for the country code elsewhere, in the page's language", () => {
    const result = validateLead("vendor", { ...abroad, telephone: "973 555 0100" }, "hi");
    expect(result.success ? {} : result.errors).toEqual({
      telephone: "नंबर देश के कोड के साथ लिखें, जैसे +1 973 555 0100",
    });
    const zip = validateLead("vendor", { ...abroad, zip: "0710212345678" });
    expect(zip.success ? {} : zip.errors).toEqual({
      zip: "Enter the postal code: up to 10 letters and digits",
    });
  });
});

describe("codes and cross-field rules", () => {
  it("rejects codes outside the spec's lists", () => {
    const bad = validateLead("dealer", { ...validLeads.dealer, firmType: "50" });
    expect(bad.success ? {} : bad.errors).toEqual({ firmType: "Choose firm type from the list" });
    const competitor = validateLead("contractor", {
      ...validLeads.contractor,
      competitors: ["50", "999"],
    });
    expect(competitor.success).toBe(false);
  });

  it("keeps every selection: codes stored, labels shown", () => {
    const result = validateLead("contractor", validLeads.contractor);
    if (!result.success) throw new Error("expected valid");
    expect(result.data.competitors).toEqual(["50", "70"]);
    expect(result.data.partyInExistence).toBe("150");
    const labelled = labelledValues("contractor", result.data);
    expect(labelled.find((l) => l.name === "competitors")?.value).toBe(
      "Asian Paints (50), Berger (70)",
    );
    expect(labelled.find((l) => l.name === "firmType")?.value).toBe("Proprietor (10)");
  });

  it("consultation mobile follows the country code", () => {
    const india = validateLead("consultation", { ...validLeads.consultation, mobile: "501234567" });
    expect(india.success ? {} : india.errors).toEqual({
      mobile: "Enter an Indian 10-digit mobile number, for example 98200 12345 or +91 98200 12345",
    });
    const uae = validateLead("consultation", {
      ...validLeads.consultation,
      countryCode: "+971",
      mobile: "501234567",
    });
    expect(uae.success).toBe(true);
  });

  it.each(["dealer", "distributor", "contractor", "contractor-short"] as const)(
    "%s: a mobile typed with +91, 0 or spaces is stored as its ten digits",
    (id) => {
      for (const mobile of ["+91 98290 12345", "098290 12345", "98290-12345", "0091 9829012345"]) {
        const result = validateLead(id, { ...validLeads[id], mobile });
        expect(result.success ? result.data.mobile : result.errors, mobile).toBe("9829012345");
      }
      const abroad = validateLead(id, { ...validLeads[id], mobile: "+1 973 555 0100" }, "hi");
      expect(abroad.success ? {} : abroad.errors).toEqual({
        mobile: "भारत का 10 अंकों का मोबाइल नंबर लिखें, जैसे 98200 12345 या +91 98200 12345",
      });
    },
  );

  it("distributor: an area needs its company, shown together with other errors", () => {
    const result = validateLead("distributor", {
      ...validLeads.distributor,
      email: "nope",
      company2: "",
      area2: "Jalandhar",
    });
    expect(result.success ? {} : result.errors).toMatchObject({
      email: expect.stringMatching(/email/),
      company2: "Add the company you cover this area for",
    });
  });

  it("drops empty optional fields and trims text", () => {
    const result = validateLead("lets-talk", { ...validLeads["lets-talk"], name: "  Fatima  " });
    if (!result.success) throw new Error("expected valid");
    expect(result.data.name).toBe("Fatima");
    expect("subject" in result.data).toBe(false);
  });

  it("keeps HTML as plain text (it is escaped wherever it is shown)", () => {
    const html = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    const result = validateLead("quick-contact", {
      ...validLeads["quick-contact"],
      question: html,
    });
    if (!result.success) throw new Error("expected valid");
    expect(result.data.question).toBe(html);
  });

  it("bounds length", () => {
    const result = validateLead("quick-contact", {
      ...validLeads["quick-contact"],
      question: "x".repeat(2_001),
    });
    expect(result.success ? {} : result.errors).toEqual({
      question: "Your question can be at most 2000 characters",
    });
  });
});
