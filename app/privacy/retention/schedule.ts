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
  "withdrawn_leads",
  "lead_deliveries",
  "visit_bookings",
  "visit_changes",
  "visit_messages",
  "visit_addresses",
  "unconfirmed_alert_sign_ups",
] as const;
export type RetentionKind = (typeof retentionKinds)[number];

/** One line of the schedule as staff and the ADR read it. */
export interface RetentionRule {
  what: string;
  keep: string;
  why: string;
  /** The setting that changes it, if one does. */
  setting?: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The schedule in words, with its reasons (ADR 64). */
export function retentionRules(schedule: RetentionSchedule): RetentionRule[] {
  return [
    {
      what: "Leads from the forms, with their CRM delivery",
      keep: `${plural(schedule.leadDays, "day")} after the sender's last contact (their latest lead by the same mobile or e-mail)`,
      why: "Sales follow a lead up over a repainting cycle, and a claim about what was offered can be made for three years (Limitation Act, 1963). After that the request is spent.",
      setting: "RETENTION_LEAD_DAYS",
    },
    {
      what: "Leads whose sender withdrew consent",
      keep: "Until the next daily run after the withdrawal; nothing is done with them meanwhile",
      why: "Act s. 8(7)(a): once consent is withdrawn the purpose is gone. The withdrawal itself stops the CRM delivery and asks the CRM to erase; the consent record goes with the lead.",
    },
    {
      what: "Leads flagged as spam",
      keep: `${plural(schedule.spamDays, "day")} after they came`,
      why: "Long enough for sales to find and release a real lead flagged by mistake; nothing else is done with them.",
      setting: "RETENTION_SPAM_DAYS",
    },
    {
      what: "Investor alert sign-ups never confirmed",
      keep: `${plural(schedule.unconfirmedAlertHours, "hour")} after the last confirmation mail`,
      why: "The confirmation link lasts 48 hours; after it nobody can confirm, and an address that never said yes is not kept.",
      setting: "RETENTION_UNCONFIRMED_ALERT_HOURS",
    },
    {
      what: "A booked home visit's locality (the address)",
      keep: `${plural(schedule.visitAddressDays, "day")} after the visit day; the booking (day, slot, area, PIN) stays with its lead`,
      why: "The estimate, the quote and a return visit in the same season need the address; after that it only says where someone lives and when they were at home.",
      setting: "RETENTION_VISIT_ADDRESS_DAYS",
    },
    {
      what: "Investor alert subscriptions",
      keep: "Until the subscriber unsubscribes or asks for erasure",
      why: "The subscriber asked for the mails and can stop them with the link in each one.",
    },
    {
      what: "The audit log of staff access to personal data, and the server's logs",
      keep: `At least ${MINIMUM_LOG_DAYS} days; this job never erases them`,
      why: "Rule 8(3) of the DPDP Rules, 2025: logs of processing are kept at least a year, for investigating a breach.",
    },
    {
      what: "Erasure records and these runs",
      keep: "Kept",
      why: "They hold no personal data (kinds and counts, when, why, by whom) and show that erasure was done.",
    },
  ];
}
