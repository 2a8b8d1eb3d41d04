import { describe, expect, it } from "vitest";
import { nationalMobileDigits } from "~/lib/forms/fields";
import { validateLead, type LeadFormId, type LeadValues } from "~/leads/forms/lead-forms";
import { validLeads } from "../../../tests/factories/leads";

/**
 * Issue 42: a mobile is stored as its ten digits, whichever form it was typed
 * in. The consultation stored "+91 98765 43210" as 919876543210 while the
 * contractor form stored 9876543210; both now go through nationalMobileDigits.
 */
const typedWays = [
  "+91 98765 43210",
  "+91-98765-43210",
  "+91 098765 43210",
  "0091 98765 43210",
  "091 98765 43210",
  "091-98765-43210",
  "0 98765 43210",
  "0 98765-43210",
  "098765 43210",
  "919876543210",
  "98765 43210",
  " 9876-543-210 ",
];

function storedMobile(form: LeadFormId, values: LeadValues): unknown {
  const result = validateLead(form, values);
  if (!result.success) throw new Error(`${form}: ${JSON.stringify(result.errors)}`);
  return result.data.mobile;
}

describe("an Indian mobile is stored as its ten digits", () => {
  it.each(typedWays)("nationalMobileDigits(%j)", (typed) => {
    expect(nationalMobileDigits(typed)).toBe("9876543210");
  });

  it.each(typedWays)("the consultation under +91 stores %j as 9876543210", (typed) => {
    expect(
      storedMobile("consultation", {
        ...validLeads.consultation,
        countryCode: "+91",
        mobile: typed,
      }),
    ).toBe("9876543210");
  });

  it.each(typedWays)("the contractor form stores %j the same way", (typed) => {
    expect(
      storedMobile("contractor-short", { ...validLeads["contractor-short"], mobile: typed }),
    ).toBe("9876543210");
  });

  it("keeps a number under another country code as its digits", () => {
    expect(
      storedMobile("consultation", {
        ...validLeads.consultation,
        countryCode: "+971",
        mobile: "050 123 4567",
      }),
    ).toBe("0501234567");
  });

  it("still refuses an Indian number that is not a mobile", () => {
    const result = validateLead("consultation", {
      ...validLeads.consultation,
      countryCode: "+91",
      mobile: "+91 58765 43210",
    });
    expect(result.success).toBe(false);
  });
});
