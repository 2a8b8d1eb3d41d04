import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import {
  createAccount,
  LastAdminError,
  resetAccess,
  signIn,
  updateAccount,
} from "./accounts.server";
import { recordAudit } from "./audit.server";
import { findSession } from "./sessions.server";
import { THROTTLE_RULES } from "./throttle.server";
import { generateTotpSecret, totpCode, totpStep } from "./totp.server";

const policy = { idleMinutes: 30, absoluteHours: 12 };
const system = { user: null, clientIp: "test" };
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.cleanup());

const attempt = (email: string, password: string, code = "", clientIp = "10.0.0.1") => ({
  email,
  password,
  code,
  clientIp,
  userAgent: "vitest",
});

describe("staff accounts", () => {
  it("signs in with the right password and opens a session with its own CSRF token", async () => {
    const db = t.handle.db;
    await createAccount(db, system, {
      email: "Meena@Kamo.test",
      name: "Meena Pillai",
      roles: ["marketing"],
      password: "a long enough password",
      mustChangePassword: false,
    });
    const result = await signIn(db, attempt("meena@kamo.test", "a long enough password"), policy);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const session = await findSession(db, result.token, policy);
    expect(session?.user.email).toBe("meena@kamo.test");
    expect(session?.user.roles).toEqual(["marketing"]);
    expect(session?.csrfToken).toMatch(/^[\w-]{43}$/);
    // The cookie's token is not what the database stores.
    const stored = await db.selectFrom("staff_sessions").select("id").execute();
    expect(stored.map((s) => s.id)).not.toContain(result.token);
  });

  it("ends sessions after the idle and absolute time-outs", async () => {
    const db = t.handle.db;
    const start = new Date("2026-11-01T10:00:00Z");
    const result = await signIn(
      db,
      attempt("meena@kamo.test", "a long enough password"),
      policy,
      start,
    );
    if (!result.ok) throw new Error("sign-in failed");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    expect(await findSession(db, result.token, policy, at(20))).not.toBeNull();
    expect(await findSession(db, result.token, policy, at(45))).not.toBeNull(); // 25 idle after the touch at 20
    expect(await findSession(db, result.token, policy, at(80))).toBeNull(); // 35 idle
  });

  it("locks an account after repeated failures, whatever the IP, and says the same for unknown emails", async () => {
    const db = t.handle.db;
    for (let i = 0; i < THROTTLE_RULES.account.maxFailures; i++) {
      const r = await signIn(db, attempt("meena@kamo.test", "wrong", "", `10.1.0.${i}`), policy);
      expect(r).toMatchObject({ ok: false, reason: "invalid" });
    }
    const locked = await signIn(
      db,
      attempt("meena@kamo.test", "a long enough password", "", "10.2.0.1"),
      policy,
    );
    expect(locked).toMatchObject({ ok: false, reason: "locked" });
    const unknown = await signIn(db, attempt("nobody@kamo.test", "whatever"), policy);
    expect(unknown).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("asks admins for a TOTP code and refuses a replayed one", async () => {
    const db = t.handle.db;
    const secret = generateTotpSecret();
    await createAccount(db, system, {
      email: "root@kamo.test",
      name: "Asha Rao",
      roles: ["admin"],
      password: "another long password",
      totpSecret: secret,
      mustChangePassword: false,
    });
    const ip = "10.9.9.9";
    expect(
      await signIn(db, attempt("root@kamo.test", "another long password", "", ip), policy),
    ).toMatchObject({
      ok: false,
      reason: "code-required",
    });
    const code = totpCode(secret, totpStep());
    expect(
      (await signIn(db, attempt("root@kamo.test", "another long password", code, ip), policy)).ok,
    ).toBe(true);
    expect(
      await signIn(db, attempt("root@kamo.test", "another long password", code, ip), policy),
    ).toMatchObject({
      ok: false,
      reason: "bad-code",
    });
  });

  it("keeps the last administrator, and a reset ends every session of the account", async () => {
    const db = t.handle.db;
    const admin = await db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", "root@kamo.test")
      .executeTakeFirstOrThrow();
    await expect(
      updateAccount(db, system, admin.id, {
        name: "Asha Rao",
        roles: ["marketing"],
        disabled: false,
      }),
    ).rejects.toBeInstanceOf(LastAdminError);
    const meena = await db
      .selectFrom("staff_users")
      .select("id")
      .where("email", "=", "meena@kamo.test")
      .executeTakeFirstOrThrow();
    const password = await resetAccess(db, system, meena.id, { clearTotp: false });
    expect(password.length).toBeGreaterThan(20);
    const sessions = await db
      .selectFrom("staff_sessions")
      .select("id")
      .where("user_id", "=", meena.id)
      .execute();
    expect(sessions).toHaveLength(0);
  });

  it("writes audit entries without secrets", async () => {
    const db = t.handle.db;
    await recordAudit(
      db,
      { user: { id: 1, email: "x@kamo.test" }, clientIp: "1.2.3.4" },
      {
        action: "test.change",
        entityType: "thing",
        entityId: 7,
        summary: "Changed a thing",
        before: { a: 1 },
        after: { a: 2 },
      },
    );
    const rows = await db.selectFrom("audit_log").selectAll().execute();
    expect(rows.find((r) => r.action === "test.change")).toMatchObject({
      entity_id: "7",
      after_json: '{"a":2}',
    });
    const all = JSON.stringify(rows);
    expect(all).not.toContain("scrypt$");
    expect(all).not.toContain("another long password");
  });
});

describe("session clean-up", () => {
  it("removes sessions past a time-out and keeps live ones", async () => {
    const { pruneExpiredSessions, createSession } = await import("./sessions.server");
    const db = t.handle.db;
    const user = await db.selectFrom("staff_users").select("id").executeTakeFirstOrThrow();
    const old = new Date(Date.now() - 5 * 3_600_000);
    await createSession(db, user.id, { clientIp: "x", userAgent: "y" }, policy, old);
    const live = await createSession(db, user.id, { clientIp: "x", userAgent: "y" }, policy);
    await pruneExpiredSessions(db, policy);
    expect(await findSession(db, live, policy)).not.toBeNull();
    const remaining = await db.selectFrom("staff_sessions").select("created_at").execute();
    expect(remaining.every((r) => r.created_at > old.toISOString())).toBe(true);
  });
});
