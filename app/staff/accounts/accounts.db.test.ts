import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/db-utils";
import {
  changeOwnPassword,
  createAccount,
  LastAdminError,
  OwnRolesError,
  resetAccess,
  updateAccount,
} from "./accounts.server";
import { recordAudit } from "~/staff/audit/record.server";
import { createSession, findSession } from "~/staff/auth/sessions.server";
import { signIn } from "~/staff/auth/sign-in.server";
import { SIGN_IN_LIMITS } from "~/staff/auth/throttle.server";
import { generateTotpSecret, totpCode, totpStep } from "~/staff/auth/totp.server";

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

  it(
    "locks the guesser's address out of the account, not the owner, and says the same for unknown emails",
    { timeout: 60_000 },
    async () => {
      const db = t.handle.db;
      const office = "10.0.0.2";
      expect(
        (await signIn(db, attempt("meena@kamo.test", "a long enough password", "", office), policy))
          .ok,
      ).toBe(true);
      const guesser = "10.1.0.9";
      for (let i = 0; i < SIGN_IN_LIMITS.pair.maxAttempts; i++) {
        const r = await signIn(db, attempt("meena@kamo.test", "wrong", "", guesser), policy);
        expect(r).toMatchObject({ ok: false, reason: "invalid" });
      }
      // Even the right password is not checked from the locked address.
      expect(
        await signIn(db, attempt("meena@kamo.test", "a long enough password", "", guesser), policy),
      ).toMatchObject({ ok: false, reason: "locked" });
      // The owner, at the office they signed in from before, still can.
      const owner = await signIn(
        db,
        attempt("meena@kamo.test", "a long enough password", "", office),
        policy,
      );
      expect(owner.ok).toBe(true);
      // An unknown email is answered exactly like a known one, limits included.
      for (let i = 0; i < SIGN_IN_LIMITS.pair.maxAttempts; i++)
        expect(
          await signIn(db, attempt("nobody@kamo.test", "whatever", "", guesser), policy),
        ).toMatchObject({ ok: false, reason: "invalid" });
      expect(
        await signIn(db, attempt("nobody@kamo.test", "whatever", "", guesser), policy),
      ).toMatchObject({ ok: false, reason: "locked" });
    },
  );

  it("asks for the second step after the password, and refuses a replayed code", async () => {
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
      reason: "second-step",
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

  it("lets no admin change their own roles; another admin can, and it is recorded as a role change", async () => {
    const db = t.handle.db;
    const asha = await createAccount(db, system, {
      email: "asha.second@kamo.test",
      name: "Asha Second",
      roles: ["admin"],
      password: "yet another long password",
      mustChangePassword: false,
    });
    const self = { user: { id: asha.id, email: asha.email }, clientIp: "10.0.0.5" };
    await expect(
      updateAccount(db, self, asha.id, {
        name: "Asha Second",
        roles: ["admin", "sales"],
        disabled: false,
      }),
    ).rejects.toBeInstanceOf(OwnRolesError);
    // The same admin may still edit their own name.
    await updateAccount(db, self, asha.id, { name: "Asha S.", roles: ["admin"], disabled: false });
    const root = await db
      .selectFrom("staff_users")
      .select(["id", "email"])
      .where("email", "=", "root@kamo.test")
      .executeTakeFirstOrThrow();
    const changed = await updateAccount(db, { user: root, clientIp: "10.0.0.6" }, asha.id, {
      name: "Asha S.",
      roles: ["admin", "sales"],
      disabled: false,
    });
    expect(changed.roles).toEqual(["admin", "sales"]);
    const entries = await db
      .selectFrom("audit_log")
      .select(["action", "summary", "actor_email"])
      .where("entity_id", "=", String(asha.id))
      .orderBy("id")
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      "staff.create",
      "staff.update",
      "staff.roles-change",
    ]);
    expect(entries.at(-1)).toMatchObject({
      actor_email: "root@kamo.test",
      summary: "Changed the roles of asha.second@kamo.test from admin to admin, sales",
    });
  });

  it("changes a password only with the current one, ends the other sessions and records it", async () => {
    const db = t.handle.db;
    const user = await createAccount(db, system, {
      email: "kavita@kamo.test",
      name: "Kavita Joshi",
      roles: ["sales"],
      password: "the first long password",
      mustChangePassword: false,
    });
    const meta = { clientIp: "10.0.0.7", userAgent: "vitest" };
    await createSession(db, user.id, meta, policy);
    const keep = await createSession(db, user.id, meta, policy);
    const kept = await findSession(db, keep, policy);
    const actor = { user: { id: user.id, email: user.email }, ...meta };
    const input = { next: "a second long password", keepSessionId: kept!.id };
    expect(await changeOwnPassword(db, actor, { ...input, current: "not it at all" })).toEqual({
      ok: false,
      problem: "wrong-password",
    });
    expect(
      await changeOwnPassword(db, actor, { ...input, current: "the first long password" }),
    ).toEqual({ ok: true });
    const sessions = await db
      .selectFrom("staff_sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([kept!.id]);
    const entries = await db
      .selectFrom("audit_log")
      .select(["action", "client_ip", "user_agent"])
      .where("entity_id", "=", String(user.id))
      .where("action", "in", ["staff.reauth-failed", "staff.password-change"])
      .orderBy("id")
      .execute();
    expect(entries).toEqual([
      { action: "staff.reauth-failed", client_ip: "10.0.0.7", user_agent: "vitest" },
      { action: "staff.password-change", client_ip: "10.0.0.7", user_agent: "vitest" },
    ]);
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
    const { pruneExpiredSessions, createSession } = await import("~/staff/auth/sessions.server");
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
