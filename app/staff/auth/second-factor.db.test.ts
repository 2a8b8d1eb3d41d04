import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { createAccount } from "~/staff/accounts/accounts.server";
import { staffRoles, type StaffRole } from "~/staff/shell/roles";
import { pendingSetupPath } from "./auth.server";
import { findSession } from "./sessions.server";
import { secondStep, signIn } from "./sign-in.server";
import { SIGN_IN_LIMITS } from "./throttle.server";
import { generateTotpSecret, totpCode, totpStep } from "./totp.server";

const policy = { idleMinutes: 30, absoluteHours: 12 };
const PASSWORD = "monsoon tea on the verandah";
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const attempt = (email: string, clientIp: string, code = "") => ({
  email,
  password: PASSWORD,
  code,
  clientIp,
  userAgent: `Mozilla/5.0 (test ${clientIp})`,
});

async function newAccount(
  email: string,
  roles: StaffRole[],
  options: { totpSecret?: string; mustChangePassword?: boolean } = {},
) {
  return createAccount(
    t!.handle.db,
    { user: null, clientIp: "test" },
    {
      email,
      name: "Meena Pillai",
      roles,
      password: PASSWORD,
      totpSecret: options.totpSecret ?? null,
      mustChangePassword: options.mustChangePassword ?? false,
    },
  );
}

// Each sign-in hashes on purpose slowly (scrypt); a busy machine needs the margin.
describe(`two factors for every member on ${testDialect()}`, { timeout: 90_000 }, () => {
  it("sends every role without a second factor to set one up before anything else", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    for (const role of staffRoles) {
      await newAccount(`${role}@kamo.test`, [role]);
      const result = await signIn(db, attempt(`${role}@kamo.test`, "10.1.0.1"), policy);
      if (!result.ok) throw new Error(`${role}: ${result.reason}`);
      const session = await findSession(db, result.token, policy);
      expect(pendingSetupPath(session!), role).toBe("/staff/account/two-step");
    }
    // A one-time password is replaced first, then the factor is set up.
    await newAccount("new@kamo.test", ["sales"], { mustChangePassword: true });
    const result = await signIn(db, attempt("new@kamo.test", "10.1.0.1"), policy);
    if (!result.ok) throw new Error(result.reason);
    expect(pendingSetupPath((await findSession(db, result.token, policy))!)).toBe(
      "/staff/account/password",
    );
  });

  it("opens no session on the password alone: the second step takes the code, and counts", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const secret = generateTotpSecret();
    const account = await newAccount("kavita@kamo.test", ["sales"], { totpSecret: secret });
    const sessions = () =>
      db.selectFrom("staff_sessions").select("id").where("user_id", "=", account.id).execute();

    const first = await signIn(db, attempt("kavita@kamo.test", "10.2.0.1"), policy);
    expect(first).toMatchObject({ ok: false, reason: "second-step" });
    if (first.ok || first.reason !== "second-step") throw new Error("no second step");
    expect(await sessions()).toHaveLength(0);
    const step = (code: string) =>
      secondStep(
        db,
        { pendingToken: first.pendingToken, code, clientIp: "10.2.0.1", userAgent: "vitest" },
        policy,
        null,
      );
    expect(await step("000000")).toMatchObject({ ok: false, reason: "bad-code" });
    expect(await sessions()).toHaveLength(0);
    const done = await step(totpCode(secret, totpStep()));
    expect(done.ok).toBe(true);
    expect(await sessions()).toHaveLength(1);
    // The second step is used up once it has opened a session.
    expect(await step(totpCode(secret, totpStep() + 1))).toMatchObject({
      ok: false,
      reason: "expired",
    });
  });

  it("limits guesses at the second step like guesses at the password", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    await newAccount("ravi@kamo.test", ["marketing"], { totpSecret: generateTotpSecret() });
    const first = await signIn(db, attempt("ravi@kamo.test", "10.3.0.1"), policy);
    if (first.ok || first.reason !== "second-step") throw new Error("no second step");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        secondStep(
          db,
          {
            pendingToken: first.pendingToken,
            code: String(100000 + i),
            clientIp: "10.3.0.1",
            userAgent: "vitest",
          },
          policy,
          null,
        ),
      ),
    );
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    // The password's own attempt was handed back; each code is an attempt of
    // its own. Twelve at once: never more than the cap are checked, and every
    // other one is refused (on PostgreSQL racing counts may refuse one early,
    // which errs on the safe side).
    const checked = reasons.filter((r) => r === "bad-code").length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair.maxAttempts);
    expect(reasons.filter((r) => r === "locked" || r === "slowed")).toHaveLength(12 - checked);
  });
});
