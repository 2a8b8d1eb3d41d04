import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot, serverCommand } from "./testing/server-command";

/**
 * The production entry point refuses a bad environment before it touches the
 * database or the network: exit code 1 and a single line naming the variable.
 */
function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-start-"));
  try {
    const { args } = serverCommand();
    return spawnSync(process.execPath, args, {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        ...env,
      },
      encoding: "utf8",
      timeout: 30_000,
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe(`starting ${serverCommand().label} with a bad environment`, () => {
  it("exits 1 with one line naming PORT when PORT=abc", () => {
    const result = start({ PORT: "abc" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
    expect(lines[0]).toContain('"abc"');
    expect(result.stdout.trim()).toBe("");
  });

  it("exits 1 naming DATABASE_URL when it is not a PostgreSQL URL", () => {
    const result = start({ PORT: "3999", DATABASE_URL: "mysql://localhost/kamo" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("DATABASE_URL");
  });

  it("refuses a concurrency that is not a whole number of processes", () => {
    const result = start({ PORT: "3999", WEB_CONCURRENCY: "two" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toContain("WEB_CONCURRENCY");
  });
});
