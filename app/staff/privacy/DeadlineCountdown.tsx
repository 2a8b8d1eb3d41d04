import { formatEnglishDate } from "~/lib/i18n/format";
import { countdown } from "~/privacy/requests/deadline";

/**
 * A request's deadline counting down: "12 days left", or "Overdue by 3
 * days" in red. The words say it; the colour only repeats them (WCAG 1.4.1).
 * A request that is answered shows its date alone.
 */
export function DeadlineCountdown({
  deadlineAt,
  now,
  open,
}: {
  deadlineAt: string;
  now: string;
  open: boolean;
}) {
  const date = <time dateTime={deadlineAt}>{formatEnglishDate(deadlineAt)}</time>;
  if (!open) return <span>Due {date}</span>;
  const left = countdown(deadlineAt, new Date(now));
  if (left.overdue)
    return (
      <span className="staff-privacy-deadline staff-privacy-deadline--overdue">
        <strong>
          Overdue by {left.daysOver} {left.daysOver === 1 ? "day" : "days"}
        </strong>{" "}
        (was due {date})
      </span>
    );
  return (
    <span
      className={`staff-privacy-deadline${left.daysLeft <= 14 ? " staff-privacy-deadline--soon" : ""}`}
    >
      <strong>
        {left.daysLeft} {left.daysLeft === 1 ? "day" : "days"} left
      </strong>{" "}
      (due {date})
    </span>
  );
}

export const kindLabels = {
  copy: "Copy of data",
  correct: "Correction",
  erase: "Erasure",
  withdraw: "Consent withdrawn",
  nominate: "Nomination",
  grievance: "Grievance",
} as const;

export const stateLabels = {
  received: "Received",
  "in-progress": "In progress",
  completed: "Completed",
  declined: "Declined",
} as const;

/** The staff kit's badge colours, by state. */
export const stateBadges = {
  received: "pending",
  "in-progress": "delivering",
  completed: "delivered",
  declined: "held",
} as const;
