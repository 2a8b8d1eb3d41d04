import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../free-port";
import { newServerDataDir } from "../../server-data-dir";

/**
 * A second production server of the build under test, on a free port of its
 * own, with its own fresh database (seeded on start) and any extra Node
 * options, for attacks that need the server changed from the outside (for
 * example with its sanitizer switched off).
 */
export interface ExtraServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startExtraServer({
  nodeOptions = [],
  env = {},
}: {
  nodeOptions?: string[];
  env?: Record<string, string>;
} = {}): Promise<ExtraServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = newServerDataDir("kamo-extra-");
  const buildDir = process.env.BUILD_DIR ?? "build";
  const server: ChildProcess = spawn(
    process.execPath,
    [...nodeOptions, path.join(buildDir, "server-main.js")],
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
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, dataDir, stop };
    if (Date.now() > deadline || server.exitCode !== null) {
      await stop();
      throw new Error(`the extra server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
