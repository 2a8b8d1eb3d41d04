import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseSetCookie, stringifyCookie } from "cookie";
import selfsigned from "selfsigned";
import { nextTotpCode, type TestStaffAccount } from "../e2e/staff-fixtures";
import { newServerDataDir } from "../server-data-dir";

/**
 * What the attack tests need beyond Playwright's own server: servers of their
 * own (to read what the site logs, or to run behind TLS), raw requests that no
 * client library would tidy up, and a signed-in staff cookie.
 */

/**
 * Ports for servers these tests start: E2E_PORT plus an offset, so parallel
 * runs on other E2E_PORTs never collide. E2E_PORT + 1 is security.spec.ts's
 * HTTPS-proxy server; the offsets used here are listed in one place.
 */
export const PORT_OFFSETS = {
  /** bad-requests.spec.ts: the site, its log read by the test. */
  badRequests: 2,
  /** observatory.spec.ts: the site with TRUST_PROXY=true. */
  observatorySite: 3,
  /** observatory.spec.ts: the TLS proxy in front of it. */
  observatoryTls: 4,
  /** observatory.spec.ts: kept closed, the scanner's plain-http probe. */
  observatoryNoHttp: 5,
  /** cache-flood.spec.ts: the site, its memory read by the test. */
  cacheFlood: 6,
  // 7: the stock runtime's site, which playwright.config.ts starts for the "stock" project.
  /** e2e/privacy-requests.spec.ts: the site with the fake SMS gateway configured. */
  privacyRequests: 9,
} as const;

export function securityPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 3210) + offset;
}

export interface SiteServer {
  origin: string;
  dataDir: string;
  /** The server's process id, to read its memory. */
  pid: number;
  /** Everything the server has written to stderr so far. */
  stderr(): string;
  /** Everything it has written so far, its log (JSON lines on stdout) included. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the production build on `port` with a fresh database; resolves once /healthz answers. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startSiteServer(
  port: number,
  env: Record<string, string> = {},
): Promise<SiteServer> {
  // Another program on the port would answer /healthz for a server that
  // could not listen, and the test would attack the wrong site.
  if (await portInUse(port))
    throw new Error(`port ${port} is in use: stop what listens there, or set another E2E_PORT`);
  const dataDir = newServerDataDir("kamo-security-");
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(process.env.BUILD_DIR ?? "build", "server-main.js")],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SITE_URL: origin,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
    output += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
    output += chunk.toString("utf8");
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 240_000;
  for (;;) {
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`the site did not start on port ${port}:\n${stdout}\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    dataDir,
    pid: child.pid ?? 0,
    stderr: () => stderr,
    output: () => output,
    stop,
  };
}

export interface TlsProxy {
  origin: string;
  /** The proxy's self-signed certificate (PEM file), for NODE_EXTRA_CA_CERTS. */
  certFile: string;
  stop(): Promise<void>;
}

/**
 * A small TLS-terminating proxy in front of `target`, as a load balancer
 * would be: it adds X-Forwarded-Proto: https and X-Forwarded-For. Its
 * certificate is made now, for 127.0.0.1 only, and valid for a day; its
 * private key never leaves this process.
 */
export async function startTlsProxy(port: number, target: string): Promise<TlsProxy> {
  const upstream = new URL(target);
  const now = new Date();
  const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 86_400_000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  const certDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-tls-"));
  const certFile = path.join(certDir, "proxy-cert.pem");
  fs.writeFileSync(certFile, pems.cert);
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const forwarded = http.request({
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        "x-forwarded-proto": "https",
        "x-forwarded-for": req.socket.remoteAddress ?? "",
      },
    });
    forwarded.on("response", (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forwarded.on("error", () => res.destroy());
    // Send the head at once: the site may answer (a 413) before any body arrives.
    forwarded.flushHeaders();
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://127.0.0.1:${port}`,
    certFile,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(certDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` byte for byte on a new connection and reads the answer
 * until the server closes it (send `Connection: close`). Nothing is
 * normalised on the way, unlike fetch or Playwright.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    const requestLine = Buffer.from(request).toString("latin1").split("\r\n")[0];
    socket.setTimeout(60_000, () =>
      socket.destroy(new Error(`no complete answer to ${requestLine} within a minute`)),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      // A connection closed without an HTTP answer is reported as status 0.
      resolve(parseResponse(text) ?? { status: 0, headers: {}, body: text });
    });
  });
}

function parseResponse(text: string): RawResponse | null {
  const end = text.indexOf("\r\n\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  if (end === -1 || !match) return null;
  const headers: Record<string, string> = {};
  for (const line of text.slice(0, end).split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status: Number(match[1]), headers, body: text.slice(end + 4) };
}

/** Signs `account` in with a form post and returns its session cookie ("name=value"). */
export async function signInCookie(origin: string, account: TestStaffAccount): Promise<string> {
  const response = await fetch(`${origin}/staff/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: account.email,
      password: account.password,
      code: account.totpSecret ? await nextTotpCode(account.totpSecret) : "",
    }),
  });
  const setCookie = response.headers.getSetCookie()[0];
  const session = setCookie ? parseSetCookie(setCookie) : undefined;
  if (response.status !== 302 || !session?.value)
    throw new Error(`sign-in of ${account.email} answered ${response.status}`);
  return stringifyCookie({ [session.name]: session.value });
}
