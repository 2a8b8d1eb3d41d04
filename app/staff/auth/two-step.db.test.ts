import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { createAccount } from "~/staff/accounts/accounts.server";
import { createSession, findSession } from "./sessions.server";
import { generateTotpSecret, totpCode, totpStep } from "./totp.server";
import { enableTotp, replaceTotp, turnOffTotp } from "./two-step.server";

const policy = { idleMinutes: 30, absoluteHours: 12 };
const PASSWORD = "monsoon tea on the verandah";
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** A member with two-step on and two sessions: the one making the change, and another. */
async function memberWithTwoStep(roles: ("sales" | "admin")[] = ["sales"]) {
  t = await createTestDatabase();
  const db = t.handle.db;
  const secret = generateTotpSecret();
  const account = await createAccount(
    db,
    { user: null, clientIp: "test" },
    {
      email: "meena@kamo.test",
      name: "Meena Pillai",
      roles,
      password: PASSWORD,
      totpSecret: secret,
      mustChangePassword: false,
    },
  );
  const meta = { clientIp: "10.0.0.1", userAgent: "vitest" };
  const other = await createSession(db, account.id, meta, policy);
  const mine = await createSession(db, account.id, meta, policy);
  const keepSessionId = (await findSession(db, mine, policy))!.id;
  const actor = { user: { id: account.id, email: account.email, roles }, ...meta };
  const stored = async () =>
    db
      .selectFrom("staff_users")
      .select(["totp_secret"])
      .where("id", "=", account.id)
      .executeTakeFirstOrThrow();
  return { db, secret, account, other, keepSessionId, actor, stored };
}

// Each change hashes on purpose slowly (scrypt); a busy machine needs the margin.
describe(`changing two-step sign-in on ${testDialect()}`, { timeout: 90_000 }, () => {
  it("refuses a new secret without the current password and code, and keeps the old one", async () => {
    const { db, secret, actor, keepSessionId, stored } = await memberWithTwoStep();
    const attacker = generateTotpSecret();
    const newCode = totpCode(attacker, totpStep());
    // The old way in: post a new secret with a code from it.
    expect(await enableTotp(db, actor, attacker, newCode)).toEqual({
      ok: false,
      problem: "already-on",
    });
    const base = { newSecret: attacker, newCode, keepSessionId };
    expect(
      await replaceTotp(db, actor, { ...base, currentPassword: "guess", currentCode: "123456" }),
    ).toMatchObject({ ok: false, problem: "wrong-password" });
    expect(
      await replaceTotp(db, actor, { ...base, currentPassword: PASSWORD, currentCode: "000000" }),
    ).toMatchObject({ ok: false, problem: "wrong-code" });
    expect((await stored()).totp_secret).toBe(secret);
  });

  it("moves to a new authenticator with proof, ends the other sessions and records it", async () => {
    const { db, secret, account, other, actor, keepSessionId, stored } = await memberWithTwoStep();
    const next = generateTotpSecret();
    const result = await replaceTotp(db, actor, {
      currentPassword: PASSWORD,
      currentCode: totpCode(secret, totpStep()),
      newSecret: next,
      newCode: totpCode(next, totpStep()),
      keepSessionId,
    });
    expect(result).toEqual({ ok: true, endedSessions: 1 });
    expect((await stored()).totp_secret).toBe(next);
    expect(await findSession(db, other, policy)).toBeNull();
    const entry = await db
      .selectFrom("audit_log")
      .select(["action", "summary", "client_ip", "user_agent"])
      .where("entity_id", "=", String(account.id))
      .where("action", "=", "staff.two-step-replace")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: "staff.two-step-replace",
      summary: "Moved two-step sign-in to a new authenticator (1 other session signed out)",
      client_ip: "10.0.0.1",
      user_agent: "vitest",
    });
  });

  it("lets one of two simultaneous changes with the same code through", async () => {
    const { db, secret, actor, keepSessionId, stored } = await memberWithTwoStep();
    const code = totpCode(secret, totpStep());
    const [a, b] = [generateTotpSecret(), generateTotpSecret()];
    const results = await Promise.all(
      [a, b].map((newSecret) =>
        replaceTotp(db, actor, {
          currentPassword: PASSWORD,
          currentCode: code,
          newSecret,
          newCode: totpCode(newSecret, totpStep()),
          keepSessionId,
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const winner = results[0]!.ok ? a : b;
    expect((await stored()).totp_secret).toBe(winner);
  });

  it("turns the app off with proof only while a passkey stays, for every role", async () => {
    const proof = (secret: string, keepSessionId: string) => ({
      currentPassword: PASSWORD,
      currentCode: totpCode(secret, totpStep()),
      keepSessionId,
    });
    // Every account keeps a second factor (ADR 36): the app alone cannot go.
    const member = await memberWithTwoStep();
    expect(
      await turnOffTotp(member.db, member.actor, proof(member.secret, member.keepSessionId)),
    ).toEqual({ ok: false, problem: "required" });
    expect((await member.stored()).totp_secret).toBe(member.secret);
    // With a passkey beside it, it may.
    await member.db
      .insertInto("staff_passkeys")
      .values({
        user_id: member.account.id,
        credential_id: "a-passkey",
        public_key: "key",
        counter: 0,
        transports: "",
        name: "Laptop",
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(
      await turnOffTotp(member.db, member.actor, proof(member.secret, member.keepSessionId)),
    ).toEqual({ ok: true, endedSessions: 1 });
    expect((await member.stored()).totp_secret).toBeNull();
  });
});
