import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { createAccount } from "~/staff/accounts/accounts.server";
import { findSession } from "./sessions.server";
import { signIn } from "./sign-in.server";
import { SIGN_IN_LIMITS } from "./throttle.server";
import { generateTotpSecret, totpCode, totpStep } from "./totp.server";

const policy = { idleMinutes: 30, absoluteHours: 12 };
const system = { user: null, clientIp: "test" };
const PASSWORD = "monsoon tea on the verandah";
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

const attempt = (email: string, password: string, clientIp: string, code = "") => ({
  email,
  password,
  code,
  clientIp,
  userAgent: `Mozilla/5.0 (test ${clientIp})`,
});

async function newAccount(email: string, totpSecret: string | null = null) {
  return createAccount(t!.handle.db, system, {
    email,
    name: "Meena Pillai",
    roles: totpSecret ? ["admin"] : ["sales"],
    password: PASSWORD,
    totpSecret,
    mustChangePassword: false,
  });
}

// Each sign-in hashes on purpose slowly (scrypt); a busy machine needs the margin.
describe(`staff sign-in on ${testDialect()}`, { timeout: 90_000 }, () => {
  it("opens one session for one time step, however many requests carry the code", async () => {
    t = await createTestDatabase();
    const secret = generateTotpSecret();
    const account = await newAccount("root@kamo.test", secret);
    const code = totpCode(secret, totpStep());
    // Ten at once from ten addresses: the account's slow-down lets the first
    // five reach the code check together, which is the race to win.
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(t!.handle.db, attempt("root@kamo.test", PASSWORD, `10.5.0.${i}`, code), policy),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    expect(reasons.filter((r) => r === "bad-code").length).toBeGreaterThanOrEqual(3);
    expect(reasons.filter((r) => r !== "ok" && r !== "bad-code" && r !== "slowed")).toEqual([]);
    const sessions = await t.handle.db
      .selectFrom("staff_sessions")
      .select("id")
      .where("user_id", "=", account.id)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it("checks no more passwords than the limit when 30 arrive at once, the right one last", async () => {
    t = await createTestDatabase();
    await newAccount("meena@kamo.test");
    const ip = "10.9.0.1";
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signIn(
          t!.handle.db,
          attempt("meena@kamo.test", i === 29 ? PASSWORD : `wrong guess ${i}`, ip),
          policy,
        ),
      ),
    );
    const checked = results.filter((r) => r.ok || r.reason === "invalid");
    expect(checked.length).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair.maxAttempts);
    // Every other attempt is refused before its password is looked at: by the
    // address's lock or, when the account's own slow-down wins the race, by that.
    const refusedUnchecked = (r: (typeof results)[number]) =>
      !r.ok && (r.reason === "locked" || r.reason === "slowed");
    expect(results.filter(refusedUnchecked)).toHaveLength(30 - checked.length);
    expect(refusedUnchecked(results[29]!)).toBe(true);
  });

  it("counts attempts from many addresses in one IPv6 /64 as one client", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const now = new Date("2026-11-28T06:00:00Z");
    // A client given a /64 takes a new address for every attempt, and a new
    // email too, so only the address limit can hold it.
    const inBlock = (i: number) =>
      `2001:db8:4:7:${(i + 1).toString(16)}:0:0:${(i + 1).toString(16)}`;
    const limit = SIGN_IN_LIMITS.address.maxAttempts;
    // All at once: the count is taken before each password check, so exactly the limit gets in.
    const results = await Promise.all(
      Array.from({ length: limit + 1 }, (_, i) =>
        signIn(db, attempt(`user${i}@kamo.test`, "a guess", inBlock(i)), policy, now),
      ),
    );
    const reasons = results.map((r) => (r.ok ? "ok" : r.reason));
    expect(reasons.filter((r) => r === "invalid")).toHaveLength(limit);
    expect(reasons.filter((r) => r === "locked")).toHaveLength(1);
    // The block's next attempt is refused before any check, whatever its address;
    // the next /64 is another client.
    expect(
      await signIn(db, attempt("next@kamo.test", "a guess", "2001:db8:4:7::ffff"), policy, now),
    ).toMatchObject({ ok: false, reason: "locked" });
    expect(
      await signIn(db, attempt("next@kamo.test", "a guess", "2001:db8:4:8::1"), policy, now),
    ).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("records failures and lock-outs with address and browser, unknown emails too, and tells the owner", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const account = await newAccount("meena@kamo.test");
    expect((await signIn(db, attempt("meena@kamo.test", PASSWORD, "10.0.0.1"), policy)).ok).toBe(
      true,
    );
    for (let i = 0; i < SIGN_IN_LIMITS.pair.maxAttempts; i++)
      await signIn(db, attempt("meena@kamo.test", "not the password", "203.0.113.7"), policy);
    await signIn(db, attempt("ghost@kamo.test", "not the password", "203.0.113.8"), policy);
    await signIn(db, attempt("my secret password", "oops", "203.0.113.8"), policy);

    const log = await db
      .selectFrom("audit_log")
      .select(["action", "entity_id", "summary", "client_ip", "user_agent", "actor_email"])
      .where("action", "like", "staff.sign-in%")
      .orderBy("id")
      .execute();
    const failures = log.filter((e) => e.action === "staff.sign-in-failed");
    expect(failures).toHaveLength(SIGN_IN_LIMITS.pair.maxAttempts + 2);
    expect(failures[0]).toEqual({
      action: "staff.sign-in-failed",
      entity_id: String(account.id),
      summary: "Failed sign-in as meena@kamo.test: wrong password",
      client_ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (test 203.0.113.7)",
      actor_email: "(anonymous)",
    });
    expect(failures.at(-2)).toMatchObject({
      entity_id: null,
      summary: "Failed sign-in as ghost@kamo.test: no such account",
    });
    // A password typed into the email box is not written to the log.
    expect(failures.at(-1)!.summary).toBe(
      "Failed sign-in as (something that is not an email address): no such account",
    );
    expect(JSON.stringify(log)).not.toContain("my secret password");
    const locked = log.filter((e) => e.action === "staff.sign-in-locked");
    expect(locked).toHaveLength(1);
    expect(locked[0]).toMatchObject({
      entity_id: String(account.id),
      client_ip: "203.0.113.7",
      user_agent: "Mozilla/5.0 (test 203.0.113.7)",
    });
    expect(locked[0]!.summary).toMatch(/^Sign-in as meena@kamo.test from 203.0.113.7 paused until/);

    // The owner's next sign-in carries the notice, for this session only.
    const next = await signIn(db, attempt("meena@kamo.test", PASSWORD, "10.0.0.1"), policy);
    if (!next.ok) throw new Error("owner refused");
    const session = await findSession(db, next.token, policy);
    expect(session?.signInNotice).toMatchObject({
      count: SIGN_IN_LIMITS.pair.maxAttempts,
      recent: expect.arrayContaining([expect.objectContaining({ address: "203.0.113.7" })]),
    });
    const after = await signIn(db, attempt("meena@kamo.test", PASSWORD, "10.0.0.1"), policy);
    if (!after.ok) throw new Error("owner refused");
    expect((await findSession(db, after.token, policy))?.signInNotice).toBeNull();
  });
});
