import type { AuditActor } from "~/staff/audit/record.server";

/** What the marketing team edits here. */
export type ContentKind = "blog" | "news" | "faq";

/** Who is making the change: the staff context, as the audit log needs it. */
export type ContentEditor = AuditActor & { user: { id: number; email: string } };

export interface ContentListRow {
  id: number;
  /** Title, or the question for an FAQ. */
  title: string;
  /** yyyy-mm-dd for blog and news; the topic for an FAQ. */
  detail: string;
  published: boolean;
  /** Position in the full list, 1-based (what "move up" changes). */
  position: number;
  /** False for the first row (of its topic, for FAQs): it cannot move up. */
  canMoveUp: boolean;
  canMoveDown: boolean;
}

export interface ContentList {
  rows: ContentListRow[];
  total: number;
  page: number;
  pageCount: number;
}
