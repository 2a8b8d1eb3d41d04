import type { DB } from "~/db/client.server";
import { describeError } from "~/db/outbox/queue.server";
import { blankLocalitiesBefore } from "~/leads/booking/store.server";
import {
  idleLeadIdsBefore,
  spamLeadIdsBefore,
  withdrawnLeadIds,
} from "~/leads/delivery/store.server";
import { deleteUnconfirmedBefore } from "~/investors/alerts/store.server";
import { addDays, istDateOf } from "~/lib/ist";
import { eraseLeads } from "~/privacy/subject/erase.server";
import {
  claimRetentionDay,
  finishRetentionRun,
  type RetentionCounts,
  type RetentionRun,
} from "./runs-store.server";
import type { RetentionKind, RetentionSchedule } from "./schedule";
import { logFor } from "~/lib/log/logger.server";

const retentionLog = logFor("retention");

/**
 * The retention job (Act s. 8(7), Rule 8; issue 44, ADR 64): once a day it
 * erases what the schedule says is no longer needed, each table through its
 * own store, on SQLite and PostgreSQL alike, and records what it did per
 * kind in retention_runs, which the staff area lists
 * (/staff/privacy/retention). Counts only: no log line, no row names anyone.
 *
 * The CRM is not asked to erase what retention erases here: a lead whose
 * sender went quiet on the site may be a customer in the CRM, where sales
 * know of contact the site never sees; the CRM keeps its own schedule
 * (ADR 64). A person's own erasure request does reach the CRM.
 */
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Erases and anonymises what is due at `now`; answers the counts per kind. */
export async function applyRetention(
  db: DB,
  schedule: RetentionSchedule,
  now: Date,
): Promise<Record<RetentionKind, number>> {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const counts: Record<RetentionKind, number> = {
    spam_leads: 0,
    idle_leads: 0,
    withdrawn_leads: 0,
    lead_deliveries: 0,
    visit_bookings: 0,
    visit_changes: 0,
    visit_messages: 0,
    visit_addresses: 0,
    unconfirmed_alert_sign_ups: 0,
  };
  const erase = async (kind: "spam_leads" | "idle_leads" | "withdrawn_leads", ids: number[]) => {
    // A batch per transaction, so a big first run holds no lock for long.
    for (let start = 0; start < ids.length; start += 200) {
      const erased = await db
        .transaction()
        .execute((trx) => eraseLeads(trx, ids.slice(start, start + 200)));
      counts[kind] += erased.leads;
      counts.lead_deliveries += erased.lead_deliveries;
      counts.visit_bookings += erased.visit_bookings;
      counts.visit_changes += erased.visit_changes;
      counts.visit_messages += erased.visit_messages;
    }
  };
  await erase("spam_leads", await spamLeadIdsBefore(db, before(schedule.spamDays * DAY_MS)));
  await erase("idle_leads", await idleLeadIdsBefore(db, before(schedule.leadDays * DAY_MS)));
  // Act s. 8(7)(a): consent withdrawn, the purpose is gone (ADR 70).
  await erase("withdrawn_leads", await withdrawnLeadIds(db));
  // A visit day is a day in India: the address goes once that day is more than the schedule past.
  counts.visit_addresses = await blankLocalitiesBefore(
    db,
    addDays(istDateOf(now), -schedule.visitAddressDays),
  );
  counts.unconfirmed_alert_sign_ups = await deleteUnconfirmedBefore(
    db,
    before(schedule.unconfirmedAlertHours * HOUR_MS),
  );
  return counts;
}

/** The day a run is for: one run per UTC day. */
export function retentionDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Runs the day's retention unless it already ran (here or on another
 * machine): answers the run, or undefined when the day was taken. A failure
 * part-way is recorded with the counts so far; the next day tries again.
 */
export async function runRetentionIfDue(
  db: DB,
  schedule: RetentionSchedule,
  now: Date,
): Promise<RetentionRun | undefined> {
  const day = retentionDayOf(now);
  const id = await claimRetentionDay(db, day, now.toISOString());
  if (id === undefined) return undefined;
  let counts: RetentionCounts = {};
  let error: string | null = null;
  try {
    counts = await applyRetention(db, schedule, now);
  } catch (failure) {
    error = describeError(failure);
  }
  const finishedAt = new Date().toISOString();
  await finishRetentionRun(db, id, { counts, error, at: finishedAt });
  return { id, day, startedAt: now.toISOString(), finishedAt, counts, error };
}

export interface RetentionJobOptions {
  db: DB;
  schedule: RetentionSchedule;
  /** How often to look whether today's run is due; an hour by default. */
  checkEveryMs?: number;
  /** The first look, after start: a minute by default, clear of the start-up's own work. */
  firstCheckMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

/**
 * The daily job, started once per machine with the background jobs: it
 * looks every hour whether today's run is due, so a restart never skips a
 * day and a day's run happens once. stop() ends it, waiting for a run under way.
 */
export function startRetentionJob(options: RetentionJobOptions): { stop(): Promise<void> } {
  const log = options.log;
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let busy = false;
  const check = () => {
    // One look at a time: a look started while a long run is under way would
    // replace `running`, and stop() would then not wait for that run.
    if (stopped || busy) return;
    busy = true;
    running = runRetentionIfDue(options.db, options.schedule, now())
      .then((run) => {
        if (!run) return;
        const total = Object.values(run.counts).reduce((a, b) => a + b, 0);
        if (run.error)
          retentionLog.error({ day: run.day, error: run.error }, "run failed part-way");
        else retentionLog.info({ day: run.day, rows: total }, "rows erased or anonymised");
        log?.(
          run.error
            ? `[retention] run ${run.day} failed part-way: ${run.error}`
            : `[retention] run ${run.day}: ${total} rows erased or anonymised`,
        );
      })
      .catch((error: unknown) => {
        retentionLog.error({ err: error }, "could not run");
        log?.(`[retention] could not run: ${describeError(error)}`);
      })
      .finally(() => {
        busy = false;
      });
  };
  const first = setTimeout(check, options.firstCheckMs ?? 60_000);
  const every = setInterval(check, options.checkEveryMs ?? HOUR_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
