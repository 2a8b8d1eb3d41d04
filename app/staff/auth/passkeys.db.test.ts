import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect, type TestDatabase } from "../../../tests/db-utils";
import { SoftAuthenticator } from "../../../tests/soft-authenticator";
import { createAccount } from "~/staff/accounts/accounts.server";
import { listAuditEntries } from "~/staff/audit/audit-log.server";
import { pendingSetupPath } from "./auth.server";
import {
  addPasskey,
  listPasskeys,
  passkeyProofOptions,
  passkeyRegistrationOptions,
  relyingPartyFor,
  removePasskey,
  type RelyingParty,
} from "./passkeys.server";
import { SECURITY_ACTIONS } from "./security-events";
import { createSession, findSession } from "./sessions.server";
import { passkeySignInOptions, secondStep, signIn } from "./sign-in.server";
import type { DB } from "~/db/client.server";

const policy = { idleMinutes: 30, absoluteHours: 12 };
const PASSWORD = "monsoon tea on the verandah";
const rp: RelyingParty = {
  id: "staff.kamopaints.in",
  name: "Kamo Paints staff",
  origin: "https://staff.kamopaints.in",
};
let t: TestDatabase | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

/** A member without a second factor, signed in (to set one up), and their authenticator. */
async function member(db: DB, email: string) {
  const account = await createAccount(
    db,
    { user: null, clientIp: "test" },
    {
      email,
      name: "Meena Pillai",
      roles: ["sales"],
      password: PASSWORD,
      mustChangePassword: false,
    },
  );
  const meta = { clientIp: "10.0.0.1", userAgent: "vitest" };
  const token = await createSession(db, account.id, meta, policy);
  const sessionId = (await findSession(db, token, policy))!.id;
  const actor = { user: { id: account.id, email }, sessionId, ...meta };
  const authenticator = new SoftAuthenticator(rp.origin);
  const register = async (
    name: string,
    proof?: Parameters<typeof addPasskey>[3]["proof"],
    on = authenticator,
  ) => {
    const options = await passkeyRegistrationOptions(db, rp, account, sessionId);
    return addPasskey(db, rp, actor, { name, response: on.register(options), proof });
  };
  /** Signs a fresh re-authentication challenge, as the page's "use a passkey" button does. */
  const passkeyProof = async (on = authenticator) =>
    on.authenticate(await passkeyProofOptions(db, rp, account.id, sessionId));
  return { account, actor, token, authenticator, register, passkeyProof };
}

/** Password first; then the passkey's answer to the second step's challenge. */
async function signInWithPasskey(
  db: DB,
  email: string,
  authenticator: SoftAuthenticator,
  options: { use?: string; counter?: number } = {},
) {
  const clientIp = "10.9.0.1";
  const first = await signIn(
    db,
    { email, password: PASSWORD, code: "", clientIp, userAgent: "vitest" },
    policy,
  );
  if (first.ok || first.reason !== "second-step") throw new Error("no second step");
  const challenge = await passkeySignInOptions(db, rp, first.pendingToken);
  if (!challenge) throw new Error("no passkey options");
  const passkey = authenticator.authenticate(challenge, options);
  const result = await secondStep(
    db,
    { pendingToken: first.pendingToken, passkey, clientIp, userAgent: "vitest" },
    policy,
    rp,
  );
  return { result, challenge, passkey };
}

// Each sign-in hashes on purpose slowly (scrypt); a busy machine needs the margin.
describe(`passkeys on ${testDialect()}`, { timeout: 90_000 }, () => {
  it("takes the relying party from SITE_URL, and none from an address without a name", () => {
    expect(relyingPartyFor("https://www.kamopaints.in")).toEqual({
      id: "www.kamopaints.in",
      name: "Kamo Paints staff",
      origin: "https://www.kamopaints.in",
    });
    expect(relyingPartyFor("http://localhost:3000")?.origin).toBe("http://localhost:3000");
    // WebAuthn refuses IP addresses as relying-party ids; passkeys are then not offered.
    expect(relyingPartyFor("http://127.0.0.1:3210")).toBeNull();
  });

  it("registers a passkey as the first factor, then signs in with password and passkey", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const meena = await member(db, "meena@kamo.test");
    const added = await meena.register("Work laptop");
    expect(added).toMatchObject({ ok: true });
    if (!added.ok) return;
    expect(added.recoveryCodes).toHaveLength(10);
    const [stored] = await db
      .selectFrom("staff_passkeys")
      .select(["credential_id", "public_key", "counter", "transports", "name"])
      .where("user_id", "=", meena.account.id)
      .execute();
    expect(stored).toMatchObject({
      credential_id: meena.authenticator.credentialIds[0],
      transports: "usb",
      name: "Work laptop",
    });
    expect(Number(stored!.counter)).toBe(0);
    expect(stored!.public_key.length).toBeGreaterThan(50);
    expect(pendingSetupPath((await findSession(db, meena.token, policy))!)).toBeNull();

    const { result, challenge } = await signInWithPasskey(
      db,
      "meena@kamo.test",
      meena.authenticator,
    );
    expect(challenge.allowCredentials?.map((c) => c.id)).toEqual(meena.authenticator.credentialIds);
    expect(result.ok).toBe(true);
    const [used] = await listPasskeys(db, meena.account.id);
    expect(used).toMatchObject({ name: "Work laptop" });
    expect(used!.lastUsedAt).not.toBeNull();
    const counter = await db
      .selectFrom("staff_passkeys")
      .select("counter")
      .executeTakeFirstOrThrow();
    expect(Number(counter.counter)).toBe(1);

    const security = await listAuditEntries(db, { actions: SECURITY_ACTIONS });
    expect(security.find((e) => e.action === "staff.passkey-add")?.summary).toBe(
      'Added the passkey "Work laptop"',
    );
  });

  it("refuses another account's passkey, an answer used twice and a counter that went back", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const meena = await member(db, "meena@kamo.test");
    const ravi = await member(db, "ravi@kamo.test");
    expect((await meena.register("Meena's key")).ok).toBe(true);
    expect((await ravi.register("Ravi's key")).ok).toBe(true);
    // Ravi, knowing Meena's password, answers her challenge with his own passkey.
    const stolen = await signInWithPasskey(db, "meena@kamo.test", ravi.authenticator, {
      use: ravi.authenticator.credentialIds[0],
    });
    expect(stolen.result).toMatchObject({ ok: false, reason: "bad-code" });

    const genuine = await signInWithPasskey(db, "meena@kamo.test", meena.authenticator);
    expect(genuine.result.ok).toBe(true);
    // The same signed answer again, to a new sign-in: its challenge is spent.
    const first = await signIn(
      db,
      {
        email: "meena@kamo.test",
        password: PASSWORD,
        code: "",
        clientIp: "10.9.0.1",
        userAgent: "x",
      },
      policy,
    );
    if (first.ok || first.reason !== "second-step") throw new Error("no second step");
    await passkeySignInOptions(db, rp, first.pendingToken);
    const replayed = await secondStep(
      db,
      {
        pendingToken: first.pendingToken,
        passkey: genuine.passkey,
        clientIp: "10.9.0.1",
        userAgent: "x",
      },
      policy,
      rp,
    );
    expect(replayed).toMatchObject({ ok: false, reason: "bad-code" });
    // A copy of the key that signs with an old counter (a cloned authenticator).
    const cloned = await signInWithPasskey(db, "meena@kamo.test", meena.authenticator, {
      counter: 1,
    });
    expect(cloned.result).toMatchObject({ ok: false, reason: "bad-code" });

    const failures = (await listAuditEntries(db, { actions: SECURITY_ACTIONS }))
      .filter((e) => e.action === "staff.sign-in-failed")
      .map((e) => e.summary);
    expect(failures).toContain("Failed sign-in as meena@kamo.test: a passkey of another account");
  });

  it("adds and removes passkeys only with the password and a current factor, never the last factor", async () => {
    t = await createTestDatabase();
    const db = t.handle.db;
    const meena = await member(db, "meena@kamo.test");
    expect((await meena.register("Laptop")).ok).toBe(true);
    // With a factor in place, a stolen session alone cannot add the thief's passkey.
    const thief = new SoftAuthenticator(rp.origin);
    expect(await meena.register("Thief", undefined, thief)).toMatchObject({
      ok: false,
      problem: "wrong-password",
    });
    expect(await meena.register("Thief", { password: PASSWORD }, thief)).toMatchObject({
      ok: false,
      problem: "wrong-code",
    });
    const phoneKey = new SoftAuthenticator(rp.origin);
    const second = await meena.register(
      "Phone",
      { password: PASSWORD, passkey: await meena.passkeyProof() },
      phoneKey,
    );
    expect(second).toMatchObject({ ok: true, recoveryCodes: null });
    const [laptop, phone] = await listPasskeys(db, meena.account.id);
    expect([laptop!.name, phone!.name]).toEqual(["Laptop", "Phone"]);

    expect(
      await removePasskey(db, rp, meena.actor, {
        passkeyId: laptop!.id,
        proof: { password: "a guess", passkey: await meena.passkeyProof() },
      }),
    ).toMatchObject({ ok: false, problem: "wrong-password" });
    expect(
      await removePasskey(db, rp, meena.actor, {
        passkeyId: laptop!.id,
        proof: { password: PASSWORD, passkey: await meena.passkeyProof() },
      }),
    ).toMatchObject({ ok: true });
    expect((await listPasskeys(db, meena.account.id)).map((p) => p.name)).toEqual(["Phone"]);
    // The phone is now the only factor: it stays.
    expect(
      await removePasskey(db, rp, meena.actor, {
        passkeyId: phone!.id,
        proof: { password: PASSWORD, passkey: await meena.passkeyProof(phoneKey) },
      }),
    ).toMatchObject({ ok: false, problem: "last-factor" });

    const events = (await listAuditEntries(db, { actions: SECURITY_ACTIONS })).map(
      (e) => `${e.action}: ${e.summary}`,
    );
    expect(events).toEqual(
      expect.arrayContaining([
        'staff.passkey-add: Added the passkey "Phone"',
        'staff.passkey-remove: Removed the passkey "Laptop" (0 other sessions signed out)',
      ]),
    );
  });
});
