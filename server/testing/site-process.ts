import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { freePort } from "../../tests/free-port";
import { builtServerMain } from "./built-server";
import { repoRoot } from "./server-command";

/**
 * A built server the operations tests start, stop with a signal and start
 * again on the same data folder (backups, shutdown): one process, or a
 * cluster with WEB_CONCURRENCY. The test's own key ring seals personal data
 * (DATA_KEYS from vitest.config.ts), so a copy restored elsewhere opens.
 */
export interface SiteProcess {
  origin: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL unless it has exited already. */
  kill(): Promise<void>;
}

export async function startSite(
  env: Record<string, string>,
  options: { port?: number } = {},
): Promise<SiteProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [builtServerMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      WEB_CONCURRENCY: "1",
      DATA_KEYS: process.env.DATA_KEYS ?? "",
      LEADS_MIN_FILL_SECONDS: "0",
      LEADS_RATE_LIMIT_PER_HOUR: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const site: SiteProcess = {
    origin,
    port,
    child,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      return (await get(`${origin}/readyz`).catch(() => undefined))?.status === 200;
    },
    120_000,
    () => output,
  );
  return site;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with node:http, so a reset connection shows as its error code (ECONNRESET). */
export function get(
  url: string,
  options: {
    agent?: http.Agent;
    method?: string;
    body?: string;
    headers?: http.OutgoingHttpHeaders;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? "GET",
        ...(options.agent ? { agent: options.agent } : {}),
        headers: options.headers ?? {},
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(options.body);
  });
}

/** A signed form session, as the page that shows the form carries. */
export async function formToken(origin: string, form: string, agent?: http.Agent): Promise<string> {
  const answer = await get(`${origin}/forms/${form}/session`, agent ? { agent } : {});
  if (answer.status !== 200) throw new Error(`form session: ${answer.status}`);
  const { session } = JSON.parse(answer.body) as {
    session: { key: string; issuedAt: number; signature: string };
  };
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}

/** Posts one quick-contact lead carrying `marker`; resolves the answer (302 to /thankyou when stored). */
export async function postLead(
  origin: string,
  marker: string,
  agent?: http.Agent,
  token?: string,
): Promise<Answer> {
  const body = new URLSearchParams({
    _session: token ?? (await formToken(origin, "quick-contact", agent)),
    name: "Operations Test",
    email: "ops@example.com",
    phone: "9820012345",
    question: marker,
  }).toString();
  return get(`${origin}/forms/quick-contact`, {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": Buffer.byteLength(body),
    },
    ...(agent ? { agent } : {}),
  });
}

export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  describe: () => string = () => "",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const dbScript = path.join(repoRoot, "scripts", "db.ts");
export const tsxBin = path.join(repoRoot, "node_modules", ".bin", "tsx");
