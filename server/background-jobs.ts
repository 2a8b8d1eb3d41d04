import { crmConfigFromEnv } from "~/leads/crm/client.server";
import { startAlertWorker } from "~/investors/alerts/outbox.server";
import { createMailer } from "~/lib/mail/mailer.server";
import { mailStatus, smtpConfigFromEnv } from "~/lib/mail/smtp-config.server";
import type { DatabaseHandle } from "~/db/client.server";
import { startDeliveryWorker } from "~/leads/delivery/worker.server";
import { startVisitChangeWorker } from "~/leads/booking/visit-outbox.server";
import {
  channelsOf,
  startVisitorMessageWorker,
  waitingMessages,
} from "~/leads/booking/visitor-outbox.server";
import { createSmsGateway } from "~/lib/sms/gateway.server";
import { describeSms, smsConfigFromEnv } from "~/lib/sms/sms-config.server";
import type { Env } from "~/lib/env.server";
import { pruneExpiredSessions } from "~/staff/auth/sessions.server";
import { deliveryCounts } from "~/leads/delivery/store.server";
import { wireConsultation } from "~/shell/consultation.server";
import { codeChannels, startCodeWorker } from "~/privacy/identity/code-outbox.server";
import { startCrmErasureWorker } from "~/privacy/subject/crm-erasure-outbox.server";
import { startRetentionJob } from "~/privacy/retention/job.server";
import { retentionScheduleOf } from "~/privacy/retention/schedule";

import { startBreachNoticeWorker } from "~/privacy/breaches/outbox.server";
import { logFor } from "~/lib/log/logger.server";

/**
 * Long-running work that lives beside the web server: lead delivery to the CRM
 * and session clean-up. It runs once per machine (in the primary process when
 * WEB_CONCURRENCY > 1), gets the same environment and database as the
 * requests, and stops on shutdown.
 */
export interface BackgroundJobs {
  /**
   * Stops every job; resolves once each has finished what it was doing: a
   * queue worker records the sends it made and gives back its unused claims
   * (app/db/outbox/worker.server.ts). Shutdown awaits it before closing the database.
   */
  stop(): Promise<void>;
}

export function startBackgroundJobs({
  env,
  database,
}: {
  env: Env;
  database: DatabaseHandle;
}): BackgroundJobs {
  // The visitor messages name the plan a visit was booked with (ADR 55).
  wireConsultation();
  const stops: Array<() => unknown> = [];

  const crm = crmConfigFromEnv(env);
  if (crm) {
    const worker = startDeliveryWorker({
      db: database.db,
      config: crm,
      pollMs: env.CRM_POLL_MS,
      policy: {
        maxAttempts: env.CRM_MAX_ATTEMPTS,
        baseMs: env.CRM_RETRY_BASE_MS,
        capMs: env.CRM_RETRY_CAP_MS,
      },
    });
    stops.push(() => worker.stop());
    // Staff changes to booked home visits, to the same CRM on their own queue (issue 42).
    const visits = startVisitChangeWorker({
      db: database.db,
      config: crm,
      pollMs: env.CRM_POLL_MS,
      policy: {
        maxAttempts: env.CRM_MAX_ATTEMPTS,
        baseMs: env.CRM_RETRY_BASE_MS,
        capMs: env.CRM_RETRY_CAP_MS,
      },
    });
    stops.push(() => visits.stop());
    // A person's erasure asks the CRM to erase them too, on its own queue (issue 44, ADR 64).
    const erasures = startCrmErasureWorker({
      db: database.db,
      config: crm,
      pollMs: env.CRM_POLL_MS,
      policy: {
        maxAttempts: env.CRM_MAX_ATTEMPTS,
        baseMs: env.CRM_RETRY_BASE_MS,
        capMs: env.CRM_RETRY_CAP_MS,
      },
    });
    stops.push(() => erasures.stop());
  } else {
    deliveryCounts(database.db)
      .then((counts) => {
        const waiting = (counts.pending ?? 0) + (counts.delivering ?? 0);
        logFor("leads").info(
          { waiting },
          "CRM_BASE_URL not set: leads are stored and reported as not forwarded",
        );
      })
      .catch(() => undefined);
  }

  // Investor alerts: without SMTP_URL nothing is sent; the mails wait in the queue, which the
  // staff area lists as not sent, and go out once mail is set up.
  const smtp = smtpConfigFromEnv(env);
  const status = mailStatus(smtp);
  if (smtp) {
    logFor("alerts").info(status.configured ? status.description : "");
    const worker = startAlertWorker({
      db: database.db,
      mailer: createMailer(smtp),
      siteUrl: env.SITE_URL,
      pollMs: env.ALERTS_POLL_MS,
      leaseMs: smtp.timeouts.sendMs * 2 + 30_000,
      policy: {
        maxAttempts: env.ALERTS_MAX_ATTEMPTS,
        baseMs: env.ALERTS_RETRY_BASE_MS,
        capMs: env.ALERTS_RETRY_CAP_MS,
      },
    });
    stops.push(() => worker.stop());
  } else if (!status.configured) logFor("alerts").info(status.notice);

  // Messages to visitors about their booked visits (ADR 45): texts through the SMS gateway, mails
  // through SMTP. A channel that is not configured keeps its messages queued, unsent, until it is.
  const sms = smsConfigFromEnv(env);
  const visitorOptions = {
    db: database.db,
    ...(sms ? { sms: { gateway: createSmsGateway(sms), templateIds: sms.templateIds } } : {}),
    ...(smtp ? { mailer: createMailer(smtp) } : {}),
  };
  if (sms) logFor("visit messages").info(`texts go to ${describeSms(sms)}`);
  if (!sms || !smtp)
    waitingMessages(database.db)
      .then((waiting) => {
        for (const [channel, unset] of [
          ["sms", !sms && "SMS_API_URL"],
          ["email", !smtp && "SMTP_URL"],
        ] as const)
          if (unset)
            logFor("visit messages").info(
              { channel, waiting: waiting[channel] },
              `${unset} not set: ${channel} messages are kept, not sent`,
            );
      })
      .catch(() => undefined);
  if (channelsOf(visitorOptions).length > 0) {
    const visitor = startVisitorMessageWorker({
      ...visitorOptions,
      siteUrl: env.SITE_URL,
      pollMs: env.ALERTS_POLL_MS,
      leaseMs: Math.max(env.SMS_TIMEOUT_MS, smtp?.timeouts.sendMs ?? 0) * 2 + 30_000,
      policy: {
        maxAttempts: env.VISIT_MESSAGES_MAX_ATTEMPTS,
        baseMs: env.VISIT_MESSAGES_RETRY_BASE_MS,
        capMs: env.VISIT_MESSAGES_RETRY_CAP_MS,
      },
    });
    stops.push(() => visitor.stop());
  }

  // One-time codes for /privacy/requests (ADR 63): texts and mails on their own queue, sent at
  // once; a code waits at most its ten minutes, so a few quick retries are all it is worth.
  const codeSenders = {
    ...(sms ? { sms: { gateway: createSmsGateway(sms), templateIds: sms.templateIds } } : {}),
    ...(smtp ? { mailer: createMailer(smtp) } : {}),
  };
  if (codeChannels(codeSenders).length > 0) {
    const codes = startCodeWorker({
      ...codeSenders,
      db: database.db,
      siteUrl: env.SITE_URL,
      pollMs: env.ALERTS_POLL_MS,
      leaseMs: Math.max(env.SMS_TIMEOUT_MS, smtp?.timeouts.sendMs ?? 0) * 2 + 30_000,
      policy: { maxAttempts: 4, baseMs: 5_000, capMs: 60_000 },
    });
    stops.push(() => codes.stop());
  }
  // Personal data kept no longer than the schedule says (issue 44, ADR 64): once a day.
  const retention = startRetentionJob({ db: database.db, schedule: retentionScheduleOf(env) });
  stops.push(() => retention.stop());

  // Notices to the people a personal-data breach reached (ADR 65): mail on the shared outbox,
  // with the alert mails' retry policy. Without SMTP_URL they wait in the queue, listed as waiting.
  if (smtp) {
    const notices = startBreachNoticeWorker({
      db: database.db,
      mailer: createMailer(smtp),
      siteUrl: env.SITE_URL,
      pollMs: env.ALERTS_POLL_MS,
      leaseMs: smtp.timeouts.sendMs * 2 + 30_000,
      policy: {
        maxAttempts: env.ALERTS_MAX_ATTEMPTS,
        baseMs: env.ALERTS_RETRY_BASE_MS,
        capMs: env.ALERTS_RETRY_CAP_MS,
      },
    });
    stops.push(() => notices.stop());
  }

  // Expired staff sessions are refused when presented; this just keeps the table small.
  const prune = setInterval(() => {
    pruneExpiredSessions(database.db, {
      idleMinutes: env.STAFF_IDLE_MINUTES,
      absoluteHours: env.STAFF_SESSION_HOURS,
    }).catch((error: unknown) => logFor("staff").error({ err: error }, "session clean-up failed"));
  }, 3_600_000);
  prune.unref();
  stops.push(() => clearInterval(prune));

  return {
    async stop() {
      await Promise.allSettled(stops.map((stop) => stop()));
    },
  };
}
