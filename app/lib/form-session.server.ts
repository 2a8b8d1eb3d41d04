import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { getDatabase, type DB } from "~/db/client.server";
import { nowIso } from "~/db/dialect";
import { getEnv } from "~/lib/env.server";
import { singleton } from "~/lib/singleton.server";

/**
 * What a server-rendered form carries so its submission can be recognised:
 * a submission key (a resubmitted form does not create a second lead) and the
 * time it was issued (the minimum-fill-time spam trap), signed with HMAC so a
 * bot cannot claim it loaded the form minutes ago. Pages with a form return
 * one from their loader:
 *   loader: `return { quickContact: createFormSession("quick-contact") }`
 *   component: `<QuickContactForm session={data.quickContact} />`
 *
 * The secret is FORM_SESSION_SECRET when set, otherwise one generated on first
 * use and kept in app_meta, so every app server sharing the database signs and
 * checks with the same secret, and restarts do not invalidate open forms.
 */
export interface FormSession {
  form: string;
  key: string;
  issuedAt: number;
  signature: string;
}

export { FORM_SESSION_FIELD } from "~/lib/validation/lead-result";

const SECRET_KEY = "form-session-secret";
const secretHolder = singleton("form-session-secret", () => ({
  secret: undefined as Buffer | undefined,
  loading: undefined as Promise<Buffer> | undefined,
}));

/** Reads (or creates, once, race-safely) the signing secret. */
export async function loadFormSessionSecret(db: DB = getDatabase().db): Promise<Buffer> {
  if (secretHolder.secret) return secretHolder.secret;
  secretHolder.loading ??= (async () => {
    const fromEnv = getEnv().FORM_SESSION_SECRET;
    if (fromEnv) return Buffer.from(fromEnv, "utf8");
    const existing = await readSecret(db);
    if (existing) return existing;
    // Two servers starting together both try; the primary key keeps the first.
    await db
      .insertInto("app_meta")
      .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64"), updated_at: nowIso() })
      .onConflict((oc) => oc.column("key").doNothing())
      .execute();
    const stored = await readSecret(db);
    if (!stored) throw new Error("form session secret could not be stored");
    return stored;
  })();
  try {
    secretHolder.secret = await secretHolder.loading;
    return secretHolder.secret;
  } catch (error) {
    secretHolder.loading = undefined; // try again on the next request
    throw error;
  }
}

async function readSecret(db: DB): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", SECRET_KEY)
    .executeTakeFirst();
  return row ? Buffer.from(row.value, "base64") : undefined;
}

/** For tests: forget the cached secret. */
export function resetFormSessionSecret(): void {
  secretHolder.secret = undefined;
  secretHolder.loading = undefined;
}

function sign(secret: Buffer, form: string, key: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`${form}|${key}|${issuedAt}`).digest("base64url");
}

/**
 * A fresh session for one rendering of a form. Synchronous so loaders can call
 * it inline; the secret is loaded at start-up by the background jobs (and on
 * the first submission). In the moment before it is loaded the session goes
 * out unsigned: its key still prevents duplicates, only the time trap is
 * skipped for it.
 */
export function createFormSession(form: string, now = Date.now()): FormSession {
  const key = randomUUID();
  const secret = secretHolder.secret;
  if (!secret) {
    loadFormSessionSecret().catch((error: unknown) =>
      console.error("[leads] form session secret unavailable:", error),
    );
    return { form, key, issuedAt: now, signature: "" };
  }
  return { form, key, issuedAt: now, signature: sign(secret, form, key, now) };
}

/** The hidden input's value for a session. */
export function encodeFormSession(session: FormSession): string {
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}

export interface CheckedFormSession {
  /** The submission key: the visitor's own when well-formed, otherwise a new one. */
  key: string;
  /** When the form was served, only when the signature proves it. */
  issuedAt?: number;
  /** Why the session is not trusted, if it is not. */
  problem?: "missing" | "malformed" | "unsigned" | "bad-signature" | "from-the-future";
}

const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** Checks the hidden session input of a submitted form. Never throws for bad input. */
export async function checkFormSession(
  form: string,
  token: unknown,
  now = Date.now(),
): Promise<CheckedFormSession> {
  if (typeof token !== "string" || token === "") return { key: randomUUID(), problem: "missing" };
  const [key = "", issued = "", signature = ""] = token.split(".");
  if (!KEY_PATTERN.test(key) || !/^\d{1,15}$/.test(issued))
    return { key: randomUUID(), problem: "malformed" };
  // A key generated in the browser (the dialog) carries no signature.
  if (signature === "") return { key, problem: "unsigned" };
  const issuedAt = Number(issued);
  const secret = await loadFormSessionSecret();
  const expected = Buffer.from(sign(secret, form, key, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { key, problem: "bad-signature" };
  if (issuedAt > now + 60_000) return { key, problem: "from-the-future" };
  return { key, issuedAt };
}
