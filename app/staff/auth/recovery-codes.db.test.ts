import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { createAccount } from "~/staff/accounts/accounts.server";
import { listAuditEntries } from "~/staff/audit/audit-log.server";
import { regenerateRecoveryCodes, recoveryCodesLeft } from "./recovery-codes.server";
import { SECURITY_ACTIONS } from "./security-events";
import { createSession, findSession } from "./sessions.server";
import { secondStep, signIn } from "./sign-in.server";
import { generateTotpSecret, totpCode, totpStep } from "./totp.server";
import { enableTotp, replaceTotp } from "./two-step.server";

const policy = { idleMinutes: 30, absoluteHours: 12 };
const PASSWORD = "monsoon tea on the verandah";
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const attempt = (clientIp: string, code = "") => ({
  email: "asha@kamo.test",
  password: PASSWORD,
  code,
  clientIp,
  userAgent: `Mozilla/5.0 (test ${clientIp})`,
});

/** A sales member who has just set up their authenticator, and the codes they were shown. */
async function memberWithCodes() {
  t = await createTestDatabase();
  const db = t.handle.db;
  const account = await createAccount(
    db,
    { user: null, clientIp: "test" },
    {
      email: "asha@kamo.test",
      name: "Asha Rao",
      roles: ["sales"],
      password: PASSWORD,
      mustChangePassword: false,
    },
  );
  const meta = { clientIp: "10.0.0.1", userAgent: "vitest" };
  const token = await createSession(db, account.id, meta, policy);
  const sessionId = (await findSession(db, token, policy))!.id;
  const actor = { user: { id: account.id, email: account.email }, sessionId, ...meta };
  const secret = generateTotpSecret();
  // One step back, so the sign-ins below can use the current step.
  const enabled = await enableTotp(db, actor, secret, totpCode(secret, totpStep() - 1));
  if (!enabled.ok || !enabled.recoveryCodes) throw new Error("two-step not turned on");
  return { db, account, actor, secret, codes: enabled.recoveryCodes };
}

// Each sign-in hashes on purpose slowly (scrypt); a busy machine needs the margin.
describe(`recovery codes on ${testDialect()}`, { timeout: 90_000 }, () => {
  it("gives ten codes when two-step is set up, and stores only their hashes", async () => {
    const { db, account, codes } = await memberWithCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const rows = await db
      .selectFrom("staff_recovery_codes")
      .select(["code_hash", "used_at"])
      .where("user_id", "=", account.id)
      .execute();
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    for (const row of rows) expect(row.code_hash).toMatch(/^scrypt\$/);
    expect(await recoveryCodesLeft(db, account.id)).toBe(10);
  });

  it("signs in once per code, records it, and tells the owner how many are left", async () => {
    const { db, account, codes } = await memberWithCodes();
    const first = await signIn(db, attempt("10.4.0.1", codes[0]!.toUpperCase()), policy);
    if (!first.ok) throw new Error(first.reason);
    expect(first.recoveryCodesLeft).toBe(9);
    expect((await findSession(db, first.token, policy))?.recoveryCodesLeft).toBe(9);
    // The same code again is refused; a used code is no code.
    expect(await signIn(db, attempt("10.4.0.1", codes[0]!), policy)).toMatchObject({
      ok: false,
      reason: "bad-code",
    });
    // The second step (after the password alone) takes one too, typed without its dash.
    const pending = await signIn(db, attempt("10.4.0.1"), policy);
    if (pending.ok || pending.reason !== "second-step") throw new Error("no second step");
    const second = await secondStep(
      db,
      {
        pendingToken: pending.pendingToken,
        code: ` ${codes[1]!.replace("-", " ")} `,
        clientIp: "10.4.0.1",
        userAgent: "vitest",
      },
      policy,
      null,
    );
    expect(second).toMatchObject({ ok: true, recoveryCodesLeft: 8 });
    expect(await recoveryCodesLeft(db, account.id)).toBe(8);

    const security = await listAuditEntries(db, { actions: SECURITY_ACTIONS });
    const used = security.filter((e) => e.action === "staff.recovery-code-used");
    expect(used.map((e) => e.summary)).toEqual([
      "Signed in with a recovery code (8 left)",
      "Signed in with a recovery code (9 left)",
    ]);
    expect(used[0]).toMatchObject({ entityId: String(account.id), clientIp: "10.4.0.1" });
    expect(security.map((e) => e.action)).toContain("staff.recovery-codes-generated");
  });

  it("opens one session for one code sent ten times at once", async () => {
    const { db, account, codes } = await memberWithCodes();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(db, attempt(`10.5.0.${i}`, codes[3]), policy)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    expect(reasons.filter((r) => r !== "ok" && r !== "bad-code" && r !== "slowed")).toEqual([]);
    const sessions = await db
      .selectFrom("staff_sessions")
      .select("id")
      .where("user_id", "=", account.id)
      .execute();
    // The session made in memberWithCodes, and the one this code opened.
    expect(sessions).toHaveLength(2);
    expect(await recoveryCodesLeft(db, account.id)).toBe(9);
  });

  it("moves two-step sign-in to a new phone with a recovery code, without an administrator", async () => {
    const { db, account, actor, codes } = await memberWithCodes();
    const phone = generateTotpSecret();
    const moved = await replaceTotp(db, actor, {
      currentPassword: PASSWORD,
      currentCode: codes[5]!,
      newSecret: phone,
      newCode: totpCode(phone, totpStep()),
      keepSessionId: actor.sessionId,
    });
    expect(moved).toMatchObject({ ok: true });
    const row = await db
      .selectFrom("staff_users")
      .select("totp_secret")
      .where("id", "=", account.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toBe(phone);
    expect(await recoveryCodesLeft(db, account.id)).toBe(9);
    const used = await listAuditEntries(db, { action: "staff.recovery-code-used" });
    expect(used.map((e) => e.summary)).toEqual([
      "Used a recovery code to confirm a change (9 left)",
    ]);
  });

  it("makes new codes only with the password and a current factor; the old ones stop working", async () => {
    const { db, actor, secret, codes } = await memberWithCodes();
    expect(
      await regenerateRecoveryCodes(db, actor, {
        password: "a guess",
        code: totpCode(secret, totpStep()),
      }),
    ).toMatchObject({ ok: false, problem: "wrong-password" });
    expect(await regenerateRecoveryCodes(db, actor, { password: PASSWORD })).toMatchObject({
      ok: false,
      problem: "wrong-code",
    });
    const fresh = await regenerateRecoveryCodes(db, actor, {
      password: PASSWORD,
      code: totpCode(secret, totpStep()),
    });
    if (!fresh.ok) throw new Error(fresh.problem);
    expect(fresh.codes).toHaveLength(10);
    expect(fresh.codes).not.toContain(codes[0]);
    expect(await signIn(db, attempt("10.6.0.1", codes[0]), policy)).toMatchObject({
      ok: false,
      reason: "bad-code",
    });
    const withNew = await signIn(db, attempt("10.6.0.1", fresh.codes[0]), policy);
    expect(withNew).toMatchObject({ ok: true, recoveryCodesLeft: 9 });
  });
});
