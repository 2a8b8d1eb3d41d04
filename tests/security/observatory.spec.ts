import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { test } from "@playwright/test";
import { expect } from "../e2e/fixtures";
import { freePort } from "../free-port";
import {
  PORT_OFFSETS,
  rawRequest,
  securityPort,
  startSiteServer,
  startTlsProxy,
  type SiteServer,
  type TlsProxy,
} from "./harness";

/**
 * Issue 23: the MDN HTTP Observatory grades A+ a page, a PDF, a picture, the
 * 404 page and the 413 page. The site runs as in production behind a load
 * balancer (TRUST_PROXY=true) with a small TLS proxy of this test in front,
 * whose self-signed certificate the scanner trusts for this run only
 * (NODE_EXTRA_CA_CERTS). The scanner is installed in tools/observatory by
 * scripts/install-observatory.mjs (npm test runs it), and graded with
 * tools/observatory/grade.mjs (why not its own command: see there).
 */
const run = promisify(execFile);
const grader = path.resolve("tools", "observatory", "grade.mjs");
const sitePort = securityPort(PORT_OFFSETS.observatorySite);
const tlsPort = securityPort(PORT_OFFSETS.observatoryTls);
/** Nothing listens here: the scanner's plain-http probe finds no http to redirect. */
const closedHttpPort = securityPort(PORT_OFFSETS.observatoryNoHttp);

/**
 * The load balancer's plain-http listener: it passes requests to the site
 * with X-Forwarded-Proto: http, as balancers do, and leaves redirecting to
 * the site (FORCE_HTTPS, on by default).
 */
async function startPlainHttpListener(target: string): Promise<{
  port: number;
  stop: () => Promise<void>;
}> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forwarded = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        "x-forwarded-proto": "http",
        "x-forwarded-for": req.socket.remoteAddress ?? "",
      },
    });
    forwarded.on("response", (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Grade {
  url: string;
  status: number;
  score: number;
  grade: string;
  tests: Record<string, { result: string; pass: boolean; modifier: number }>;
  headers: Record<string, string>;
}

/** The headers the scanner's tests read. */
const GRADED_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "cross-origin-resource-policy",
  "set-cookie",
];

test.describe("MDN HTTP Observatory", { tag: "@http" }, () => {
  // One after another in one worker (one server on these ports); a failure
  // does not skip the rest.
  test.describe.configure({ mode: "default", timeout: 180_000 });
  let site: SiteServer;
  let proxy: TlsProxy;
  let plainHttp: Awaited<ReturnType<typeof startPlainHttpListener>>;

  test.beforeAll(async () => {
    // Starting a server compresses every static file; slow on a busy machine.
    test.setTimeout(300_000);
    expect(
      fs.existsSync(path.resolve("tools/observatory/node_modules/@mdn/mdn-http-observatory")),
      "the scanner is installed: run `node scripts/install-observatory.mjs`",
    ).toBe(true);
    site = await startSiteServer(sitePort, {
      TRUST_PROXY: "true",
      SITE_URL: `https://127.0.0.1:${tlsPort}`,
    });
    proxy = await startTlsProxy(tlsPort, site.origin);
    plainHttp = await startPlainHttpListener(site.origin);
  });

  test.afterAll(async () => {
    await plainHttp?.stop();
    await proxy?.stop();
    await site?.stop();
  });

  async function grade(
    address: string,
    headers: string[] = [],
    httpPort = closedHttpPort,
  ): Promise<Grade> {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        grader,
        new URL(address, proxy.origin).href,
        "--http-port",
        String(httpPort),
        ...headers.flatMap((header) => ["--header", header]),
      ],
      {
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: proxy.certFile,
          // The scanner's own limits (10 s a session, 9 s a request) are for
          // the internet; a test machine under load may take longer.
          ABORT_TIMEOUT: "90000",
          CLIENT_TIMEOUT: "85000",
        },
        timeout: 120_000,
      },
    ).catch((error: Error & { stdout?: string; stderr?: string }) => {
      throw new Error(`${error.message}\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
    });
    if (stderr.trim()) console.warn(stderr);
    return JSON.parse(stdout) as Grade;
  }

  function expectAPlus(result: Grade, status: number): void {
    const lost = Object.entries(result.tests)
      .filter(([, test]) => !test.pass || test.modifier < 0)
      .map(([name, test]) => `${name}: ${test.result} (${test.modifier})`);
    expect(result.status, `${result.url}: status`).toBe(status);
    expect(lost, `${result.url}: tests that failed or cost points`).toEqual([]);
    expect(result.grade, `${result.url}: grade (score ${result.score})`).toBe("A+");
    // A valid certificate was seen: HSTS counts only then.
    expect(result.tests["strict-transport-security"]?.result).toBe(
      "hsts-implemented-max-age-at-least-six-months",
    );
  }

  test("a page grades A+", async () => {
    expectAPlus(await grade("/about"), 200);
  });

  test("plain http through the balancer is sent to https: the page still grades A+", async () => {
    const graded = await grade("/about?from=http", [], plainHttp.port);
    expectAPlus(graded, 200);
    expect(graded.tests.redirection?.result, "the scanner's http probe").toBe(
      "redirection-to-https",
    );
  });

  test("a PDF grades A+", async () => {
    expectAPlus(await grade("/downloads/shade-cards/interior-emulsion.pdf"), 200);
  });

  test("a picture grades A+", async () => {
    const home = await (
      await fetch(site.origin, { headers: { "X-Forwarded-Proto": "https" } })
    ).text();
    const picture = /\/img\/generated\/[\w.-]+\.webp/.exec(home)?.[0];
    expect(picture, "a picture on the home page").toBeTruthy();
    expectAPlus(await grade(picture!), 200);
  });

  test("the 404 page grades A+", async () => {
    expectAPlus(await grade("/not-found"), 404);
  });

  test("the 413 page grades A+", async () => {
    // The scanner only sends GET; a declared body over the limit is refused
    // with the same 413 page as an oversized form post (checked below).
    const graded = await grade("/contact", ["Content-Length: 1100000"]);
    expectAPlus(graded, 413);
    const posted = await rawRequest(
      sitePort,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${tlsPort}\r\nX-Forwarded-Proto: https\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1100000\r\n" +
        "Connection: close\r\n\r\n",
    );
    expect(posted.status).toBe(413);
    for (const name of GRADED_HEADERS)
      expect
        .soft(posted.headers[name], `${name} of a real oversized post`)
        .toBe(graded.headers[name]);
  });
});
