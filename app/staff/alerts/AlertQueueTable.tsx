import type { AlertQueueEntry } from "~/investors/alerts/queue-entry";
import { formatIndianDateTime } from "~/lib/i18n/format";
import { StaffTable } from "~/staff/ui/StaffTable";

export const stateLabels: Record<string, string> = {
  pending: "Waiting to be sent",
  delivering: "Sending",
  delivered: "Sent",
  dead: "Dead letter (gave up)",
};

const kindLabels: Record<string, string> = {
  confirm: "Confirmation",
  already: "Already subscribed",
  alert: "Alert",
  digest: "Daily digest",
};

/**
 * A mail that has failed at least once and is not sent: retrying, taken over
 * after a lease ran out, or given up. Staff see how long the subscriber has
 * been kept waiting, which tells a jam from a hiccup.
 */
function isFailing(e: AlertQueueEntry): boolean {
  if (e.status === "dead") return true;
  return e.status !== "delivered" && (e.lastError !== null || e.attempts > 1);
}

/** "waiting 2 h 5 min" since `fromIso` (when the mail was queued), at `nowIso`. */
export function waitingText(fromIso: string, nowIso: string): string {
  const minutes = Math.floor((Date.parse(nowIso) - Date.parse(fromIso)) / 60_000);
  if (!Number.isFinite(minutes)) return "";
  if (minutes < 1) return "waiting under a minute";
  if (minutes < 60) return `waiting ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `waiting ${hours} h ${minutes % 60} min`;
  return `waiting ${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** The newest mails of the queue; never an address (ADR 33). */
export function AlertQueueTable({
  entries,
  now,
  mailConfigured,
}: {
  entries: AlertQueueEntry[];
  /** The loader's clock, so the server's and the browser's render agree. */
  now: string;
  mailConfigured: boolean;
}) {
  return (
    <StaffTable
      caption="The newest 100 mails"
      captionHidden
      testId="alert-queue"
      rows={entries}
      rowKey={(e) => e.id}
      columns={[
        { header: "Mail", cell: (e) => e.id },
        { header: "Kind", cell: (e) => kindLabels[e.kind] ?? e.kind },
        {
          header: "About",
          cell: (e) =>
            e.documentId !== null
              ? `Document ${e.documentId} (${e.category})`
              : e.digestDay
                ? `Documents of ${e.digestDay}`
                : "—",
        },
        {
          header: "State",
          cell: (e) =>
            e.status === "pending" && !mailConfigured
              ? "Not sent (mail not set up)"
              : (stateLabels[e.status] ?? e.status),
        },
        { header: "Attempts", cell: (e) => e.attempts },
        { header: "Queued", cell: (e) => formatIndianDateTime(e.createdAt) },
        { header: "Waiting", cell: (e) => (isFailing(e) ? waitingText(e.createdAt, now) : "") },
        { header: "Last error", cell: (e) => e.lastError ?? "" },
      ]}
    />
  );
}
