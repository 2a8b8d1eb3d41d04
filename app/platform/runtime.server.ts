import fs from "node:fs";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { getEnv } from "~/lib/env.server";

/** Written by scripts/build.mjs beside the server bundle: the stock client's asset manifest. */
export const STOCK_CLIENT_MANIFEST = "stock-client.json";

/**
 * The server build as the chosen page runtime serves it (PAGE_RUNTIME, read
 * once at server start, ADR 49). Ours is the build as made. React Router's
 * stock runtime needs only its own browser files: the same server bundle with
 * the stock client's asset manifest, which names the modules every page's
 * scripts, preloads and lazily discovered routes (/__manifest) point at.
 */
export function withPageRuntime(build: ServerBuild, buildDir: string): ServerBuild {
  if (getEnv().PAGE_RUNTIME !== "stock") return build;
  const file = path.join(buildDir, STOCK_CLIENT_MANIFEST);
  if (!fs.existsSync(file))
    throw new Error(`PAGE_RUNTIME=stock, but ${file} is missing: build with scripts/build.mjs`);
  const assets = JSON.parse(fs.readFileSync(file, "utf8")) as ServerBuild["assets"];
  return { ...build, assets };
}
