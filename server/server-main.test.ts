import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The production entry point refuses a bad environment before it touches the
 * database or the network: exit code 1 and a single line naming the variable.
 * Uses the built server when one exists (BUILD_DIR, then build/), otherwise runs
 * server/main.ts through tsx, so the check never depends on build order.
 */
const root = path.resolve(import.meta.dirname, "..");

function serverCommand(): { label: string; args: string[] } {
  for (const dir of [process.env.BUILD_DIR, "build"]) {
    if (!dir) continue;
    const main = path.resolve(root, dir, "server-main.js");
    if (fs.existsSync(main)) return { label: path.relative(root, main), args: [main] };
  }
  return { label: "server/main.ts (tsx)", args: ["--import", "tsx", "server/main.ts"] };
}

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-start-"));
  try {
    const { args } = serverCommand();
    return spawnSync(process.execPath, args, {
      cwd: root,
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
});
