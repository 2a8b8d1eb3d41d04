import { sql } from "kysely";
import { isDatabaseBusy } from "~/lib/database-busy";
import type { DatabaseHandle } from "./client.server";
import { nowIso } from "./dialect";
import { writeMeta } from "./meta.server";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("health");

/**
 * What /healthz reports (ADR 35): whether this server can read and write its
 * database. A load balancer takes a server out of rotation on a 503, so:
 *
 * - reads failing: 503 (the database is down or unreachable);
 * - writes failing (a full disk, a read-only file system or database): 503,
 *   since every lead form would fail on this server;
 * - writes waiting for a lock another process holds: 200, saying so in the
 *   body, for up to `busyGraceMs`: a backup or an operator's `sqlite3` holds
 *   it for seconds, and taking servers out for that would make them flap;
 *   a lock held longer than that is reported as writes failing.
 *
 * Writes are checked with a tiny write (one row of app_meta), at most one at a
 * time, its answer reused for `probeTtlMs`. /healthz waits for a probe at most
 * `probeWaitMs` (not at all while the last one met a lock) and otherwise
 * answers from the last one, so it stays fast even while a write waits for
 * the lock.
 */
export interface HealthReport {
  status: 200 | 503;
  body: string;
}

export interface HealthCheckOptions {
  probeTtlMs?: number;
  probeWaitMs?: number;
  busyGraceMs?: number;
  /** Clock (tests); Date.now by default. */
  now?: () => number;
}

export interface HealthCheck {
  check(): Promise<HealthReport>;
}

type WriteState = { kind: "ok" } | { kind: "busy"; since: number } | { kind: "failing" };

const PROBE_KEY = "health_write_probe";

export function createHealthCheck(
  handle: DatabaseHandle,
  {
    probeTtlMs = 2_000,
    probeWaitMs = 100,
    busyGraceMs = 30_000,
    now = Date.now,
  }: HealthCheckOptions = {},
): HealthCheck {
  let writes: WriteState = { kind: "ok" };
  let checkedAt = -Infinity;
  let probing: Promise<void> | undefined;

  async function probe(): Promise<void> {
    try {
      const stamp = nowIso();
      await writeMeta(handle.db, PROBE_KEY, stamp, stamp);
      if (writes.kind === "failing") log.info("database writes work again");
      writes = { kind: "ok" };
    } catch (error) {
      if (isDatabaseBusy(error)) {
        writes = { kind: "busy", since: writes.kind === "busy" ? writes.since : now() };
      } else {
        // Said once when writes start failing, not on every probe.
        if (writes.kind !== "failing") log.error({ err: error }, "database writes failing");
        writes = { kind: "failing" };
      }
    } finally {
      checkedAt = now();
      probing = undefined;
    }
  }

  return {
    async check() {
      try {
        await sql`select 1`.execute(handle.db);
      } catch {
        return { status: 503, body: "database unreachable\n" };
      }
      if (!probing && now() - checkedAt >= probeTtlMs) probing = probe();
      // A probe usually takes a millisecond; one that met the lock last time
      // will wait for it again, and the last answer will do.
      if (probing && writes.kind !== "busy") await Promise.race([probing, delay(probeWaitMs)]);
      return report(writes, now(), busyGraceMs);
    },
  };
}

function report(writes: WriteState, at: number, busyGraceMs: number): HealthReport {
  if (writes.kind === "ok") return { status: 200, body: "ok\n" };
  // The reason is in the log only: /healthz is public.
  if (writes.kind === "failing") return { status: 503, body: "database writes failing\n" };
  const seconds = Math.round((at - writes.since) / 1000);
  return at - writes.since < busyGraceMs
    ? {
        status: 200,
        body: `ok; database writes waiting for a lock held elsewhere (${seconds} s)\n`,
      }
    : { status: 503, body: `database writes blocked by a lock held elsewhere for ${seconds} s\n` };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
