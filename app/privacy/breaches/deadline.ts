/**
 * The Board's deadline (DPDP Rules 2025, Rule 7(2)(b)): the detailed report
 * on a breach is due within seventy-two hours of becoming aware of it. The
 * register counts down to it from `found_at` and says "overdue" in words
 * once it has passed (ADR 65). Client-safe: the page's countdown uses it too.
 */
export const BOARD_REPORT_HOURS = 72;

export function boardDeadline(foundAt: string): string {
  return new Date(Date.parse(foundAt) + BOARD_REPORT_HOURS * 3_600_000).toISOString();
}

export type DeadlineState =
  | { kind: "reported"; at: string }
  | { kind: "due"; dueAt: string; minutesLeft: number }
  | { kind: "overdue"; dueAt: string; minutesOver: number };

export function deadlineState(
  incident: { foundAt: string; boardReportedAt: string | null },
  now: Date,
): DeadlineState {
  if (incident.boardReportedAt) return { kind: "reported", at: incident.boardReportedAt };
  const dueAt = boardDeadline(incident.foundAt);
  const minutes = Math.floor((Date.parse(dueAt) - now.getTime()) / 60_000);
  return minutes >= 0
    ? { kind: "due", dueAt, minutesLeft: minutes }
    : { kind: "overdue", dueAt, minutesOver: -minutes };
}

/** "2 days 5 hours", "3 hours 10 minutes", "12 minutes": two units at most. */
export function spanInWords(totalMinutes: number): string {
  const days = Math.floor(totalMinutes / 1_440);
  const hours = Math.floor((totalMinutes % 1_440) / 60);
  const minutes = totalMinutes % 60;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (days > 0)
    return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0)
    return minutes > 0 ? `${unit(hours, "hour")} ${unit(minutes, "minute")}` : unit(hours, "hour");
  return unit(minutes, "minute");
}

/** The countdown as one line staff read: "Due in 2 days 5 hours", "Overdue by 3 hours". */
export function deadlineText(state: DeadlineState): string {
  if (state.kind === "reported") return "Reported to the Board";
  if (state.kind === "due") return `Due in ${spanInWords(state.minutesLeft)}`;
  return `Overdue by ${spanInWords(state.minutesOver)}`;
}
