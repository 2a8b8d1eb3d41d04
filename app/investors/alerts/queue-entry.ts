/**
 * One mail of the alert queue as the staff area lists it (listAlertQueue):
 * a plain module, so the staff page's components can name the type without
 * importing server code. Never the address (ADR 33).
 */
export interface AlertQueueEntry {
  id: number;
  kind: "confirm" | "already" | "alert" | "digest";
  status: string;
  attempts: number;
  lastError: string | null;
  category: string | null;
  documentId: number | null;
  digestDay: string | null;
  createdAt: string;
  sentAt: string | null;
}
