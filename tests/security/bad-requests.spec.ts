import { test } from "@playwright/test";
import { expect } from "../e2e/fixtures";
import { createStaffAccount } from "../e2e/staff-fixtures";
import { expectSecurityHeaders, type PolicyKind } from "./expect-headers";
import {
  PORT_OFFSETS,
  rawRequest,
  securityPort,
  signInCookie,
  startSiteServer,
  type RawResponse,
  type SiteServer,
} from "./harness";

/**
 * Issue 23, "Bad requests must never answer 500": malformed and odd requests,
 * written byte for byte, each sent several times at once to a server of our
 * own whose log this test reads. Every one gets a 4xx (204 for OPTIONS) with
 * the security headers, and the log holds no stack trace.
 */
const port = securityPort(PORT_OFFSETS.badRequests);
const host = `127.0.0.1:${port}`;
const SAME_TIME = 4;

interface Case {
  name: string;
  request: () => string | Buffer;
  status: number;
  /** The policy expected: "page" for React Router's HTML pages, "file" for everything else. */
  policy?: PolicyKind;
  check?: (answer: RawResponse) => void;
  /** Copies sent at once; real sign-ins send one, since the sign-in limits count a burst (ADR 7). */
  copies?: number;
}

function get(target: string, headers: string[] = []): string {
  return `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${headers.map((h) => `${h}\r\n`).join("")}Connection: close\r\n\r\n`;
}

function withMethod(method: string, target: string, headers: string[] = [], body = ""): string {
  const length = body ? [`Content-Length: ${Buffer.byteLength(body)}`] : [];
  return `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\n${[...headers, ...length].map((h) => `${h}\r\n`).join("")}Connection: close\r\n\r\n${body}`;
}

const allows = (answer: RawResponse) =>
  expect.soft(answer.headers.allow ?? "", "Allow").toMatch(/GET.*HEAD.*POST/);

test.describe("bad requests", { tag: "@http" }, () => {
  test.describe.configure({ timeout: 180_000 });
  let server: SiteServer;
  let cookie = "";
  let account = { email: "", password: "" };

  test.beforeAll(async () => {
    // Starting a server compresses every static file; slow on a busy machine.
    test.setTimeout(300_000);
    server = await startSiteServer(port);
    // Without a second factor, so the sign-in form's password alone redirects (ADR 36).
    const staff = await createStaffAccount({
      roles: ["sales"],
      totp: false,
      dataDir: server.dataDir,
    });
    account = staff;
    cookie = await signInCookie(server.origin, staff);
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("each gets a 4xx with the security headers, many at once, and no stack trace in the log", async () => {
    const signInForm = (next: string) =>
      new URLSearchParams({ email: account.email, password: account.password, next }).toString();
    const cases: Case[] = [
      { name: "Host: a b", request: () => get("/about", []).replace(host, "a b"), status: 400 },
      {
        name: "Host: a b on a cached page",
        request: () => get("/privacy-policy").replace(host, "a b"),
        status: 400,
      },
      { name: "Host: a/b", request: () => get("/about").replace(host, "a/b"), status: 400 },
      { name: "Host: [::1", request: () => get("/about").replace(host, "[::1"), status: 400 },
      {
        name: "no Host (HTTP/1.1)",
        request: () => "GET /about HTTP/1.1\r\nConnection: close\r\n\r\n",
        status: 400,
      },
      {
        name: "next with a line break (signed in)",
        request: () => get("/staff/sign-in?next=%2Fstaff%0Aevil", [`Cookie: ${cookie}`]),
        status: 302,
        check: (answer) => expect.soft(answer.headers.location).toBe("/staff"),
      },
      {
        name: "next with CR LF and a header (signed in)",
        request: () =>
          get("/staff/sign-in?next=%2Fstaff%0D%0ASet-Cookie%3A%20kamo-staff%3Dx", [
            `Cookie: ${cookie}`,
          ]),
        status: 302,
        check: (answer) => expect.soft(answer.headers["set-cookie"]).toBeUndefined(),
      },
      {
        name: "next with a Hindi letter (signed in)",
        request: () => get("/staff/sign-in?next=%2Fstaff%2F%E0%A4%B9", [`Cookie: ${cookie}`]),
        status: 302,
        check: (answer) => expect.soft(answer.headers.location).toBe("/staff/%E0%A4%B9"),
      },
      {
        name: "next as raw UTF-8 bytes",
        request: () =>
          Buffer.concat([
            Buffer.from("GET /staff/sign-in?next=/staff/"),
            Buffer.from("\u0939", "utf8"),
            Buffer.from(` HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
          ]),
        status: 400,
      },
      {
        name: "sign-in form with a line break in next",
        request: () =>
          withMethod(
            "POST",
            "/staff/sign-in",
            [`Origin: http://${host}`, "Content-Type: application/x-www-form-urlencoded"],
            signInForm("/staff\nLocation: https://evil.example"),
          ),
        copies: 1,
        status: 302,
        check: (answer) => expect.soft(answer.headers.location).toBe("/staff"),
      },
      {
        name: "sign-in form with a Hindi next",
        request: () =>
          withMethod(
            "POST",
            "/staff/sign-in",
            [`Origin: http://${host}`, "Content-Type: application/x-www-form-urlencoded"],
            signInForm("/staff/leads?q=\u0939\u0930\u093e"),
          ),
        copies: 1,
        status: 302,
        check: (answer) =>
          expect.soft(answer.headers.location).toBe("/staff/leads?q=%E0%A4%B9%E0%A4%B0%E0%A4%BE"),
      },
      {
        name: "OPTIONS on a page",
        request: () => withMethod("OPTIONS", "/about"),
        status: 204,
        check: (answer) => {
          allows(answer);
          expect.soft(answer.body).toBe("");
        },
      },
      {
        name: "OPTIONS on a PDF",
        request: () => withMethod("OPTIONS", "/downloads/shade-cards/interior-emulsion.pdf"),
        status: 204,
        check: (answer) => {
          allows(answer);
          expect.soft(answer.body, "no PDF in the answer").toBe("");
        },
      },
      {
        name: "OPTIONS preflight from another site",
        request: () =>
          withMethod("OPTIONS", "/contact", [
            "Origin: https://evil.example",
            "Access-Control-Request-Method: POST",
          ]),
        status: 204,
        check: (answer) =>
          expect.soft(answer.headers["access-control-allow-origin"]).toBeUndefined(),
      },
      { name: "OPTIONS *", request: () => withMethod("OPTIONS", "*"), status: 204 },
      ...["PROPFIND", "TRACE", "PUT", "DELETE", "PATCH", "MKCOL", "LOCK"].map((method) => ({
        name: `${method} on a page`,
        request: () => withMethod(method, "/about", [], method === "PUT" ? "x=1" : ""),
        status: 405,
        check: allows,
      })),
      {
        name: "TRACE on a PDF",
        request: () => withMethod("TRACE", "/downloads/shade-cards/interior-emulsion.pdf"),
        status: 405,
        check: allows,
      },
      {
        name: "DELETE on a staff page",
        request: () => withMethod("DELETE", "/staff/leads/1", [`Cookie: ${cookie}`]),
        status: 405,
        check: allows,
      },
      {
        name: "CONNECT",
        request: () =>
          "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n",
        status: 405,
      },
      {
        name: "POST on a page without a form",
        request: () =>
          withMethod("POST", "/about", ["Content-Type: application/x-www-form-urlencoded"], "a=1"),
        status: 405,
        policy: "page",
      },
      {
        name: "POST on a file",
        request: () =>
          withMethod(
            "POST",
            "/sitemap.xml",
            ["Content-Type: application/x-www-form-urlencoded"],
            "a=1",
          ),
        status: 405,
      },
      {
        name: "form post from another site",
        request: () =>
          withMethod(
            "POST",
            "/contact",
            ["Origin: https://evil.example", "Content-Type: application/x-www-form-urlencoded"],
            "name=x",
          ),
        status: 400,
      },
      { name: "unknown method", request: () => withMethod("BREW", "/about"), status: 400 },
      { name: "request target *", request: () => get("*"), status: 400 },
      {
        name: "Content-Length: abc",
        request: () => withMethod("POST", "/contact", ["Content-Length: abc"]),
        status: 400,
      },
      {
        name: "20 KB of headers",
        request: () => get("/about", [`Cookie: x=${"a".repeat(20_000)}`]),
        status: 431,
      },
    ];

    // Warm the page cache, so "a cached page" really is served from it.
    expect((await rawRequest(port, get("/privacy-policy"))).status).toBe(200);
    const answers = await Promise.all(
      cases.flatMap((c) =>
        Array.from({ length: c.copies ?? SAME_TIME }, async () => ({
          c,
          answer: await rawRequest(port, c.request()),
        })),
      ),
    );
    for (const { c, answer } of answers) {
      expect.soft(answer.status, `${c.name}: status`).toBe(c.status);
      expectSecurityHeaders(answer.headers, c.name, c.policy ?? "file");
      c.check?.(answer);
    }

    // Give the log a moment to arrive from the other process.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const log = server.output();
    expect(log, "stack trace lines in the log").not.toMatch(/^\s+at /m);
    // The log is JSON lines (ADR 66): a stack trace is a field, an error a level.
    expect(log, "stack traces in the log").not.toContain('"stack"');
    expect(log, "error lines in the log").not.toContain('"level":"error"');
    expect(log).not.toContain("request failed");
    expect(log).not.toMatch(/\bError\b/);
  });
});
