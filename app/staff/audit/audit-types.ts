export interface AuditEntryView {
  id: number;
  createdAt: string;
  actorEmail: string;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  clientIp: string;
  /** The browser's User-Agent; null for the command line and entries older than migration 0008. */
  userAgent: string | null;
  /** Whether before/after were recorded, so the list can say "details". */
  hasChanges: boolean;
}

export interface FieldChange {
  /** Dotted path into the recorded object, e.g. "title" or "links.0.url". */
  path: string;
  kind: "added" | "removed" | "changed" | "unchanged";
  before: string | null;
  after: string | null;
}
