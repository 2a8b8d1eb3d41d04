import { describe, expect, it } from "vitest";
import { privacyPolicyIn } from "~/company/legal-content";
import { siteCookies } from "./cookies";
import { grievanceOfficer } from "./grievance-officer";
import { siteCookies as hindiCookies } from "./hi/cookies";

describe("the cookie list", () => {
  it("has the same cookies in Hindi, in the same order, each with its purpose and lifetime", () => {
    expect(hindiCookies.map((c) => c.name)).toEqual(siteCookies.map((c) => c.name));
    for (const cookie of [...siteCookies, ...hindiCookies]) {
      expect(cookie.purpose.length).toBeGreaterThan(20);
      expect(cookie.lifetime.length).toBeGreaterThan(3);
    }
  });
});

describe("the privacy policy", () => {
  for (const locale of ["en", "hi"] as const)
    it(`lists every cookie and names the grievance officer with how to reach them (${locale})`, () => {
      const policy = privacyPolicyIn(locale);
      const section = (id: string) => policy.sections.find((s) => s.id === id);
      const cookies = section("cookies")?.list ?? [];
      const cookieSet = locale === "en" ? siteCookies : hindiCookies;
      expect(cookies).toHaveLength(siteCookies.length);
      cookieSet.forEach((cookie, i) => {
        expect(cookies[i]).toContain(cookie.name);
        expect(cookies[i]).toContain(cookie.purpose);
        expect(cookies[i]).toContain(cookie.lifetime);
      });
      const officer = [
        ...(section("grievance-officer")?.paragraphs ?? []),
        ...(section("grievance-officer")?.list ?? []),
      ].join("\n");
      expect(officer).toContain(grievanceOfficer[locale].name);
      expect(officer).toContain(grievanceOfficer.email);
      expect(officer).toContain(grievanceOfficer.phone);
      expect(officer).toContain(grievanceOfficer[locale].address);
      expect(officer).toContain(locale === "en" ? "Data Protection Board" : "डेटा संरक्षण बोर्ड");
    });
});
