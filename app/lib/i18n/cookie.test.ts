import { serialize } from "cookie";
import { describe, expect, it } from "vitest";
import { languageCookie } from "./cookie";
import { chosenLocale } from "./cookie.server";
import { locales } from "./locales";

describe("the language cookie", () => {
  it.each(locales.map((locale) => locale.code))(
    "is what the cookie package writes for %s",
    (code) => {
      const expected = serialize("kamo_lang", code, {
        path: "/",
        maxAge: 60 * 60 * 24 * 365,
        sameSite: "lax",
      });
      expect(languageCookie(code)).toBe(expected);
    },
  );

  it("is read back from a request among other cookies", () => {
    const pair = languageCookie("hi").split(";")[0];
    expect(chosenLocale(`theme=dark; ${pair}; other=1`)).toBe("hi");
  });

  it("ignores a missing or unknown language", () => {
    expect(chosenLocale(null)).toBeUndefined();
    expect(chosenLocale("kamo_lang=fr")).toBeUndefined();
    expect(chosenLocale("kamo_lang=")).toBeUndefined();
  });
});
