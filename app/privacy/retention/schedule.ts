import type { Env } from "~/lib/env.server";

/**
 * How long we keep each kind of personal data, and why (Act s. 8(7), Rule 8;
 * ADR 64). The numbers are settings (RETENTION_*), so a change of policy is
 * a change of environment, not of code; the reasons are here and in the ADR.
 * The retention job (job.server.ts) erases or anonymises what is due, daily.
 */
export interface RetentionSchedule {
  /** A lead is erased this many days after its sender's last contact (their latest lead). */
  leadDays: number;
  /** A lead flagged as spam is erased this many days after it came. */
  spamDays: number;
  /** An investor alert sign-up never confirmed is erased this many hours after its last confirmation mail. */
  unconfirmedAlertHours: number;
  /** A booked visit's home locality is blanked this many days after the visit day. */
  visitAddressDays: number;
}

/** Rule 8(3): the logs of processing, the audit of personal-data access included, are kept at least a year. */
export const MINIMUM_LOG_DAYS = 365;

export const defaultSchedule: RetentionSchedule = {
  leadDays: 1_095,
  spamDays: 30,
  unconfirmedAlertHours: 48,
  visitAddressDays: 90,
};

export function retentionScheduleOf(
  env: Pick<
    Env,
    | "RETENTION_LEAD_DAYS"
    | "RETENTION_SPAM_DAYS"
    | "RETENTION_UNCONFIRMED_ALERT_HOURS"
    | "RETENTION_VISIT_ADDRESS_DAYS"
  >,
): RetentionSchedule {
  return {
    leadDays: env.RETENTION_LEAD_DAYS,
    spamDays: env.RETENTION_SPAM_DAYS,
    unconfirmedAlertHours: env.RETENTION_UNCONFIRMED_ALERT_HOURS,
    visitAddressDays: env.RETENTION_VISIT_ADDRESS_DAYS,
  };
}

/** The kinds a run counts, in the order the staff page lists them. */
export const retentionKinds = [
  "spam_leads",
  "idle_leads",
  "lead_deliveries",
  "visit_bookings",
  "visit_changes",
  "visit_messages",
  "visit_addresses",
  "unconfirmed_alert_sign_ups",
] as const;
export type RetentionKind = (typeof retentionKinds)[number];
