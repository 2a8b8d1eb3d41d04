import { describe, expect, it } from "vitest";
import { englishRuleMessages, englishRuleWords, type RuleMessageKey } from "~/lib/forms/fields";
import * as options from "~/lib/forms/options";
import * as choices from "./choices";
import { validLeads } from "../../../tests/factories/leads";
import dialogEn from "../consultation/messages/en.json";
import dialogHi from "../consultation/messages/hi.json";
import {
  fieldsOf,
  leadFormIds,
  englishLeadForms,
  leadFormsIn,
  validateLead,
  type LeadField,
  type LeadFormDefinition,
  type LeadFormId,
  type LeadValues,
} from "./lead-forms";
import checksEn from "./checks/messages/en.json";
import checksHi from "./checks/messages/hi.json";
import { checkMessages } from "./checks/messages";
import en from "../messages/en.json";
import hi from "../messages/hi.json";

/**
 * The lead forms in Hindi (issue 25): the same forms with Hindi words, every
 * validation message said in Hindi, and Hindi written by docs/hindi-style.md.
 */

const hiForms = leadFormsIn("hi");
const hiT = checkMessages.in("hi");

/** What a form is apart from its words: names, kinds, rules' kinds, codes, what is required. */
function shape(definition: LeadFormDefinition) {
  return fieldsOf(definition).map((field) => ({
    name: field.name,
    kind: field.kind,
    required: Boolean(field.required),
    rule: field.rule?.type,
    codes: field.options?.map((option) => option.value),
    section: definition.sections.findIndex((section) => section.fields.includes(field)),
  }));
}

describe("the Hindi forms", () => {
  it.each(leadFormIds)("%s has the English form's fields, rules and codes", (id) => {
    expect(shape(hiForms[id])).toEqual(shape(englishLeadForms()[id]));
    expect(hiForms[id].submitLabel).not.toBe(englishLeadForms()[id].submitLabel);
  });

  it("label every field, hint, prompt and section in Devanagari", () => {
    const texts = leadFormIds.flatMap((id) => [
      hiForms[id].submitLabel,
      ...hiForms[id].sections.flatMap((section) => [section.legend ?? "", section.intro ?? ""]),
      ...fieldsOf(hiForms[id]).flatMap((field) => [
        field.label,
        field.hint ?? "",
        field.prompt ?? "",
      ]),
    ]);
    expect(texts.filter((text) => text !== "" && !devanagari.test(text))).toEqual([]);
  });

  it("show the choices' words in Hindi and company names as the companies write them", () => {
    const options = (form: LeadFormId, name: string) =>
      fieldsOf(hiForms[form]).find((field) => field.name === name)?.options ?? [];
    expect(options("dealer", "state").find((o) => o.value === "Maharashtra")?.label).toBe(
      "महाराष्ट्र",
    );
    expect(options("contractor", "competitors").map((o) => o.label)).toEqual([
      "Asian Paints",
      "GNP",
      "Berger",
      "CI",
      "Rajdoot",
      "Shalimar",
      "कोई और",
    ]);
  });
});

describe("the English forms", () => {
  // The English labels of the choices come from the catalogue now; staff, the
  // CSV export and the CRM show them, so they must stay those of the spec's lists.
  const lists: Record<string, readonly options.Choice[]> = {
    state: options.indianStates,
    countryCode: choices.countryCodes,
    type: choices.consultationTypes,
    firmType: choices.firmTypes,
    partyInExistence: choices.partyInExistence,
    tinStatus: choices.tinStatuses,
    country: choices.supplierCountries,
    competitors: choices.competitorCompanies,
    businessType: choices.businessTypes,
    classification: choices.classifications,
    // Not a list of the spec's: the visit's parts of the day (issue 42), as the catalogue names them.
    visitSlot: (["morning", "afternoon", "evening"] as const).map((value) => ({
      value,
      label: en[`visit.slot.${value}`],
    })),
  };

  it("show the choices of ./choices and ~/lib/forms/options, word for word", () => {
    const fields = leadFormIds
      .flatMap((id) => fieldsOf(englishLeadForms()[id]))
      .filter((f) => f.options);
    expect(fields.length).toBeGreaterThan(8);
    for (const field of fields) expect(field.options, field.name).toEqual(lists[field.name]);
  });
});

/** Values that break each rule a field can have, and the empty value for a required field. */
function badValues(field: LeadField): Array<string | string[]> {
  if (field.kind === "checkboxes") return [["999"]];
  const values: Array<string | string[]> = ["x".repeat(2_100), "x", "9", "@@", "2023-02-30"];
  if (field.required) values.push("");
  switch (field.rule?.type) {
    case "indianMobile":
      values.push("5123456789");
      break;
    case "pastDate":
      values.push("2999-01-01");
      break;
    case "dateOfBirth":
      values.push("2999-01-01", new Date().toISOString().slice(0, 10));
      break;
    case "wholeNumber":
      values.push("1000");
      break;
    case "personName":
      values.push("12345", "ab".repeat(60));
      break;
    case "email":
      values.push(`${"a".repeat(250)}@example.com`);
      break;
    case "phoneNumber":
      values.push("1".repeat(16));
      break;
  }
  return values;
}

/** Each refused submission's message for `name`, in English and in Hindi. */
function messagesFor(id: LeadFormId, values: LeadValues, name: string) {
  const english = validateLead(id, values);
  const hindi = validateLead(id, values, "hi");
  return {
    english: english.success ? undefined : english.errors[name],
    hindi: hindi.success ? undefined : hindi.errors[name],
  };
}

describe("validation messages in Hindi", () => {
  it.each(leadFormIds)("%s: every message a check gives is said in Hindi", (id) => {
    const seen = new Map<string, string>();
    for (const field of fieldsOf(englishLeadForms()[id])) {
      const hindiLabel = fieldsOf(hiForms[id]).find((f) => f.name === field.name)!.label;
      const fallback = hiT("error.check", { label: hindiLabel });
      for (const value of badValues(field)) {
        const { english, hindi } = messagesFor(
          id,
          { ...validLeads[id], [field.name]: value },
          field.name,
        );
        if (english === undefined) continue;
        expect(hindi, `${field.name}: ${english}`).toMatch(devanagari);
        expect(hindi, `${field.name}: ${english} has no Hindi of its own`).not.toBe(fallback);
        seen.set(english, hindi!);
      }
    }
    // Each English message has one Hindi one, and two different English messages never share it.
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(seen.size).toBeGreaterThan(3);
  });

  it("says the cross-field rules in Hindi", () => {
    const india = messagesFor(
      "consultation",
      { ...validLeads.consultation, mobile: "501234567" },
      "mobile",
    );
    expect(india.hindi).toBe(checksHi["rule.mobileDigits"]);
    const area = messagesFor(
      "distributor",
      { ...validLeads.distributor, company2: "", area2: "जालंधर" },
      "company2",
    );
    expect(area).toEqual({
      english: checksEn["error.companyForArea"],
      hindi: checksHi["error.companyForArea"],
    });
  });

  it("gives the required and the choice messages their Hindi sentences", () => {
    const result = validateLead("dealer", {}, "hi");
    expect(result.success ? {} : result.errors).toMatchObject({
      firmName: "फ़र्म का नाम भरें",
      state: "राज्य चुनें",
      companiesDealtWith: checksHi["required.companiesDealtWith"],
    });
    const wrongCode = validateLead("dealer", { ...validLeads.dealer, state: "Atlantis" }, "hi");
    expect(wrongCode.success ? {} : wrongCode.errors).toEqual({ state: "राज्य सूची में से चुनें" });
  });

  it("says even zod's own message in the page's language, naming the field", () => {
    // Eight ticks for seven companies, or a list where one value goes: only a
    // hand-made post does this, and zod has no words of ours for it.
    const values = { ...validLeads.contractor, competitors: Array<string>(8).fill("50") };
    const { english, hindi } = messagesFor("contractor", values, "competitors");
    expect(english).toBe("Companies whose paints you apply: please check what you entered");
    expect(hindi).toBe(hiT("error.check", { label: "आप किन कंपनियों के पेंट लगाते हैं" }));
    const list = messagesFor("vendor", { ...validLeads.vendor, email: ["a"] }, "email");
    expect(list.hindi).toBe(hiT("error.check", { label: "ईमेल पता" }));
  });

  it("has every sentence of ~/lib/forms/fields, the English word for word", () => {
    const english = checkMessages.in("en");
    for (const key of Object.keys(englishRuleMessages) as RuleMessageKey[]) {
      const values = { label: "Label", max: 5, min: 1 };
      expect(english(key, values), key).toBe(englishRuleWords(key, values));
    }
  });

  it("leaves English messages exactly as ~/lib/forms/fields writes them", () => {
    const { english } = messagesFor("vendor", { ...validLeads.vendor, zip: "012345" }, "zip");
    expect(english).toBe("Enter the 6-digit PIN code, for example 400001");
  });
});

// ---------------------------------------------------------------- the catalogue's Hindi

const devanagari = /[\u0900-\u097F]/;
const catalogues = [
  { name: "messages", en: en as Record<string, string>, hi: hi as Record<string, string> },
  {
    name: "checks/messages",
    en: checksEn as Record<string, string>,
    hi: checksHi as Record<string, string>,
  },
  {
    name: "dialog/messages",
    en: dialogEn as Record<string, string>,
    hi: dialogHi as Record<string, string>,
  },
];
/** "{label}", "{count, plural, …}": the values a message takes, not the words of its branches. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[},]/g)].map((m) => m[1]).sort();
const figures = (text: string) => (text.match(/\d+(?:[.,:/]\d+)*/g) ?? []).sort();
/** docs/hindi-style.md: these words keep the nukta on फ़ and ज़. */
const nuktaWords = ["फ़ॉर्म", "फ़र्म", "फ़ोन", "ज़्यादा", "ज़रूर", "मुफ़्त", "ऑफ़िस", "फ़ैक्स", "फ़्री"];

describe.each(catalogues)("the Hindi of $name", ({ en: english, hi: hindi }) => {
  const keys = Object.keys(english);

  it("is Devanagari with Latin digits in every message", () => {
    expect(keys.filter((key) => !devanagari.test(hindi[key]!))).toEqual([]);
    expect(keys.filter((key) => /[\u0966-\u096F]/.test(hindi[key]!))).toEqual([]);
  });

  it("keeps the English message's placeholders and figures", () => {
    const differing = keys.filter(
      (key) =>
        placeholders(english[key]!).join() !== placeholders(hindi[key]!).join() ||
        figures(english[key]!).join() !== figures(hindi[key]!).join(),
    );
    expect(differing).toEqual([]);
  });

  it("follows the style guide: Devanagari company name, one spelling, NFC", () => {
    const problems = keys.flatMap((key) => {
      const text = hindi[key]!;
      return [
        ...(/Kamo/.test(text) ? [`${key}: company name in Latin`] : []),
        ...(text !== text.normalize("NFC") ? [`${key}: not NFC`] : []),
        ...nuktaWords
          .filter((word) => text.includes(word.replace(/\u093C/g, "")))
          .map((word) => `${key}: ${word} without its nukta`),
      ];
    });
    expect(problems).toEqual([]);
  });
});
