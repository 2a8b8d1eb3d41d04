import crypto from "node:crypto";
import type { DB } from "~/db/client.server";
import { db as defaultDb } from "~/db/client.server";
import { readMeta, writeMeta } from "~/db/meta.server";

/**
 * Public pages are kept briefly in each server's page cache. When staff change
 * what a public page shows, contentChanged() empties this server's cache at
 * once and records a new content version in the database; other servers
 * (behind a load balancer) poll that version and empty theirs within seconds.
 */
const VERSION_KEY = "content_version";

/** "local": this process changed content; "relayed": another process on this machine did. */
export type ChangeSource = "local" | "relayed";
type Listener = (source: ChangeSource) => void;

function listeners(): Set<Listener> {
  // On globalThis: the HTTP server and the React Router bundle each have their own module copy.
  const store = globalThis as unknown as { __kamoContentListeners?: Set<Listener> };
  store.__kamoContentListeners ??= new Set();
  return store.__kamoContentListeners;
}

export function onContentChanged(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export async function contentChanged(database: DB = defaultDb()): Promise<void> {
  const value = crypto.randomUUID();
  const now = new Date().toISOString();
  await writeMeta(database, VERSION_KEY, value, now);
  for (const listener of listeners()) listener("local");
}

/**
 * Another server process on this machine changed content (cluster mode): empty
 * this process's caches at once instead of waiting for the next version poll.
 */
export function contentChangedElsewhere(): void {
  for (const listener of listeners()) listener("relayed");
}

export async function readContentVersion(database: DB): Promise<string | null> {
  return (await readMeta(database, VERSION_KEY)) ?? null;
}
