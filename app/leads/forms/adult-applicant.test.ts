import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validLeads } from "../../../tests/factories/leads";
import { validateLead, type LeadFormId } from "./lead-forms";

/**
 * The applications that ask for a date of birth refuse anyone under 18
 * (DPDP Act s. 9: a child's data would need a parent's verifiable consent,
 * which a dealer application cannot take), in the page's language.
 */
const applications: LeadFormId[] = ["dealer", "distributor", "contractor", "contractor-short"];
const refusal = {
  en: "You must be 18 or older to apply: we cannot accept an application from anyone under 18",
  hi: "आवेदन करने के लिए आपकी उम्र 18 साल या उससे ज़्यादा होनी चाहिए: हम 18 साल से कम उम्र के किसी व्यक्ति का आवेदन स्वीकार नहीं कर सकते",
};

beforeEach(() => {
  vi.useFakeTimers();
  // Noon in India on 29 November 2026.
  vi.setSystemTime(new Date("2026-11-29T06:30:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("an applicant under 18", () => {
  for (const form of applications)
    for (const locale of ["en", "hi"] as const)
      it(`${form} in ${locale}: refused the day before the 18th birthday, accepted on it`, () => {
        const dayBefore = validateLead(
          form,
          { ...validLeads[form], dateOfBirth: "2008-11-30" },
          locale,
        );
        expect(dayBefore.success ? {} : dayBefore.errors).toEqual({
          dateOfBirth: refusal[locale],
        });
        const onTheDay = validateLead(
          form,
          { ...validLeads[form], dateOfBirth: "2008-11-29" },
          locale,
        );
        expect(onTheDay.success ? {} : onTheDay.errors).toEqual({});
      });
});
