import crypto from "node:crypto";
import http from "node:http";
import { parseSetCookie, stringifyCookie } from "cookie";
import { openDatabase } from "~/db/client.server";
import { secondFactorCode, type TestStaffAccount } from "../e2e/staff-fixtures";

/**
 * A staff-area client for attacks over plain HTTP, sent from an address of
 * its own: the whole of 127.0.0.0/8 reaches the test server on Linux, and the
 * server sees each source address as a different client. That is how these
 * tests play an attacker and an owner at once, and how they keep their
 * failures away from the other tests' address (127.0.0.1).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
export const origin = `http://127.0.0.1:${port}`;

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A loopback address no other test uses (127.0.0.1 stays for the browser tests). */
export function freshAddress(): string {
  const [a, b, c] = crypto.randomBytes(3);
  return `127.${(a! % 250) + 2}.${b}.${(c! % 250) + 2}`;
}

/** Form fields; a list posts the field once per value (role check boxes). */
export type FormFields = Record<string, string | string[]>;

function encodeForm(form: FormFields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form))
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, v);
  return params;
}

export class StaffClient {
  /** The session cookie's value; "" before sign-in and after sign-out. */
  private session = "";

  constructor(
    readonly address = freshAddress(),
    readonly userAgent = `KamoSecurityTest/1.0 (${address})`,
  ) {}

  request(method: "GET" | "POST", path: string, form?: FormFields): Promise<Answer> {
    const body = form ? encodeForm(form).toString() : undefined;
    return new Promise((resolve, reject) => {
      const request = http.request(
        new URL(path, origin),
        {
          method,
          // A connection of its own per request, so a burst really is simultaneous.
          agent: false,
          localAddress: this.address,
          headers: {
            "User-Agent": this.userAgent,
            ...(this.session ? { Cookie: stringifyCookie({ "kamo-staff": this.session }) } : {}),
            ...(body
              ? {
                  Origin: origin,
                  "Content-Type": "application/x-www-form-urlencoded",
                  "Content-Length": Buffer.byteLength(body),
                }
              : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const session = (response.headers["set-cookie"] ?? [])
              .map((header) => parseSetCookie(header))
              .find((cookie) => cookie.name === "kamo-staff");
            if (session) this.session = session.value ?? "";
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            });
          });
        },
      );
      request.on("error", reject);
      request.end(body);
    });
  }

  /** One sign-in post; the session cookie, if one comes back, is kept for later requests. */
  signIn(email: string, password: string, code = ""): Promise<Answer> {
    return this.request("POST", "/staff/sign-in", { email, password, code, next: "/staff" });
  }

  /**
   * Signs in as the account in one post: the password with a second factor
   * (a fresh app code, or a recovery code when no app code is free yet).
   */
  async signInAs(account: TestStaffAccount): Promise<Answer> {
    const hasFactor = account.totpSecret !== null || account.recoveryCodes.length > 0;
    const code = hasFactor ? await secondFactorCode(account) : "";
    return this.signIn(account.email, account.password, code);
  }

  get signedIn(): boolean {
    return this.session !== "";
  }

  /** The session's CSRF token (one per session), read from the account page. */
  async csrfToken(): Promise<string> {
    const page = await this.request("GET", "/staff/account");
    const token = /name="_csrf" value="([^"]+)"/.exec(page.body)?.[1];
    if (!token) throw new Error(`no CSRF token on /staff/account (status ${page.status})`);
    return token;
  }

  /** Posts a staff form with the session's CSRF token, as the page's own form would. */
  async post(path: string, form: FormFields): Promise<Answer> {
    return this.request("POST", path, { _csrf: await this.csrfToken(), ...form });
  }
}

/** Reads the running server's database (E2E_DATA_DIR, as the staff fixtures do). */
export async function withServerDatabase<T>(
  read: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>,
): Promise<T> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const handle = openDatabase({ dataDir });
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

/** Counts answers by status, e.g. { 302: 1, 401: 4, 429: 25 }. */
export function byStatus(answers: Answer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}
