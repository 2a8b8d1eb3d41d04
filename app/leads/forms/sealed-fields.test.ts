import { describe, expect, it } from "vitest";
import { englishLeadForms } from "./lead-forms";

/**
 * Which lead fields are sealed at rest (ADR 61) is said once, on the field.
 * This keeps a new field of a sensitive kind from being stored in clear: an
 * identity number, a date of birth or anniversary, a bank, an address.
 */
const sensitiveRules = new Set(["pan", "gstin", "gstinOrTin", "dateOfBirth"]);
const sensitiveAutocomplete = /^(bday|street-address|address-line\d|address-level3)$/;
const sensitiveName = /bank|banker|address|anniversary|birth|locality/i;
/** Fields whose name says address but which are not one (a web page's address). */
const notPersonal = new Set(["pageAddress"]);

describe("sealed lead fields", () => {
  const fields = Object.values(englishLeadForms()).flatMap((form) =>
    form.sections.flatMap((section) => section.fields.map((field) => ({ form: form.id, field }))),
  );

  it("include every identity number, birth date, anniversary, bank and address of every form", () => {
    const sensitive = fields.filter(
      ({ field }) =>
        !notPersonal.has(field.name) &&
        ((field.rule && sensitiveRules.has(field.rule.type)) ||
          sensitiveAutocomplete.test(field.autoComplete ?? "") ||
          sensitiveName.test(field.name)),
    );
    // The forms hold eleven such fields (PAN, TIN, GSTIN, bank, dates, addresses).
    expect(new Set(sensitive.map(({ field }) => field.name)).size).toBeGreaterThanOrEqual(10);
    const unsealed = sensitive
      .filter(({ field }) => !field.sealed)
      .map(({ form, field }) => `${form}.${field.name}`);
    expect(unsealed).toEqual([]);
  });

  it("leave what the CRM and staff search by in clear: names, mobiles and emails", () => {
    for (const form of Object.values(englishLeadForms())) {
      const contact = [...form.contact.name, ...form.contact.mobile, form.contact.email ?? ""];
      const sealed = form.sections.flatMap((s) => s.fields).filter((f) => f.sealed);
      expect(
        sealed.filter((f) => contact.includes(f.name)).map((f) => f.name),
        form.id,
      ).toEqual([]);
    }
  });
});
