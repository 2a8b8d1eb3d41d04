import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { setServerEnv, type ServerEnv } from "../../../tests/server-env";
import {
  checkFormSession,
  createFormSession,
  encodeFormSession,
  loadFormSessionSecret,
  repostableFormSession,
  resetFormSessionSecret,
} from "./form-session-signer.server";

// Each test loads the secret from its own database. Signing and checking then
// use that secret, but their default argument opens the process-wide database
// all the same, so it gets a folder of its own.
let serverEnv: ServerEnv;
beforeAll(() => {
  serverEnv = setServerEnv();
});
afterAll(() => serverEnv.restore());

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
    const session = await createFormSession("dealer", 1_000_000);
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

  it("hands back a posted session only when it checks out, issue time unchanged", async () => {
    testDb = await createTestDatabase();
    await loadFormSessionSecret(testDb.handle.db);
    const first = await createFormSession("consultation", 2_000_000);
    const token = encodeFormSession(first);
    expect(await repostableFormSession("consultation", token, 2_004_000)).toEqual(first);
    // A forged issue time, another form's session or none at all gets nothing
    // back, so the page falls back to a fresh session of its own.
    const forged = token.replace(".2000000.", ".1000000.");
    expect(await repostableFormSession("consultation", forged)).toBeUndefined();
    expect(await repostableFormSession("dealer", token)).toBeUndefined();
    expect(await repostableFormSession("consultation", undefined)).toBeUndefined();
  });

  it("names what is wrong with every untrusted session, without throwing", async () => {
    testDb = await createTestDatabase();
    await loadFormSessionSecret(testDb.handle.db);
    const real = encodeFormSession(await createFormSession("dealer", Date.now() - 10_000));
    const [key, issued] = real.split(".");
    const cases: [string, unknown, string][] = [
      ["no session at all", undefined, "missing"],
      ["an empty one", "", "missing"],
      ["too many parts", "a.b.c.d", "malformed"],
      ["a real one with a part added", `${real}.extra`, "malformed"],
      ["markup for a key", "<script>.1.x", "malformed"],
      ["a non-numeric time", `${key}.soon.abc`, "malformed"],
      ["the signature removed", `${key}.${issued}.`, "unsigned"],
      ["a key made in a browser", "0123456789abcdef0123456789abcdef.0.", "unsigned"],
      ["a signature made up", `${key}.${issued}.${"A".repeat(43)}`, "bad-signature"],
    ];
    for (const [label, token, problem] of cases)
      expect((await checkFormSession("dealer", token)).problem, label).toBe(problem);
    // A well-formed key is kept (a resubmission is still one lead); a malformed one is replaced.
    expect((await checkFormSession("dealer", `${key}.${issued}.`)).key).toBe(key);
    expect((await checkFormSession("dealer", "<script>.1.x")).key).toMatch(/^[0-9a-f-]{36}$/);
    const future = await createFormSession("dealer", Date.now() + 3_600_000);
    expect((await checkFormSession("dealer", encodeFormSession(future))).problem).toBe(
      "from-the-future",
    );
  });
});
