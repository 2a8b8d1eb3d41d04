import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanText, englishRules, isAdultOn } from "./fields";

const {
  countryCode,
  dateOfBirth,
  email,
  gstin,
  gstinOrTin,
  indianMobile,
  mobileForCountry,
  pan,
  phoneNumber,
  pinCode,
  postalCode,
  internationalPhone,
} = englishRules;

const ok = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, v: string) =>
  schema.safeParse(v);
const message = (
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
  },
  v: string,
) => schema.safeParse(v).error?.issues[0]?.message;

describe("indianMobile", () => {
  it("accepts 10 digits starting 6-9, dropping +91, 91 and 0 prefixes and separators", () => {
    expect(ok(indianMobile, "9820012345").data).toBe("9820012345");
    expect(ok(indianMobile, "+91 98200 12345").data).toBe("9820012345");
    expect(ok(indianMobile, "919820012345").data).toBe("9820012345");
    expect(ok(indianMobile, "09820012345").data).toBe("9820012345");
    expect(ok(indianMobile, "6000000000").success).toBe(true);
  });
  it("takes a partner's mobile however it is written: +91, 0091, 0, spaces, dashes", () => {
    for (const typed of [
      "+91 98200 12345",
      "+91-98200-12345",
      "+91 098200 12345",
      "0091 98200 12345",
      "098200 12345",
      "0 98200 12345",
      "98200 12345",
      " 9820 012 345 ",
    ])
      expect(ok(indianMobile, typed).data, typed).toBe("9820012345");
  });
  it("says that an Indian mobile is needed", () => {
    expect(message(indianMobile, "+1 973 555 0100")).toBe(
      "Enter an Indian 10-digit mobile number, for example 98200 12345 or +91 98200 12345",
    );
  });
  it("explains what is wrong", () => {
    expect(message(indianMobile, "98200")).toMatch(/10-digit mobile/);
    expect(message(indianMobile, "5820012345")).toMatch(/start with 6, 7, 8 or 9/);
    expect(message(indianMobile, "98200123456789")).toMatch(/10-digit/);
  });
});

describe("phoneNumber and mobileForCountry", () => {
  it("takes landlines with STD code, 6 to 15 digits", () => {
    expect(ok(phoneNumber, "022-2345 6789").data).toBe("02223456789");
    expect(message(phoneNumber, "12345")).toMatch(/STD code/);
    expect(message(phoneNumber, "1234567890123456")).toMatch(/at most 15/);
  });
  it("applies Indian rules only for +91", () => {
    expect(mobileForCountry("+91", "5820012345")).toMatch(/start with 6/);
    expect(mobileForCountry("+91", "9820012345")).toBeUndefined();
    expect(mobileForCountry("+971", "501234567")).toBeUndefined();
    expect(mobileForCountry("+971", "123")).toMatch(/6 to 15/);
  });
  it("country codes look like +91", () => {
    expect(ok(countryCode, " +91 ").data).toBe("+91");
    expect(message(countryCode, "91")).toMatch(/\+91/);
  });
});

describe("addresses and phones outside India", () => {
  it("postal codes are free-form within ten letters and digits", () => {
    expect(ok(postalCode, "07102").data).toBe("07102");
    expect(ok(postalCode, "07102-1234").data).toBe("07102-1234");
    expect(ok(postalCode, " sw1a  1aa ").data).toBe("SW1A 1AA");
    expect(message(postalCode, "0710212345678")).toMatch(/up to 10 letters and digits/);
    expect(message(postalCode, "<b>")).toMatch(/postal code/);
  });
  it("phones are E.164: a country code, at most 15 digits, 00 read as +", () => {
    expect(ok(internationalPhone, "+1 (973) 555-0100").data).toBe("+19735550100");
    expect(ok(internationalPhone, "0049 30 1234567").data).toBe("+49301234567");
    expect(message(internationalPhone, "973 555 0100")).toMatch(/country code, for example \+1/);
    expect(message(internationalPhone, "+1234567890123456")).toMatch(/country code/);
  });
});

describe("email", () => {
  it("lower-cases and trims", () => {
    expect(ok(email, "  Priya.Nair@Example.IN ").data).toBe("priya.nair@example.in");
  });
  it("rejects what is not an address", () => {
    expect(message(email, "priya@")).toMatch(/name@example.com/);
    expect(message(email, "<script>@x.com")).toBeDefined();
    expect(message(email, `${"a".repeat(250)}@x.com`)).toMatch(/too long/);
  });
});

describe("PIN, PAN, GSTIN, TIN", () => {
  it("PIN code is six digits not starting with 0", () => {
    expect(ok(pinCode, "400 001").data).toBe("400001");
    expect(message(pinCode, "040001")).toMatch(/6-digit PIN/);
    expect(message(pinCode, "40001")).toMatch(/6-digit PIN/);
  });
  it("PAN is ABCDE1234F, case-insensitive", () => {
    expect(ok(pan, "abcde1234f").data).toBe("ABCDE1234F");
    expect(message(pan, "ABCD1234F")).toMatch(/10-character PAN/);
  });
  it("GSTIN has state code, PAN, entity, Z, check", () => {
    expect(ok(gstin, "27abcde1234f1z5").data).toBe("27ABCDE1234F1Z5");
    expect(message(gstin, "27ABCDE1234F1Y5")).toMatch(/15-character GSTIN/);
  });
  it("GSTIN or the older 11-digit TIN", () => {
    expect(ok(gstinOrTin, "27 ABCDE 1234F 1Z5").data).toBe("27ABCDE1234F1Z5");
    expect(ok(gstinOrTin, "2754-1234-567").data).toBe("27541234567");
    expect(message(gstinOrTin, "12345")).toMatch(/GSTIN .* or 11-digit TIN/);
  });
});

describe("dates", () => {
  it("date of birth must exist, be past and 18+", () => {
    expect(ok(dateOfBirth, "1985-06-15").success).toBe(true);
    expect(message(dateOfBirth, "1985-02-30")).toMatch(/does not exist/);
    expect(message(dateOfBirth, "15/06/1985")).toMatch(/DD\/MM\/YYYY/);
    expect(message(dateOfBirth, "2999-01-01")).toMatch(/in the past/);
    const teen = new Date();
    teen.setUTCFullYear(teen.getUTCFullYear() - 10);
    expect(message(dateOfBirth, teen.toISOString().slice(0, 10))).toMatch(/18 or older/);
  });
});

describe("18 or older, on the date in India", () => {
  afterEach(() => vi.useRealTimers());

  it("refuses the day before the 18th birthday and accepts the birthday itself", () => {
    expect(isAdultOn("2008-11-29", "2026-11-28")).toBe(false);
    expect(isAdultOn("2008-11-29", "2026-11-29")).toBe(true);
    expect(isAdultOn("2008-11-29", "2027-01-01")).toBe(true);
    // Born on 29 February: 18 on 1 March of a year without one.
    expect(isAdultOn("2008-02-29", "2026-02-28")).toBe(false);
    expect(isAdultOn("2008-02-29", "2026-03-01")).toBe(true);
  });

  it("counts the birthday from midnight in India, not in London", () => {
    vi.useFakeTimers();
    // 18:29 UTC on 28 November is 23:59 on the 28th in India: still 17.
    vi.setSystemTime(new Date("2026-11-28T18:29:00Z"));
    expect(message(dateOfBirth, "2008-11-29")).toBe(
      "You must be 18 or older to apply: we cannot accept an application from anyone under 18",
    );
    // 18:30 UTC is midnight on the 29th in India: 18 today.
    vi.setSystemTime(new Date("2026-11-28T18:30:00Z"));
    expect(ok(dateOfBirth, "2008-11-29").success).toBe(true);
  });
});

describe("cleanText", () => {
  it("keeps Hindi, Tamil, emoji and RTL text, drops control characters", () => {
    expect(cleanText("  नमस्ते 🙏 வணக்கம் مرحبا\u0000\u0007 ")).toBe("नमस्ते 🙏 வணக்கம் مرحبا");
    expect(cleanText("line 1\nline 2\tend")).toBe("line 1\nline 2\tend");
  });
  it("normalises to NFC so the same word is stored one way", () => {
    expect(cleanText("e\u0301")).toBe("\u00e9");
  });
});
