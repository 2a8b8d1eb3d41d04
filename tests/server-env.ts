import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import type { DatabaseHandle } from "~/db/client.server";
import { resetFormSessionSecret } from "~/leads/submit/form-session-signer.server";
import { clearEnvCache } from "~/lib/env.server";
import { forgetSingleton } from "~/lib/singleton.server";

/**
 * What the server makes once per process from its settings, and so must be
 * made again when a test changes them (app/lib/singleton.server.ts names).
 */
const MADE_FROM_SETTINGS = [
  "database",
  "lead-rate-limiter",
  "alert-rate-limiter",
  "file-storage",
  "data-key-ring",
];

export interface ServerEnv {
  /** The process-wide database's folder (DATA_DIR), new and empty. */
  dataDir: string;
  /** Closes the process-wide database and puts the environment back as it was. */
  restore(): Promise<void>;
}

/**
 * For a test file whose code reads the server's own settings (getEnv) or
 * uses the process-wide database, form-session secret, lead rate limiter or
 * file storage: sets `vars`, with DATA_DIR a new folder, so that all of these
 * are made afresh from them. Test files share a worker process (vitest.config.ts),
 * so the file calls restore() after its tests, and the next file starts as if
 * the process were new.
 */
export function setServerEnv(vars: Record<string, string> = {}): ServerEnv {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-server-env-"));
  vi.stubEnv("DATA_DIR", dataDir);
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  forgetMadeFromSettings();
  return {
    dataDir,
    async restore() {
      await (forgetSingleton("database") as DatabaseHandle | undefined)?.close();
      vi.unstubAllEnvs();
      forgetMadeFromSettings();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function forgetMadeFromSettings(): void {
  clearEnvCache();
  resetFormSessionSecret();
  for (const name of MADE_FROM_SETTINGS) forgetSingleton(name);
}
