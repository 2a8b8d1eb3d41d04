import { describe, expect, it } from "vitest";
import { withoutPerson } from "./erase.server";
import { subjectIdentity } from "./identity";

describe("a person's identity, as the stores compare it", () => {
  it.each([
    ["98400 12345", "9840012345"],
    ["+91 98400-12345", "9840012345"],
    ["098400 12345", "9840012345"],
    ["0091 9840012345", "9840012345"],
  ])("takes the mobile %s as its ten digits", (typed, digits) => {
    expect(subjectIdentity("mobile", typed)).toEqual({ kind: "mobile", mobile: digits });
  });

  it("refuses what is no Indian mobile or no address", () => {
    expect(subjectIdentity("mobile", "12345")).toBeUndefined();
    expect(subjectIdentity("mobile", "5840012345")).toBeUndefined();
    expect(subjectIdentity("email", "not an address")).toBeUndefined();
  });

  it("lower-cases an e-mail", () => {
    expect(subjectIdentity("email", "  Ananya.Iyer@Example.IN ")).toEqual({
      kind: "email",
      email: "ananya.iyer@example.in",
    });
  });
});

describe("the erasure record's words", () => {
  it("keep no number, address or name of the person, whatever the case", () => {
    const text = withoutPerson(
      "Ananya IYER (9840012345, ANANYA.iyer@example.in) asked by phone",
      { kind: "mobile", mobile: "9840012345" },
      [{ name: "Ananya Iyer", email: "ananya.iyer@example.in", mobile: "9840012345" }],
    );
    expect(text).toBe("[removed] ([removed], [removed]) asked by phone");
  });
});
