import { useEffect, useState } from "react";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { deadlineState, deadlineText } from "~/privacy/breaches/deadline";

/**
 * The Board's 72-hour deadline, counting down (ADR 65): in words, so
 * "Overdue" is read, not only coloured. The server renders it at the time
 * of the request; in the browser it moves on each minute. The line is not a
 * live region: a screen reader is not interrupted every minute.
 */
export function DeadlineCountdown({
  foundAt,
  boardReportedAt,
  renderedAt,
  detail = false,
}: {
  foundAt: string;
  boardReportedAt: string | null;
  /** The server's time when it rendered: the first render matches it exactly. */
  renderedAt: string;
  /** Also say when it is due (the incident's page). */
  detail?: boolean;
}) {
  const [now, setNow] = useState(() => Date.parse(renderedAt));
  useEffect(() => {
    if (boardReportedAt) return;
    // The first tick soon after hydration catches up on a page read from cache or left open.
    const first = setTimeout(() => setNow(Date.now()), 1_000);
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [boardReportedAt]);
  const state = deadlineState({ foundAt, boardReportedAt }, new Date(now));
  return (
    <span className={`staff-deadline staff-deadline--${state.kind}`}>
      <strong>{deadlineText(state)}</strong>
      {detail && state.kind !== "reported" ? (
        <>
          {" "}
          (report due by <time dateTime={state.dueAt}>{formatIndianDateTime(state.dueAt)}</time>,
          India time)
        </>
      ) : null}
      {detail && state.kind === "reported" ? (
        <>
          {" "}
          on <time dateTime={state.at}>{formatIndianDateTime(state.at)}</time>
        </>
      ) : null}
    </span>
  );
}
