import { test as httpTest } from "@playwright/test";
import { parseCookie } from "cookie";
import { expect, test } from "../e2e/fixtures";
import { createStaffAccount } from "../e2e/staff-fixtures";
import { SIGN_IN_LIMITS } from "~/staff/auth/throttle.server";
import { signInCookie } from "./harness";
import { LEGITIMATE_NEXT, OPEN_REDIRECT_PAYLOADS } from "./open-redirect-payloads";

const SIGN_IN_PAIR_LIMIT = SIGN_IN_LIMITS.pair.maxAttempts;

/**
 * Issue 23, "Open redirect": the staff sign-in sends a member on to `next`
 * (from the query string when already signed in, from the form after signing
 * in). An attacker's link must never make it send anyone off the site. Every
 * payload is sent to both, all at once, and each Location is followed the way
 * a browser would: with the WHATWG URL parser here, and in Chromium itself.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;

function signInAddress(next: string): string {
  const url = new URL("/staff/sign-in", origin);
  url.searchParams.set("next", next);
  return url.href;
}

/** Where a browser goes with this Location header, or why it is not acceptable. */
function expectStaysInStaffArea(location: string | null, label: string): void {
  expect.soft(location, `${label}: Location`).not.toBeNull();
  if (location === null) return;
  // Browsers silently drop tabs and line breaks and read "\" as "/".
  expect.soft(location, `${label}: Location characters`).not.toMatch(/[\p{Cc}\\]/u);
  const target = new URL(location, origin);
  expect.soft(target.origin, `${label}: destination ${target.href}`).toBe(origin);
  expect.soft(target.pathname, `${label}: destination ${target.href}`).toMatch(/^\/staff(\/|$)/);
}

async function redirectsInParallel(
  payloads: readonly string[],
  send: (payload: string) => Promise<Response>,
  atOnce = 8,
): Promise<{ payload: string; status: number; location: string | null }[]> {
  const results = [];
  // A few at a time: many requests at once, without queueing behind a busy machine's timeouts.
  for (let i = 0; i < payloads.length; i += atOnce) {
    const batch = payloads.slice(i, i + atOnce);
    results.push(
      ...(await Promise.all(
        batch.map(async (payload) => {
          const response = await send(payload);
          return { payload, status: response.status, location: response.headers.get("location") };
        }),
      )),
    );
  }
  return results;
}

httpTest.describe("staff sign-in: `next` cannot leave the staff area", { tag: "@http" }, () => {
  let cookie = "";
  httpTest.beforeAll(async () => {
    cookie = await signInCookie(origin, await createStaffAccount({ roles: ["sales"] }));
  });

  httpTest("already signed in, the sign-in page redirects every payload into /staff", async () => {
    const results = await redirectsInParallel(
      [...OPEN_REDIRECT_PAYLOADS, LEGITIMATE_NEXT],
      (next) => fetch(signInAddress(next), { headers: { Cookie: cookie }, redirect: "manual" }),
    );
    for (const { payload, status, location } of results) {
      const label = `GET next=${JSON.stringify(payload)}`;
      expect.soft(status, `${label}: status`).toBe(302);
      expectStaysInStaffArea(location, label);
    }
    expect(results.at(-1)?.location, "a legitimate next still works").toBe(LEGITIMATE_NEXT);
  });

  httpTest("signing in with the form redirects every payload into /staff", async () => {
    // One real sign-in (a slow password check) per payload.
    httpTest.setTimeout(240_000);
    // Without a second factor, so the password alone opens a (setup-only) session and redirects.
    const account = await createStaffAccount({ roles: ["sales"], totp: false });
    const results = await redirectsInParallel(
      [...OPEN_REDIRECT_PAYLOADS, LEGITIMATE_NEXT],
      (next) =>
        fetch(`${origin}/staff/sign-in`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: account.email, password: account.password, next }),
        }),
      // Below the sign-in limit of 5 simultaneous attempts per account and address
      // (ADR 7): a successful sign-in hands its count back, a burst cannot.
      SIGN_IN_PAIR_LIMIT - 1,
    );
    for (const { payload, status, location } of results) {
      const label = `POST next=${JSON.stringify(payload)}`;
      expect.soft(status, `${label}: status`).toBe(302);
      expectStaysInStaffArea(location, label);
    }
    expect(results.at(-1)?.location, "a legitimate next still works").toBe(LEGITIMATE_NEXT);
  });
});

test.describe("staff sign-in in Chromium", () => {
  test.describe.configure({ timeout: 240_000 });
  test("no payload takes a signed-in member's browser off the site", async ({ page, context }) => {
    test.skip(test.info().project.name !== "desktop", "one browser run is enough");
    const cookie = await signInCookie(origin, await createStaffAccount({ roles: ["sales"] }));
    await context.addCookies(
      Object.entries(parseCookie(cookie)).map(([name, value]) => ({
        name,
        value: value ?? "",
        url: origin,
      })),
    );
    const offSite: string[] = [];
    await context.route(
      (url) => url.origin !== origin,
      async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      },
    );

    // Chromium's own URL parser reads each Location, as it does when following one.
    const locations = await Promise.all(
      OPEN_REDIRECT_PAYLOADS.map(
        async (payload) =>
          (await page.request.get(signInAddress(payload), { maxRedirects: 0 })).headers()
            .location ?? "",
      ),
    );
    await page.goto("/robots.txt");
    const resolved = await page.evaluate(
      (values) => values.map((value) => new URL(value, window.location.origin).origin),
      locations,
    );
    resolved.forEach((resolvedOrigin, i) =>
      expect
        .soft(resolvedOrigin, `next=${JSON.stringify(OPEN_REDIRECT_PAYLOADS[i])}: ${locations[i]}`)
        .toBe(origin),
    );

    // And the real thing: the browser follows each redirect.
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const label = `next=${JSON.stringify(payload)}`;
      const failed = await page.goto(signInAddress(payload)).then(
        () => null,
        (error: Error) => error.message.split("\n")[0],
      );
      expect.soft(failed, `${label}: navigation`).toBeNull();
      expect.soft(new URL(page.url()).origin, `${label}: ended on ${page.url()}`).toBe(origin);
      expect.soft(new URL(page.url()).pathname, label).toMatch(/^\/staff(\/|$)/);
    }
    expect(offSite, "requests that left the site").toEqual([]);
  });
});
