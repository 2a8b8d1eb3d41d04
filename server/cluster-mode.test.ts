import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../tests/free-port";
import { newServerDataDir } from "../tests/server-data-dir";
import { startFakeCrm, type FakeCrm } from "../tests/mocks/fake-crm";
import { repoRoot } from "./testing/server-command";

/**
 * Cluster mode (WEB_CONCURRENCY > 1) against a production build. It needs the
 * built site, so `npm test` runs it after the build step with BUILD_DIR set;
 * in the unit step (no BUILD_DIR) it is skipped rather than run against a
 * stale or missing build.
 */
const buildDir = process.env.BUILD_DIR ? path.resolve(repoRoot, process.env.BUILD_DIR) : "";
const serverMain = path.join(buildDir, "server-main.js");
const built = buildDir !== "" && fs.existsSync(serverMain);

interface RunningCluster {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Starts the built server with two workers and waits until the primary says both listen. */
async function startCluster(env: Record<string, string> = {}): Promise<RunningCluster> {
  const port = await freePort();
  // On a copy of the sample database npm test seeded, when there is one: a
  // primary that migrates and seeds a new one took a minute on a busy machine.
  const dataDir = newServerDataDir("kamo-cluster-");
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "2",
      ...env,
    },
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  cleanups.push(() => {
    if (child.exitCode === null) child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      return output.includes("2 processes");
    },
    90_000,
    () => output,
  );
  return { child, origin, output: () => output, exited };
}

describe.skipIf(!built)("the built server with WEB_CONCURRENCY=2", () => {
  it("serves from two workers, replaces one that dies and stops them all on SIGTERM", async () => {
    const { child, origin, output, exited } = await startCluster();
    expect((await fetch(`${origin}/healthz`)).status).toBe(200);
    const workers = childPids(child.pid!);
    expect(workers).toHaveLength(2);

    process.kill(workers[0]!, "SIGKILL");
    await waitFor(
      () => {
        const now = childPids(child.pid!);
        return now.length === 2 && !now.includes(workers[0]!);
      },
      20_000,
      output,
    );
    expect(output()).toContain(`worker ${workers[0]} stopped (SIGKILL); starting another`);
    const page = await fetch(`${origin}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<h1");

    const survivors = childPids(child.pid!);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    for (const pid of survivors) expect(isRunning(pid)).toBe(false);
  }, 120_000);

  it("forwards a lead stored by a worker at once, though the primary only polls every 10 minutes", async () => {
    const crm: FakeCrm = await startFakeCrm();
    cleanups.push(() => crm.close());
    const { origin } = await startCluster({
      CRM_BASE_URL: crm.url,
      CRM_ACCOUNT_ID: crm.accountId,
      CRM_POLL_MS: "600000",
      LEADS_MIN_FILL_SECONDS: "0",
      LEADS_RATE_LIMIT_PER_HOUR: "0",
      SEED_SAMPLE_CONTENT: "false",
    });
    const marker = `cluster-lead-${Date.now()}`;
    // A signed session, as the page carries; a lead without one is held as spam.
    const { session } = (await (await fetch(`${origin}/forms/quick-contact/session`)).json()) as {
      session: { key: string; issuedAt: number; signature: string };
    };
    const response = await fetch(`${origin}/forms/quick-contact`, {
      method: "POST",
      body: new URLSearchParams({
        _session: `${session.key}.${session.issuedAt}.${session.signature}`,
        name: "Cluster Test",
        email: "cluster@example.com",
        phone: "9820012345",
        question: marker,
      }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/thankyou");
    await waitFor(
      () => crm.requests.some((r) => JSON.stringify(r).includes(marker) && r.answered === 200),
      15_000,
      () => JSON.stringify(crm.requests, null, 1),
    );
  }, 120_000);
});

function childPids(parent: number): number[] {
  const result = spawnSync("ps", ["-o", "pid=", "--ppid", String(parent)], { encoding: "utf8" });
  return result.stdout
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number, describe: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out; server said:\n${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
