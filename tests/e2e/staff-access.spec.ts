import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  test as httpTest,
  request as playwrightRequest,
  type APIRequestContext,
} from "@playwright/test";
import type { ServerBuild } from "react-router";
import { staffAreas, staffRoles, type StaffRole } from "~/staff/shell/roles";
import { expect } from "./fixtures";
import { createStaffAccount, nextTotpCode, type TestStaffAccount } from "./staff-fixtures";

/**
 * Authorization of the whole staff area, route by route. The routes come from
 * the production build itself, so a staff page added later is checked without
 * anyone remembering to list it: every loader must turn away anonymous
 * visitors, every action must refuse anonymous, wrong-role, cross-site and
 * token-less posts, and each role must reach only its own areas.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const origin = `http://127.0.0.1:${port}`;

interface StaffRoute {
  url: string;
  hasLoader: boolean;
  hasAction: boolean;
  /** The roles its area lets in (any one will do); null for pages every member may open (overview, own account). */
  roles: readonly StaffRole[] | null;
}

async function staffRoutes(): Promise<StaffRoute[]> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;
  const routes = Object.values(build.routes).filter((r) => r !== undefined);
  const fullPath = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  // Every page under /staff but the sign-in form, found by address rather than
  // by route id, so a moved module cannot drop routes from this test unnoticed.
  const isStaff = (id: string): boolean => {
    const at = fullPath(id);
    return (at === "staff" || at.startsWith("staff/")) && at !== "staff/sign-in";
  };
  return routes
    .filter((r) => isStaff(r.id))
    .map((r) => {
      const url =
        "/" +
        fullPath(r.id)
          .replace(/:[A-Za-z]+\??/g, "1")
          .replace(/\*$/, "no-such-page");
      const area = staffAreas.find(
        (a) => url === a.path || url.startsWith(`${a.path}/`) || url.startsWith(`${a.path}.`),
      );
      return {
        url,
        hasLoader: Boolean(r.module.loader),
        hasAction: Boolean(r.module.action),
        roles: area?.roles ?? null,
      };
    });
}

async function signedInContext(
  account: TestStaffAccount,
): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const response = await api.post("/staff/sign-in", {
    form: {
      email: account.email,
      password: account.password,
      code: account.totpSecret ? await nextTotpCode(account.totpSecret) : "",
      next: "/staff/account",
    },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(response.status(), `sign-in of ${account.email}`).toBe(302);
  const page = await api.get("/staff/account");
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(csrf, "CSRF token on the account page").toBeTruthy();
  return { api, csrf: csrf! };
}

httpTest.describe("staff area authorization", { tag: "@http" }, () => {
  let routes: StaffRoute[] = [];
  httpTest.beforeAll(async () => {
    // Loading the whole server bundle takes seconds, and far longer on a
    // loaded machine; the default hook timeout has run out under CI load.
    // (Called in a hook, setTimeout sets the hook's own limit.)
    httpTest.setTimeout(180_000);
    routes = await staffRoutes();
  });

  httpTest("the build has the staff areas this test expects", () => {
    const urls = routes.map((r) => r.url);
    expect(urls).toEqual(expect.arrayContaining(["/staff", "/staff/users", "/staff/account"]));
    expect(routes.filter((r) => r.hasAction).length).toBeGreaterThan(3);
  });

  httpTest(
    "anonymous visitors are sent to sign in; their posts are refused",
    async ({ request }) => {
      for (const route of routes) {
        if (route.hasLoader) {
          const response = await request.get(route.url, { maxRedirects: 0 });
          expect(response.status(), `GET ${route.url}`).toBe(302);
          expect(response.headers().location, `GET ${route.url}`).toMatch(
            /^\/staff\/sign-in\?next=/,
          );
        }
        if (route.hasAction) {
          const response = await request.post(route.url, {
            form: { _csrf: "guess", intent: "delete", name: "x" },
            headers: { Origin: origin },
            maxRedirects: 0,
          });
          expect(response.status(), `POST ${route.url}`).toBe(403);
        }
      }
    },
  );

  for (const role of staffRoles) {
    httpTest(`a ${role} account reaches only its own areas`, async () => {
      const { api, csrf } = await signedInContext(await createStaffAccount({ roles: [role] }));
      try {
        for (const route of routes) {
          if (route.roles === null) continue;
          const own = route.roles.includes(role);
          if (route.hasLoader) {
            const response = await api.get(route.url, { maxRedirects: 0 });
            if (own) expect(response.status(), `GET ${route.url} as ${role}`).not.toBe(403);
            else expect(response.status(), `GET ${route.url} as ${role}`).toBe(403);
          }
          if (route.hasAction && !own) {
            const response = await api.post(route.url, {
              form: { _csrf: csrf, intent: "delete", name: "x" },
              headers: { Origin: origin },
              maxRedirects: 0,
            });
            expect(response.status(), `POST ${route.url} as ${role}`).toBe(403);
          }
        }
      } finally {
        await api.dispose();
      }
    });
  }

  httpTest(
    "an account without a second factor reaches nothing but its setup, in any role",
    async () => {
      const setup = "/staff/account/two-step";
      const signedInWithPassword = async (account: TestStaffAccount) => {
        const api = await playwrightRequest.newContext({ baseURL: origin });
        const signedIn = await api.post("/staff/sign-in", {
          form: { email: account.email, password: account.password, next: "/staff/leads" },
          headers: { Origin: origin },
          maxRedirects: 0,
        });
        expect(signedIn.status()).toBe(302);
        return api;
      };
      // The sales export first: every lead's name, email and mobile.
      const sales = await signedInWithPassword(
        await createStaffAccount({ roles: ["sales"], totp: false }),
      );
      try {
        const exported = await sales.get("/staff/leads/export.csv", { maxRedirects: 0 });
        expect(exported.status()).toBe(302);
        expect(exported.headers().location).toBe(setup);
        expect(await exported.text()).not.toContain("@");
      } finally {
        await sales.dispose();
      }
      // Then every route, with every role at once, so no route's own role
      // check can hide a missing setup check.
      const api = await signedInWithPassword(
        await createStaffAccount({ roles: [...staffRoles], totp: false }),
      );
      // The setup itself, its passkey ceremony, and signing out.
      const partOfSetup = [setup, "/staff/account/passkey-options", "/staff/sign-out"];
      try {
        const setupPage = await api.get(setup, { maxRedirects: 0 });
        expect(setupPage.status()).toBe(200);
        const csrf = /name="_csrf" value="([^"]+)"/.exec(await setupPage.text())?.[1];
        expect(csrf, "CSRF token on the setup page").toBeTruthy();
        for (const route of routes) {
          if (partOfSetup.includes(route.url)) continue;
          if (route.hasLoader) {
            const response = await api.get(route.url, { maxRedirects: 0 });
            expect(response.status(), `GET ${route.url}`).toBe(302);
            expect(response.headers().location, `GET ${route.url}`).toBe(setup);
          }
          if (route.hasAction) {
            const response = await api.post(route.url, {
              form: { _csrf: csrf!, intent: "delete", name: "x" },
              headers: { Origin: origin },
              maxRedirects: 0,
            });
            expect(response.status(), `POST ${route.url}`).toBe(403);
          }
        }
      } finally {
        await api.dispose();
      }
    },
  );

  httpTest("a cross-site or token-less post fails even with a valid session", async () => {
    const admin = await createStaffAccount({ roles: ["admin"] });
    const { api, csrf } = await signedInContext(admin);
    const email = `forged-${Date.now()}@kamo.test`;
    try {
      const crossSite = await api.post("/staff/users/new", {
        form: { _csrf: csrf, name: "Forged Person", email, roles: "admin" },
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      // React Router refuses a mismatched Origin itself (400) before our check (403) runs.
      expect([400, 403]).toContain(crossSite.status());
      const fetchMetadata = await api.post("/staff/users/new", {
        form: { _csrf: csrf, name: "Forged Person", email, roles: "admin" },
        headers: { "Sec-Fetch-Site": "cross-site" },
        maxRedirects: 0,
      });
      expect(fetchMetadata.status()).toBe(403);
      const noToken = await api.post("/staff/users/new", {
        form: { name: "Forged Person", email, roles: "admin" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(noToken.status()).toBe(403);
      const list = await (await api.get("/staff/users")).text();
      expect(list).not.toContain(email);
      // The same post with the token and our origin works: the refusals above were about forgery.
      const genuine = await api.post("/staff/users/new", {
        form: { _csrf: csrf, name: "Genuine Person", email, roles: "sales" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(genuine.status()).toBe(200);
      expect(await (await api.get("/staff/users")).text()).toContain(email);
    } finally {
      await api.dispose();
    }
  });

  httpTest("staff pages are never cached or indexed", async () => {
    const { api } = await signedInContext(await createStaffAccount({ roles: ["sales"] }));
    try {
      for (const url of ["/staff", "/staff/account", "/staff/sign-in"]) {
        const response = await api.get(url);
        expect(response.headers()["cache-control"], url).toBe("no-store");
        expect(response.headers()["x-robots-tag"], url).toContain("noindex");
      }
    } finally {
      await api.dispose();
    }
  });
});
