import fs from "node:fs";
import path from "node:path";
import { test } from "@playwright/test";
import { expect } from "../e2e/fixtures";
import { createStaffAccount } from "../e2e/staff-fixtures";
import { expectSecurityHeaders, type PolicyKind } from "./expect-headers";
import { rawRequest, signInCookie } from "./harness";

/**
 * Issue 23, "Headers on every response": one of each kind of answer the site
 * gives (pages, files of every sort, feeds, data, redirects, refusals, the
 * staff area), each checked for the security headers and a
 * Content-Security-Policy: the page policy on pages, and on everything else
 * one that allows nothing and sandboxes the document (PDFs, pictures).
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;
const clientDir = path.join(process.env.BUILD_DIR ?? "build", "client");

interface Answer {
  status: number;
  headers: Record<string, string>;
}

interface Probe {
  name: string;
  policy: PolicyKind;
  status: number;
  answer: () => Promise<Answer>;
  /** A further check of this kind of answer (type, cache state). */
  check?: (answer: Answer) => void;
}

async function fetched(address: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(new URL(address, origin), { redirect: "manual", ...init });
  await response.arrayBuffer();
  return { status: response.status, headers: Object.fromEntries(response.headers) };
}

const raw = (request: string) => rawRequest(port, request);
const typeIs = (pattern: RegExp) => (answer: Answer) =>
  expect.soft(answer.headers["content-type"] ?? "", "Content-Type").toMatch(pattern);

/** The first address in `page` that matches `pattern`, found as a visitor's browser would. */
async function linkedFrom(page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(new URL(page, origin))).text();
  const found = pattern.exec(html)?.[0];
  if (!found) throw new Error(`no ${pattern} in ${page}`);
  return found;
}

test.describe("security headers on every kind of answer", { tag: "@http" }, () => {
  test("pages, files, feeds, data, redirects, refusals and the staff area", async () => {
    test.setTimeout(120_000);
    const cookie = await signInCookie(origin, await createStaffAccount({ roles: ["sales"] }));
    const signedIn = { headers: { Cookie: cookie } };
    const script = await linkedFrom("/", /\/assets\/[\w.-]+\.js/);
    const styles = await linkedFrom("/about", /\/assets\/[\w.-]+\.css/);
    const picture = await linkedFrom("/", /\/img\/generated\/[\w.-]+\.avif/);
    const investorPdf = await linkedFrom("/financial-results", /\/documents\/\d+\/[\w.-]+\.pdf/);
    const font = fs.readdirSync(path.join(clientDir, "assets")).find((f) => f.endsWith(".woff2"));
    expect(font, "a font in the build").toBeTruthy();
    const pictureTag = (await fetched(picture)).headers.etag ?? "";

    const probes: Probe[] = [
      { name: "page", policy: "page", status: 200, answer: () => fetched("/about") },
      {
        name: "page from the cache",
        policy: "page",
        status: 200,
        answer: async () => (await fetched("/about"), fetched("/about")),
        check: (answer) => expect.soft(answer.headers["x-cache"], "X-Cache").toBe("HIT"),
      },
      { name: "form page", policy: "page", status: 200, answer: () => fetched("/contact") },
      { name: "404 page", policy: "page", status: 404, answer: () => fetched("/not-found") },
      {
        name: "unknown blog post (404 in place)",
        policy: "page",
        status: 404,
        answer: () => fetched("/blog-details/999999"),
      },
      {
        name: "unknown path (302)",
        policy: "file",
        status: 302,
        answer: () => fetched("/nowhere"),
      },
      { name: "wrong case (302)", policy: "file", status: 302, answer: () => fetched("/About") },
      {
        name: "trailing slash (308)",
        policy: "file",
        status: 308,
        answer: () => fetched("/about/"),
      },
      ...[
        ["product brochure PDF", "/downloads/products/weather-supreme/brochure.pdf"],
        ["technical data sheet PDF", "/downloads/products/Kamo-Hi-Sheen/technical-data-sheet.pdf"],
        ["shade card PDF", "/downloads/shade-cards/interior-emulsion.pdf"],
        ["investor document PDF", investorPdf],
      ].map(([name, address]): Probe => ({
        name: name!,
        policy: "file",
        status: 200,
        answer: () => fetched(address!),
        check: typeIs(/^application\/pdf/),
      })),
      {
        name: "missing PDF",
        policy: "file",
        status: 404,
        answer: () => fetched("/downloads/shade-cards/no-such-card.pdf"),
      },
      {
        name: "picture",
        policy: "file",
        status: 200,
        answer: () => fetched(picture),
        check: typeIs(/^image\/avif/),
      },
      {
        name: "picture not modified (304)",
        policy: "file",
        status: 304,
        answer: () => fetched(picture, { headers: { "If-None-Match": pictureTag } }),
      },
      { name: "icon", policy: "file", status: 200, answer: () => fetched("/apple-touch-icon.png") },
      { name: "SVG icon", policy: "file", status: 200, answer: () => fetched("/favicon.svg") },
      {
        name: "script",
        policy: "file",
        status: 200,
        answer: () => fetched(script),
        check: typeIs(/javascript/),
      },
      { name: "style sheet", policy: "file", status: 200, answer: () => fetched(styles) },
      {
        name: "font",
        policy: "file",
        status: 200,
        answer: () => fetched(`/assets/${font}`),
        check: typeIs(/^font\/woff2/),
      },
      {
        name: "Atom feed",
        policy: "file",
        status: 200,
        answer: () => fetched("/investors/disclosures.atom"),
      },
      { name: "sitemap", policy: "file", status: 200, answer: () => fetched("/sitemap.xml") },
      { name: "robots.txt", policy: "file", status: 200, answer: () => fetched("/robots.txt") },
      {
        name: "web app manifest",
        policy: "file",
        status: 200,
        answer: () => fetched("/manifest.webmanifest"),
      },
      {
        name: "page data (.data)",
        policy: "file",
        status: 200,
        answer: () => fetched("/about.data"),
      },
      { name: "/healthz", policy: "file", status: 200, answer: () => fetched("/healthz") },
      {
        name: "body too large (413)",
        policy: "file",
        status: 413,
        // Declared, not sent: the server refuses on the declared size.
        answer: () =>
          raw(
            `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\n` +
              "Content-Length: 1100000\r\nConnection: close\r\n\r\n",
          ),
        check: typeIs(/^text\/html/),
      },
      {
        name: "method not allowed (405)",
        policy: "file",
        status: 405,
        answer: () => fetched("/about", { method: "PUT", body: "x" }),
      },
      {
        name: "OPTIONS (204)",
        policy: "file",
        status: 204,
        answer: () => fetched("/about", { method: "OPTIONS" }),
      },
      {
        name: "bad Host (400)",
        policy: "file",
        status: 400,
        answer: () => raw("GET /about HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n"),
      },
      {
        name: "unreadable request (400)",
        policy: "file",
        status: 400,
        answer: () => raw("GET /about HTTP/1.1\r\nHost: x\r\nContent-Length: x\r\n\r\n"),
      },
      {
        name: "staff sign-in page",
        policy: "page",
        status: 200,
        answer: () => fetched("/staff/sign-in"),
        check: (answer) => expect.soft(answer.headers["cache-control"]).toBe("no-store"),
      },
      {
        name: "staff page, anonymous (302)",
        policy: "file",
        status: 302,
        answer: () => fetched("/staff/leads"),
      },
      {
        name: "staff page, signed in",
        policy: "page",
        status: 200,
        answer: () => fetched("/staff/leads", signedIn),
        check: (answer) => expect.soft(answer.headers["cache-control"]).toBe("no-store"),
      },
      {
        name: "staff data (.data), signed in",
        policy: "file",
        status: 200,
        answer: () => fetched("/staff.data", signedIn),
        check: (answer) => expect.soft(answer.headers["cache-control"]).toBe("no-store"),
      },
      {
        name: "staff CSV export",
        policy: "file",
        status: 200,
        answer: () => fetched("/staff/leads/export.csv", signedIn),
        check: typeIs(/^text\/csv/),
      },
    ];

    for (const probe of probes) {
      const answer = await probe.answer();
      expect.soft(answer.status, `${probe.name}: status`).toBe(probe.status);
      expectSecurityHeaders(answer.headers, probe.name, probe.policy);
      probe.check?.(answer);
    }
  });
});
