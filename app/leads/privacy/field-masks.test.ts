import { describe, expect, it } from "vitest";
import { englishLeadForms } from "~/leads/forms/lead-forms";
import {
  HIDDEN,
  maskField,
  maskLeadData,
  maskRuleOf,
  maskValue,
  maskedFields,
} from "./field-masks";

/** Masks at their edges (issue 44, Rule 6; ADR 65): short, empty, Hindi digits, lower case. */
describe("the PAN's mask", () => {
  it("keeps the five letters and the last, hides the four digits", () => {
    expect(maskValue("pan", "ABCDE1234F")).toBe("ABCDE****F");
  });
  it("reads lower case, spaces and Hindi digits as the form would", () => {
    expect(maskValue("pan", "abcde1234f")).toBe("ABCDE****F");
    expect(maskValue("pan", " ABCDE 1234 F ")).toBe("ABCDE****F");
    expect(maskValue("pan", "ABCDE१२३४F")).toBe("ABCDE****F");
  });
  it("hides a value too short, too long or malformed entirely", () => {
    expect(maskValue("pan", "ABC")).toBe(HIDDEN);
    expect(maskValue("pan", "A")).toBe(HIDDEN);
    expect(maskValue("pan", "ABCDE1234")).toBe(HIDDEN);
    expect(maskValue("pan", "ABCDE1234FG")).toBe(HIDDEN);
    expect(maskValue("pan", "1234567890")).toBe(HIDDEN);
  });
  it("leaves an empty value empty", () => {
    expect(maskValue("pan", "")).toBe("");
    expect(maskValue("pan", "   ")).toBe("");
  });
});

describe("the GSTIN's and TIN's mask", () => {
  it("keeps the state code and what the PAN's mask shows, in place", () => {
    expect(maskValue("gstin-or-tin", "27ABCDE1234F1Z5")).toBe("27ABCDE****F***");
    expect(maskValue("gstin-or-tin", "27abcde1234f1z5")).toBe("27ABCDE****F***");
    expect(maskValue("gstin-or-tin", "२७ABCDE१२३४F1Z5")).toBe("27ABCDE****F***");
  });
  it("keeps a VAT TIN's state code and last two digits", () => {
    expect(maskValue("gstin-or-tin", "27541234567")).toBe("27*******67");
    expect(maskValue("gstin-or-tin", "2754-1234-567")).toBe("27*******67");
    expect(maskValue("gstin-or-tin", "२७५४१२३४५६७")).toBe("27*******67");
  });
  it("hides anything else entirely, and leaves empty empty", () => {
    expect(maskValue("gstin-or-tin", "12345")).toBe(HIDDEN);
    expect(maskValue("gstin-or-tin", "27ABCDE1234F1Z")).toBe(HIDDEN);
    expect(maskValue("gstin-or-tin", "")).toBe("");
  });
});

describe("the bank details' mask", () => {
  it("hides free text whatever its length, so the length is not told", () => {
    expect(maskValue("bank", "HDFC Bank, Andheri East branch")).toBe(HIDDEN);
    expect(maskValue("bank", "SBI")).toBe(HIDDEN);
    expect(maskValue("bank", "भारतीय स्टेट बैंक")).toBe(HIDDEN);
    expect(maskValue("bank", "")).toBe("");
  });
});

describe("masking a lead's fields", () => {
  it("masks the identity and bank fields, each value of a list, and nothing else", () => {
    expect(
      maskLeadData({
        name: "Ravi Kumar",
        pan: "ABCDE1234F",
        tin: "27ABCDE1234F1Z5",
        bankerName: "HDFC Bank",
        dateOfBirth: "1980-02-03",
      }),
    ).toEqual({
      name: "Ravi Kumar",
      pan: "ABCDE****F",
      tin: "27ABCDE****F***",
      bankerName: HIDDEN,
      dateOfBirth: "1980-02-03",
    });
    expect(maskField("gstin", ["27ABCDE1234F1Z5", ""])).toEqual(["27ABCDE****F***", ""]);
    expect(maskRuleOf("toString")).toBeUndefined();
  });

  it("covers every sealed identity number and bank field of every form", () => {
    const sealed = Object.values(englishLeadForms()).flatMap((form) =>
      form.sections.flatMap((s) => s.fields).filter((f) => f.sealed),
    );
    const identityOrBank = sealed.filter(
      (f) => ["pan", "gstin", "gstinOrTin"].includes(f.rule?.type ?? "") || /bank/i.test(f.name),
    );
    expect(identityOrBank.length).toBeGreaterThanOrEqual(5);
    expect(identityOrBank.filter((f) => !maskRuleOf(f.name)).map((f) => f.name)).toEqual([]);
    // And no rule names a field no form has.
    const names = new Set(sealed.map((f) => f.name));
    expect(Object.keys(maskedFields).filter((name) => !names.has(name))).toEqual([]);
  });
});
