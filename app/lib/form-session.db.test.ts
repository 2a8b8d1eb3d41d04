import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../tests/db-utils";
import {
  checkFormSession,
  createFormSession,
  encodeFormSession,
  loadFormSessionSecret,
  resetFormSessionSecret,
} from "./form-session.server";

let testDb: TestDatabase | undefined;
afterEach(async () => {
  resetFormSessionSecret();
  await testDb?.cleanup();
  testDb = undefined;
});

describe(`form sessions on ${testDialect()}`, () => {
  it("keeps one secret per database, shared by every server and restart", async () => {
    testDb = await createTestDatabase();
    const first = await loadFormSessionSecret(testDb.handle.db);
    resetFormSessionSecret(); // a second server, or a restart
    const second = await loadFormSessionSecret(testDb.handle.db);
    expect(second.equals(first)).toBe(true);
    expect(first.length).toBe(32);
  });

  it("signs the issue time so it cannot be forged", async () => {
    testDb = await createTestDatabase();
    await loadFormSessionSecret(testDb.handle.db);
    const session = createFormSession("dealer", 1_000_000);
    expect(session.signature).not.toBe("");
    const token = encodeFormSession(session);
    expect(await checkFormSession("dealer", token, 1_005_000)).toEqual({
      key: session.key,
      issuedAt: 1_000_000,
    });
    // Claiming the form was served earlier breaks the signature.
    const forged = token.replace(".1000000.", ".900000.");
    expect((await checkFormSession("dealer", forged)).problem).toBe("bad-signature");
    // A session for one form does not validate another.
    expect((await checkFormSession("vendor", token)).problem).toBe("bad-signature");
  });

  it("treats missing, malformed and browser-made sessions without throwing", async () => {
    testDb = await createTestDatabase();
    await loadFormSessionSecret(testDb.handle.db);
    expect((await checkFormSession("dealer", undefined)).problem).toBe("missing");
    expect((await checkFormSession("dealer", "a.b.c.d")).problem).toBe("malformed");
    expect((await checkFormSession("dealer", "<script>.1.x")).problem).toBe("malformed");
    const browser = await checkFormSession("consultation", "0123456789abcdef0123456789abcdef.0.");
    expect(browser).toEqual({ key: "0123456789abcdef0123456789abcdef", problem: "unsigned" });
    const future = createFormSession("dealer", Date.now() + 3_600_000);
    expect((await checkFormSession("dealer", encodeFormSession(future))).problem).toBe(
      "from-the-future",
    );
  });
});
