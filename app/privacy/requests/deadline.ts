import { ANSWER_DAYS } from "./kinds";

const DAY_MS = 86_400_000;

/** When a request made at `createdAt` must be answered by. */
export function deadlineOf(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ANSWER_DAYS * DAY_MS);
}

export type Countdown = { overdue: false; daysLeft: number } | { overdue: true; daysOver: number };

/**
 * Whole days left before the deadline, counted up (a request due in 3 hours
 * has 1 day left; at the deadline itself, 0), or whole days past it.
 */
export function countdown(deadlineAt: string, now: Date): Countdown {
  const ms = Date.parse(deadlineAt) - now.getTime();
  if (ms >= 0) return { overdue: false, daysLeft: Math.ceil(ms / DAY_MS) };
  return { overdue: true, daysOver: Math.ceil(-ms / DAY_MS) };
}
