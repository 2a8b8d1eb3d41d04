import { describe, expect, it } from "vitest";
import {
  KeyRing,
  KeyRingError,
  SealError,
  isSealed,
  keyedDigest,
  open,
  seal,
  sealedWith,
} from "./sealed.server";

const key = (byte: number) => Buffer.alloc(32, byte);
const ring = new KeyRing([
  { id: "new", key: key(1) },
  { id: "old", key: key(2) },
]);
const oldOnly = new KeyRing([{ id: "old", key: key(2) }]);

describe("sealing a value (AES-256-GCM, ADR 61)", () => {
  it("seals under the current key and opens to the same text, Hindi included", () => {
    const text = "ABCDE1234F · बैंक ऑफ़ बड़ौदा, जयपुर";
    const sealed = seal(ring, "leads.pan", text);
    expect(isSealed(sealed)).toBe(true);
    expect(sealedWith(sealed)).toBe("new");
    expect(sealed).not.toContain("ABCDE1234F");
    expect(open(ring, "leads.pan", sealed)).toBe(text);
  });

  it("seals the same text differently each time (a fresh nonce), so equal values do not show", () => {
    expect(seal(ring, "leads.pan", "ABCDE1234F")).not.toBe(seal(ring, "leads.pan", "ABCDE1234F"));
  });

  it("opens what an older key of the ring sealed", () => {
    const sealed = seal(oldOnly, "leads.pan", "ABCDE1234F");
    expect(sealedWith(sealed)).toBe("old");
    expect(open(ring, "leads.pan", sealed)).toBe("ABCDE1234F");
  });

  it("hands back a value stored before sealing began, as it is", () => {
    expect(open(ring, "leads.pan", "ABCDE1234F")).toBe("ABCDE1234F");
    expect(sealedWith("ABCDE1234F")).toBeUndefined();
  });

  it("refuses a value sealed for another field, naming the field and not the value", () => {
    const sealed = seal(ring, "leads.pan", "ABCDE1234F");
    expect(() => open(ring, "leads.tin", sealed)).toThrow(SealError);
    expect(() => open(ring, "leads.tin", sealed)).toThrow(/leads\.tin/);
    expect(() => open(ring, "leads.tin", sealed)).not.toThrow(/ABCDE/);
  });

  it("refuses a value altered by one character, and a malformed one", () => {
    const sealed = seal(ring, "leads.pan", "ABCDE1234F");
    const body = sealed.split(".")[1]!;
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(() => open(ring, "leads.pan", sealed.replace(body, flipped))).toThrow(SealError);
    expect(() => open(ring, "leads.pan", "sealed:v1:new:nonsense")).toThrow(SealError);
  });

  it("says which key is missing when the ring lacks the one that sealed a value", () => {
    const sealed = seal(ring, "leads.pan", "ABCDE1234F");
    expect(() => open(oldOnly, "leads.pan", sealed)).toThrow(KeyRingError);
    expect(() => open(oldOnly, "leads.pan", sealed)).toThrow(/"new"/);
  });
});

describe("the key ring", () => {
  it("reads DATA_KEYS' form, the first key current, and writes it back the same", () => {
    const text = `a:${key(3).toString("base64")}, b:${key(4).toString("base64")}`;
    const parsed = KeyRing.parse(text);
    expect(parsed.current.id).toBe("a");
    expect(parsed.ids()).toEqual(["a", "b"]);
    expect(KeyRing.parse(parsed.format()).format()).toBe(parsed.format());
  });

  it("refuses a short key, a repeated id, a bad id and an empty ring, with the reason", () => {
    expect(() => KeyRing.parse(`a:${Buffer.alloc(16).toString("base64")}`)).toThrow(/16 bytes/);
    expect(() =>
      KeyRing.parse(`a:${key(1).toString("base64")},a:${key(2).toString("base64")}`),
    ).toThrow(/twice/);
    expect(() => KeyRing.parse(`a b:${key(1).toString("base64")}`)).toThrow(/key id/);
    expect(() => KeyRing.parse(" ")).toThrow(/no key/);
  });

  it("derives keyed digests that differ by key and by purpose, and are not a plain hash", () => {
    const other = new KeyRing([{ id: "x", key: key(9) }]);
    const digest = keyedDigest(ring, "submission key", "ABCDE1234F");
    expect(digest).toBe(keyedDigest(ring, "submission key", "ABCDE1234F"));
    expect(digest).not.toBe(keyedDigest(other, "submission key", "ABCDE1234F"));
    expect(digest).not.toBe(keyedDigest(ring, "another purpose", "ABCDE1234F"));
  });
});
