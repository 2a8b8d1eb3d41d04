import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, PASSWORD_COST, verifyPassword } from "./password.server";
import { scryptCost } from "./scrypt-cost.server";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    // The tests hash cheaply (scrypt-cost.server.ts); the hash names its cost either way.
    const { N, r, p } = scryptCost(PASSWORD_COST);
    expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
  });

  it("hashes with OWASP's scrypt cost outside the tests", () => {
    expect(PASSWORD_COST).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptCost(PASSWORD_COST, { NODE_ENV: "production", KAMO_CHEAP_TEST_HASHES: "1" })).toBe(
      PASSWORD_COST,
    );
  });

  it("verifies a hash made at another cost by the cost it names", async () => {
    const salt = Buffer.alloc(16, 7);
    const key = crypto.scryptSync("pass phrase", salt, 32, { N: 2048, r: 8, p: 1 });
    const stored = [
      "scrypt",
      2048,
      8,
      1,
      salt.toString("base64url"),
      key.toString("base64url"),
    ].join("$");
    expect(await verifyPassword("pass phrase", stored)).toBe(true);
    expect(await verifyPassword("pass phrasf", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password here")).not.toBe(
      await hashPassword("same password here"),
    );
  });

  it("generates long, unambiguous one-time passwords", () => {
    const password = generatePassword();
    expect(password.replace(/-/g, "")).toHaveLength(20);
    expect(password).not.toMatch(/[0O1lI]/);
  });
});
