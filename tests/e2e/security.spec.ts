import { createHash } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { test as httpTest, type APIResponse } from "@playwright/test";
import { listPublicPaths } from "../../app/content/route-paths";
import { openDatabase } from "~/db/client.server";
import { createAccount } from "~/staff/accounts/accounts.server";
import { expect, test, waitForEnhancement } from "./fixtures";
import { startExtraServer, type ExtraServer } from "../security/support/extra-server";
import { expectSecurityHeaders } from "../security/expect-headers";

/**
 * Response headers and limits of our server. Most checks need no browser and
 * run once, in the "http" project (tag @http); the bootstrap check runs in a
 * real browser, where a script missing from the CSP would be blocked and
 * reported as a console error (which the fixture turns into a failure).
 */
const htmlPaths = [...listPublicPaths(), "/thankyou", "/consultation", "/not-found"];

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/**
 * The page's inline scripts; `runs` is false for data blocks (JSON, JSON-LD),
 * which browsers never execute and CSP does not govern.
 */
function inlineScripts(html: string): { text: string; runs: boolean }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, attributes, text]) => {
      const type = /\stype="([^"]*)"/.exec(attributes!)?.[1];
      return { text: text!, runs: type !== "application/json" && type !== "application/ld+json" };
    });
}

function expectSecureHtmlHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  const policy = headers["content-security-policy"];
  expect(policy, `${label}: Content-Security-Policy`).toBeTruthy();
  const csp = directives(policy!);
  const scriptSrc = csp.get("script-src") ?? csp.get("default-src") ?? [];
  expect(scriptSrc.length, `${label}: script-src`).toBeGreaterThan(0);
  for (const source of scriptSrc)
    expect(source, `${label}: script-src source`).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*')$/);
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy, label).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBeTruthy();
  expect(headers["permissions-policy"], label).toBeTruthy();
  expect(headers["cache-control"], `${label}: HTML is revalidated`).toContain("no-cache");
  expect(headers["strict-transport-security"], `${label}: no HSTS over plain HTTP`).toBeUndefined();
}

httpTest.describe("security headers", { tag: "@http" }, () => {
  httpTest("every HTML page sends a strict CSP and the security headers", async ({ request }) => {
    for (const p of htmlPaths) {
      const response = await request.get(p, { maxRedirects: 0 });
      expect(response.headers()["content-type"], p).toContain("text/html");
      expectSecureHtmlHeaders(response, p);
    }
  });

  httpTest(
    "only the build's bootstrap runs inline: the same hash on every page, the rest is data",
    async ({ request }) => {
      // ADR 4: React Router's inline scripts become non-executable data blocks
      // and one bootstrap whose text is fixed for the build runs them. A policy
      // that listed each page's own scripts would also bless one that came in
      // with content; this one lists the same fixed hash for every page.
      const policies = new Map<string, string[]>();
      for (const p of [...htmlPaths, "/staff/sign-in"]) {
        const response = await request.get(p, { maxRedirects: 0 });
        const html = await response.text();
        const allowed = directives(response.headers()["content-security-policy"]!).get(
          "script-src",
        )!;
        policies.set(p, allowed);
        const executable = inlineScripts(html).filter((script) => script.runs);
        expect(executable, `${p}: inline scripts that run`).toHaveLength(1);
        const hash = createHash("sha256").update(executable[0]!.text, "utf8").digest("base64");
        expect(allowed, `${p}: script-src`).toEqual(["'self'", `'sha256-${hash}'`]);
        // The marker React Router was given is gone; no inline event handlers
        // (no hash covers them, so they would not run).
        expect(html, p).not.toMatch(/<script[^>]*\snonce=/i);
        expect(html, p).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      }
      const distinct = new Set([...policies.values()].map((sources) => sources.join(" ")));
      expect(distinct.size, "one script-src for every page").toBe(1);
    },
  );

  httpTest("a page served from the cache keeps its headers", async ({ request }) => {
    const first = await request.get("/about");
    const second = await request.get("/about");
    expect(await second.text()).toBe(await first.text());
    expectSecureHtmlHeaders(second, "/about (second request)");
  });

  httpTest(
    "scripts are cached for a year and compressed as the browser asks",
    async ({ request }) => {
      const html = await (await request.get("/")).text();
      // The framework bundle (vite.config.ts): big enough to be compressed;
      // files under 512 bytes, such as the entry chunk, are sent as they are.
      // Named in the bootstrap's list of modules it fetches after load (ADR 24).
      const script = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
      expect(script, "a script bundle linked from the home page").toBeTruthy();
      const br = await request.get(script!, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(br.status()).toBe(200);
      expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers()["content-type"]).toMatch(/javascript/);
      expect(br.headers()["x-content-type-options"]).toBe("nosniff");
      expect(br.headers()["content-encoding"]).toBe("br");
      const gzip = await request.get(script!, { headers: { "Accept-Encoding": "gzip" } });
      expect(gzip.headers()["content-encoding"]).toBe("gzip");
      const plain = await request.get(script!, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
      expect(await plain.text()).toBe(await gzip.text());

      const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
      if (css) {
        const response = await request.get(css);
        expect(response.headers()["cache-control"]).toContain("immutable");
      }
    },
  );

  httpTest("/healthz answers 200 while the database is reachable", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  httpTest("a request body over 1 MB is refused with 413", async ({ baseURL }) => {
    const body = Buffer.alloc(1_100_000, "a");
    // Declared size over the limit: refused before the body is read.
    expect(await post(baseURL!, "/contact", body, { "Content-Length": String(body.length) })).toBe(
      413,
    );
    // No declared size (chunked): refused once the limit is crossed.
    expect(await post(baseURL!, "/contact", body, { "Transfer-Encoding": "chunked" })).toBe(413);
  });

  httpTest(
    "a refused upload may finish sending; the connection then serves the next request",
    async ({ baseURL }) => {
      // Closing the connection right after the 413 made about 2% of refused
      // uploads fail in fetch with EPIPE (the client was still writing), so the
      // server reads and discards the rest of the body before going on.
      const { hostname, port } = new URL(baseURL!);
      const connection = rawConnection(hostname, Number(port));
      const size = 1_100_000;
      const first = 65_536;
      connection.write(
        `POST /contact HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: text/plain\r\n` +
          `Content-Length: ${size}\r\n\r\n`,
      );
      connection.write(Buffer.alloc(first, "a"));
      await connection.waitFor(/^HTTP\/1\.1 413 [\s\S]*<\/html>/);
      connection.write(Buffer.alloc(size - first, "a"));
      connection.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      await connection.waitFor(/<\/html>[\s\S]*HTTP\/1\.1 200 /);
      connection.close();
    },
  );

  httpTest("a form post of ordinary size is not refused as too large", async ({ baseURL }) => {
    const status = await post(baseURL!, "/contact", Buffer.from("name=Asha"), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(status).not.toBe(413);
    expect(status).toBeLessThan(500);
  });
});

/**
 * A TCP connection to the server that keeps everything it receives, for tests
 * that need to write a request in parts. `waitFor` fails as soon as the server
 * closes the connection, or after five seconds.
 */
function rawConnection(host: string, port: number) {
  const socket = net.connect(port, host);
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  socket.on("close", () => (closed = true));
  return {
    write: (data: string | Buffer) => void socket.write(data),
    close: () => socket.destroy(),
    async waitFor(pattern: RegExp): Promise<void> {
      const deadline = Date.now() + 5_000;
      while (!pattern.test(received)) {
        if (closed) throw new Error(`the server closed the connection; received:\n${received}`);
        if (Date.now() > deadline)
          throw new Error(`no ${pattern} within 5 s; received:\n${received}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

/** Raw POST with Node's http client, so the test controls framing; resolves with the status. */
function post(
  baseURL: string,
  pathname: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathname, baseURL),
      { method: "POST", headers: { "Content-Type": "text/plain", ...headers } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    // The server may answer and close before the whole body is sent; that is the point.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    request.end(body);
  });
}

/**
 * HSTS only when the visitor really uses HTTPS: a second server, told to trust
 * the proxy in front of it, sees X-Forwarded-Proto: https. A visitor who came
 * over plain http (X-Forwarded-Proto: http) is sent to https (issue 41).
 */
httpTest.describe("behind an HTTPS proxy", { tag: "@http" }, () => {
  httpTest.describe.configure({ mode: "serial" });
  let server: ExtraServer | undefined;
  let origin = "";

  httpTest.beforeAll(async () => {
    // A second server seeds its own database first: slow on a busy machine.
    httpTest.setTimeout(120_000);
    server = await startExtraServer({
      env: { SITE_URL: "https://www.kamopaints.example", TRUST_PROXY: "true" },
    });
    origin = server.origin;
  });

  httpTest.afterAll(async () => {
    await server?.stop();
  });

  httpTest(
    "sends HSTS and upgrade-insecure-requests for https, and plain http to https with a 308",
    async ({ request }) => {
      const secure = await request.get(`${origin}/about`, {
        headers: { "X-Forwarded-Proto": "https" },
      });
      expect(secure.status()).toBe(200);
      expect(secure.headers()["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      expect(secure.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");

      // /about is in the page cache now: the redirect comes before the cache.
      const plain = await request.get(`${origin}/about?ref=mail&x=%E0%A4%B9`, {
        headers: { "X-Forwarded-Proto": "http", Host: "evil.example" },
        maxRedirects: 0,
      });
      expect(plain.status()).toBe(308);
      expect(plain.headers().location).toBe(
        "https://www.kamopaints.example/about?ref=mail&x=%E0%A4%B9",
      );
      expect(plain.headers()["strict-transport-security"]).toBeUndefined();
      expectSecurityHeaders(plain.headers(), "the redirect to https", "file");

      const healthz = await request.get(`${origin}/healthz`, {
        headers: { "X-Forwarded-Proto": "https" },
      });
      expect(healthz.headers()["strict-transport-security"]).toBeTruthy();
    },
  );

  httpTest(
    "sends a form post over plain http to https, keeping its method; /healthz answers over http",
    async ({ request }) => {
      // The balancer said http, or said nothing (a request that did not come through it).
      const asSent: Array<Record<string, string>> = [{ "X-Forwarded-Proto": "http" }, {}];
      for (const headers of asSent) {
        const posted = await request.post(`${origin}/contact`, {
          headers,
          form: { name: "Asha" },
          maxRedirects: 0,
        });
        expect(posted.status(), "308 keeps a post a post").toBe(308);
        expect(posted.headers().location).toBe("https://www.kamopaints.example/contact");
        expect(posted.headers()["cache-control"]).toBe("no-store");
        // The balancer's health checks reach each server over plain http, usually without the header.
        const health = await request.get(`${origin}/healthz`, { headers, maxRedirects: 0 });
        expect(health.status(), "a health check is answered, not redirected").toBe(200);
      }
    },
  );

  httpTest("a staff sign-in over HTTPS sets a Secure __Host- cookie", async ({ request }) => {
    const handle = openDatabase({ dataDir: server!.dataDir });
    try {
      await createAccount(
        handle.db,
        { user: null, clientIp: "test" },
        {
          email: "https-check@kamo.test",
          name: "Secure Cookie",
          roles: ["sales"],
          password: "a long test password",
          mustChangePassword: false,
        },
      );
    } finally {
      await handle.close();
    }
    const response = await request.post(`${origin}/staff/sign-in`, {
      form: { email: "https-check@kamo.test", password: "a long test password", code: "" },
      headers: { "X-Forwarded-Proto": "https", Origin: origin.replace(/^http:/, "https:") },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^__Host-kamo-staff=[\w-]{43};/);
    for (const flag of ["Secure", "HttpOnly", "SameSite=Strict", "Path=/"])
      expect(cookie).toContain(flag);
    expect(cookie).not.toMatch(/Domain=/i);
  });
});

/**
 * In a real browser: the one inline script our pages run (the bootstrap) is
 * allowed, the data blocks it reads never run, and the app hydrates with no
 * Content-Security-Policy violation (the fixture fails on any console error).
 */
test("the page bootstrap runs under the CSP, its data stays inert, and the app hydrates", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto("/");
  const html = await response!.text();
  const inline = inlineScripts(html);
  const data = inline.filter((script) => !script.runs);
  const running = inline.filter((script) => script.runs);
  expect(data.length, "React Router's scripts, handed over as data").toBeGreaterThanOrEqual(4);
  expect(running, "inline scripts that run").toHaveLength(1);
  const hash = createHash("sha256").update(running[0]!.text, "utf8").digest("base64");
  expect(response!.headers()["content-security-policy"]).toContain(`'sha256-${hash}'`);

  await waitForEnhancement(page);
  // What the bootstrap set up from the data blocks: React Router's context and
  // the route modules it imported after the page had loaded.
  expect(
    await page.evaluate(
      () => "__reactRouterContext" in window && "__reactRouterRouteModules" in window,
    ),
  ).toBe(true);
  expect(violations).toEqual([]);
});
