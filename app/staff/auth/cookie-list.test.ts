import { describe, expect, it } from "vitest";
import { cookieNamesWithoutHttps, siteCookies } from "~/content/cookies";
import { LANGUAGE_COOKIE } from "~/lib/i18n/cookie";
import { PENDING_COOKIE_PLAIN, PENDING_COOKIE_SECURE } from "./pending-sign-ins.server";
import { SESSION_COOKIE_PLAIN, SESSION_COOKIE_SECURE } from "./sessions.server";

/** The privacy policy's cookie list (app/content/cookies.ts) against the names the code sets. */
describe("the cookie list", () => {
  it("names every cookie the code sets, under both its HTTPS and its plain-HTTP name", () => {
    const names = siteCookies.map((c) => c.name);
    for (const name of [LANGUAGE_COOKIE, SESSION_COOKIE_SECURE, PENDING_COOKIE_SECURE])
      expect(names).toContain(name);
    for (const name of [LANGUAGE_COOKIE, SESSION_COOKIE_PLAIN, PENDING_COOKIE_PLAIN])
      expect(cookieNamesWithoutHttps()).toContain(name);
  });
});
