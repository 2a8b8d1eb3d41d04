import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

describe("passwords", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(await verifyPassword("anything", "md5$abc")).toBe(false);
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
