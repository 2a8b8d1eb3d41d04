import crypto from "node:crypto";
import { test, type APIRequestContext } from "@playwright/test";
import { listPublicPaths } from "../../app/content/route-paths";
import { storeLead } from "~/leads/delivery/store.server";
import { openDatabase } from "~/db/client.server";
import { validLeads } from "../factories/leads";
import { expect } from "../e2e/fixtures";
import { createStaffAccount } from "../e2e/staff-fixtures";
import { rawRequest, signInCookie } from "./harness";

/**
 * Issue 23, "Redirects and paths" (and issue 26, "Path case"): routes are
 * exact, letter case included, so a path in another case goes to /not-found
 * like any unknown path and can no longer reach a staff page without the
 * staff area's headers; and every page has one address, without a trailing
 * slash, which a trailing-slash request is sent to with a 308.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;

const staffPaths = ["/staff", "/staff/sign-in", "/staff/leads", "/staff/leads/1", "/staff/audit"];
const otherPaths = [
  "/thankyou",
  "/consultation",
  "/not-found",
  "/Product/1",
  "/Product/Details/3",
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  "/investors/disclosures.atom",
  "/downloads/shade-cards/interior-emulsion.pdf",
  "/favicon.svg",
];

/** Every letter in the other case: /About → /aBOUT, /Kamo-Hi-Sheen → /kAMO-hI-sHEEN. */
function swapCase(path: string): string {
  return path.replace(/[a-z]/gi, (c) =>
    c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
  );
}

async function inParallel<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  return Promise.all(items.map(work));
}

async function statusAndLocation(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { path, status: response.status(), location: response.headers().location };
}

test.describe("exact, case-sensitive routes", { tag: "@http" }, () => {
  test("the visitor's wrong-case addresses of issue 26 go to /not-found", async ({ request }) => {
    const wrongCase = [
      "/About",
      "/FAQ",
      "/DEALER",
      "/product/1",
      "/kamo-hi-sheen",
      "/Weather-Supreme",
    ];
    for (const { path, status, location } of await inParallel(wrongCase, (path) =>
      statusAndLocation(request, path),
    ))
      expect.soft({ status, location }, path).toEqual({ status: 302, location: "/not-found" });
  });

  test("every public path in another case goes to /not-found", async ({ request }) => {
    const variants = listPublicPaths()
      .filter((path) => /[a-z]/i.test(path))
      .map(swapCase);
    for (const { path, status, location } of await inParallel(variants, (path) =>
      statusAndLocation(request, path),
    ))
      expect.soft({ status, location }, path).toEqual({ status: 302, location: "/not-found" });
  });

  test("the spec's own mixed-case paths keep working", async ({ request }) => {
    for (const path of [
      "/Kamo-Hi-Sheen",
      "/Product/1",
      "/Product/Details/3",
      "/pickyourcolors.html",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect.soft(response.status(), path).toBe(200);
    }
  });
});

test.describe("a lead's page under another spelling", { tag: "@http" }, () => {
  test("never shows the lead, and every answer keeps the staff headers", async () => {
    const marker = crypto.randomBytes(5).toString("hex");
    const email = `casecheck-${marker}@example.com`;
    const leadId = await insertLead(email);
    const cookie = await signInCookie(origin, await createStaffAccount({ roles: ["sales"] }));
    const get = (path: string) =>
      fetch(`${origin}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

    // The control: the real address shows the lead to this sales member.
    const real = await get(`/staff/leads/${leadId}`);
    expect(real.status).toBe(200);
    expect(await real.text()).toContain(email);

    const variants = [
      `/STAFF/leads/${leadId}`,
      `/Staff/leads/${leadId}`,
      `/staff/LEADS/${leadId}`,
      `/staff/Leads/${leadId}`,
      `/STAFF/leads/${leadId}.data`,
      `/Staff/leads/${leadId}.data`,
      `/staff/LEADS/${leadId}.data`,
      `/%53TAFF/leads/${leadId}`,
      `/%53taff/leads/${leadId}`,
      `/st%41ff/leads/${leadId}`,
      `/staff/%4CEADS/${leadId}`,
      `/%73taff/leads/${leadId}`,
      `/staff/%6Ceads/${leadId}.data`,
      `/STAFF/leads/${leadId}/`,
      `/STAFF%2Fleads%2F${leadId}`,
    ];
    // All at once, as a scraper would send them.
    const answers = await Promise.all(
      variants.map(async (path) => {
        const response = await get(path);
        return { path, response, body: await response.text() };
      }),
    );
    for (const { path, response, body } of answers) {
      expect.soft(body, `${path}: lead data in the answer`).not.toContain(email);
      expect.soft(response.headers.get("cache-control"), `${path}: Cache-Control`).toBe("no-store");
      expect
        .soft(response.headers.get("x-robots-tag"), `${path}: X-Robots-Tag`)
        .toBe("noindex, nofollow");
      // A redirect stays on this site (it may lead to the canonical spelling).
      const location = response.headers.get("location");
      if (location)
        expect
          .soft(new URL(location, origin).origin, `${path}: redirected to ${location}`)
          .toBe(origin);
    }
    // Followed to the end, no spelling shows the lead, except the exact one
    // with percent-encoded lower-case letters, which is the lead's own address.
    for (const path of variants) {
      const response = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
      const body = await response.text();
      if (path.startsWith("/%73taff/") || path.startsWith("/staff/%6Ceads/")) {
        expect
          .soft(new URL(response.url).pathname, `${path} (followed)`)
          .toMatch(new RegExp(`^/staff/leads/${leadId}(\\.data)?$`));
        continue;
      }
      expect.soft(body, `${path} (followed): lead data`).not.toContain(email);
      // A page ends on a 404; a data request answers 404 or hands the browser /not-found (202).
      expect
        .soft(response.status, `${path} (followed): status`)
        .toBe(path.endsWith(".data") && response.status === 202 ? 202 : 404);
      if (response.status === 202) expect.soft(body, `${path} (followed)`).toContain("/not-found");
    }
  });

  test("the staff area's data requests are never cached", async () => {
    const cookie = await signInCookie(origin, await createStaffAccount({ roles: ["sales"] }));
    for (const path of ["/staff.data", "/staff/leads.data", "/Staff.data"]) {
      const response = await fetch(`${origin}${path}`, { headers: { Cookie: cookie } });
      expect.soft(response.headers.get("cache-control"), `${path}: Cache-Control`).toBe("no-store");
      expect
        .soft(response.headers.get("x-robots-tag"), `${path}: X-Robots-Tag`)
        .toBe("noindex, nofollow");
    }
  });
});

test.describe("one address per page: no trailing slash", { tag: "@http" }, () => {
  const paths = [...listPublicPaths().filter((p) => p !== "/"), ...otherPaths, ...staffPaths];

  test("/x/ answers 308 to /x, keeping the query, for every page", async ({ request }) => {
    const answers = await inParallel(paths, async (path) => ({
      path,
      plain: await statusAndLocation(request, `${path}/`),
      query: await statusAndLocation(request, `${path}//?utm_source=sms&q=a%2Fb`),
    }));
    for (const { path, plain, query } of answers) {
      expect.soft({ status: plain.status, location: plain.location }, `${path}/`).toEqual({
        status: 308,
        location: path,
      });
      expect.soft({ status: query.status, location: query.location }, `${path}//?…`).toEqual({
        status: 308,
        location: `${path}?utm_source=sms&q=a%2Fb`,
      });
    }
  });

  test("the pages it leads to answer, and / stays as it is", async ({ request }) => {
    expect((await request.get("/", { maxRedirects: 0 })).status()).toBe(200);
    for (const path of listPublicPaths()) {
      const response = await request.get(`${path === "/" ? "" : path}/`);
      expect.soft(response.status(), `${path}/ followed`).toBe(200);
      expect.soft(new URL(response.url()).pathname, `${path}/ followed`).toBe(path);
    }
  });

  test("a trailing slash never turns into a redirect to another site", async () => {
    // Sent byte for byte: fetch and browsers would tidy these up before sending.
    const targets = [
      "//evil.example/",
      "///evil.example/",
      "//evil.example//",
      "//evil.example/?next=/",
      "/\\evil.example/",
      "/\\\\evil.example/",
      "\\/evil.example/",
      "/.//evil.example/",
      "/./\\evil.example/",
      "/about/..//evil.example/",
      "/staff/%2e%2e//evil.example/",
      "/%2F/evil.example/",
      "/%5C/evil.example/",
      "//%65vil.example/",
      "//127.0.0.1@evil.example/",
      "http://127.0.0.1//evil.example/",
    ];
    const answers = await inParallel(targets, async (target) => ({
      target,
      answer: await rawRequest(
        port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      ),
    }));
    for (const { target, answer } of answers) {
      expect.soft(answer.status, `${target}: status`).toBeLessThan(500);
      const location = answer.headers.location;
      if (location === undefined) continue;
      expect.soft(location, `${target}: Location`).toMatch(/^\/(?![/\\])/);
      expect.soft(new URL(location, origin).origin, `${target}: Location ${location}`).toBe(origin);
    }
  });
});

async function insertLead(email: string): Promise<number> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const handle = openDatabase({ dataDir });
  try {
    const stored = await storeLead(handle.db, {
      form: "quick-contact",
      sessionKey: `security-paths-${crypto.randomUUID()}`,
      data: { ...validLeads["quick-contact"], email },
      clientIp: "203.0.113.9",
      userAgent: "security test",
    });
    return stored.leadId;
  } finally {
    await handle.close();
  }
}
