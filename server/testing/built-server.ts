import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/free-port";
import { repoRoot } from "./server-command";

/**
 * The production build a `*.built.test.ts` starts: `npm test` runs those
 * after its build step with BUILD_DIR set; without it (the unit step) they
 * are skipped rather than run against a stale or missing build.
 */
export const builtServerMain = process.env.BUILD_DIR
  ? path.resolve(repoRoot, process.env.BUILD_DIR, "server-main.js")
  : "";
export const isBuilt = builtServerMain !== "" && fs.existsSync(builtServerMain);

export interface BuiltServer {
  origin: string;
  child: ChildProcess;
  /** What the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server on 127.0.0.1 with only the settings given (one
 * process) and waits for its first /healthz answer once it has started
 * (migrated and seeded), whatever its status.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
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
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    // While it migrates and seeds, the port is open and /healthz says "starting" (server/lifecycle.ts).
    const answered = await fetch(`${origin}/healthz`).then(
      async (response) => (await response.text()) !== "starting\n",
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A signed form session for `form`, as the page that shows the form carries. */
export async function formSessionToken(origin: string, form: string): Promise<string> {
  const response = await fetch(`${origin}/forms/${form}/session`);
  if (!response.ok) throw new Error(`form session: ${response.status}`);
  const { session } = (await response.json()) as {
    session: { key: string; issuedAt: number; signature: string };
  };
  return `${session.key}.${session.issuedAt}.${session.signature}`;
}

/** Milliseconds one request takes, body read, with its response. */
export async function timedFetch(
  url: string,
  init?: RequestInit,
): Promise<{ ms: number; response: Response; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { redirect: "manual", ...init });
  const body = await response.text();
  return { ms: performance.now() - started, response, body };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
