import { describe, expect, it } from "vitest";
import { addressLengths, isTooLongForMail, mailboxOf } from "./mailbox";

describe("mailboxOf", () => {
  it("takes tags, case and Gmail's dots and second domain as one mailbox", () => {
    const forms = [
      "victim@gmail.com",
      "victim+1@gmail.com",
      "v.i.c.t.i.m@googlemail.com",
      "VICTIM@gmail.com",
      "  Vic.Tim+a+b@GoogleMail.COM ",
    ];
    expect(new Set(forms.map((f) => mailboxOf(f).key))).toEqual(new Set(["victim@gmail.com"]));
    expect(mailboxOf("v.i.c.t.i.m@googlemail.com").domain).toBe("gmail.com");
  });

  it("keeps dots elsewhere: they name other mailboxes", () => {
    expect(mailboxOf("asha.rao+x@example.in")).toEqual({
      key: "asha.rao@example.in",
      domain: "example.in",
    });
    expect(mailboxOf("asharao@example.in").key).not.toBe(mailboxOf("asha.rao@example.in").key);
  });
});

describe("address lengths (RFC 5321)", () => {
  it("allows 64 before the @ and 254 in all, no more", () => {
    expect(isTooLongForMail(`${"a".repeat(64)}@example.in`)).toBe(false);
    expect(isTooLongForMail(`${"a".repeat(65)}@example.in`)).toBe(true);
    const domain = `${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.in`;
    expect(isTooLongForMail(`${"a".repeat(64)}@${domain}`)).toBe(false);
    expect(isTooLongForMail(`${"a".repeat(64)}@${domain}x`)).toBe(true);
    expect(addressLengths("ab@cd")).toEqual({ local: 2, total: 5 });
  });
});
