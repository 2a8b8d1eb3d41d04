/**
 * Investor documents, blog, news and FAQ tables (issue: investor relations).
 * Dates are ISO text (documents: yyyy-mm-dd); optional links are NULL when empty.
 */
import type { Generated } from "kysely";

export interface DocumentsTable {
  id: Generated<number>;
  /** The ERP's category name, e.g. "Financial Results" (see content/investors.ts). */
  category: string;
  /** Grouping label on grouped pages; "" when the category has no groups. */
  sub_category: string;
  /** yyyy-mm-dd; listings sort newest first on this. */
  document_date: string;
  /** Plain text; https words become links when shown. */
  description: string;
  /** File-name stem of our generated sample files (/documents/{id}/{stem}.pdf). */
  file_stem: string;
  /** 1 when we serve a generated sample PDF for this record. */
  has_pdf: number;
  /** 1 when we serve a generated full-length ("large file") PDF. */
  has_large_file: number;
  /** 1 when we serve a generated image (e.g. the newspaper advertisement). */
  has_image: number;
  /** 1 when we serve a generated MPEG audio file (opened in the audio window). */
  has_audio: number;
  /** Sizes of the generated files, for accessible link names ("PDF, 84 KB"). */
  pdf_bytes: number | null;
  large_file_bytes: number | null;
  image_bytes: number | null;
  audio_bytes: number | null;
  /** External links; NULL when absent. */
  pdf_url: string | null;
  large_file_url: string | null;
  image_url: string | null;
  audio_url: string | null;
  audio_link_url: string | null;
  video_url: string | null;
  created_at: string;
  /** 0 hides the record from the public site (staff "unpublish"). */
  published: Generated<number>;
  updated_at: string | null;
  /** An uploaded PDF in stored_files; when set it is served instead of a generated sample. */
  pdf_file_id: number | null;
}

export interface BlogPostsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** HTML, sanitized again when shown. */
  body_html: string;
  /** Artwork name in art/ (without .svg), an uploaded /media/<id>/<name> path, or "" for none. */
  image: string;
  image_alt: string;
  /** Pixel size of an uploaded image; NULL for artwork (migration 0006). */
  image_width: number | null;
  image_height: number | null;
  published_on: string;
  published: Generated<number>;
  updated_at: string | null;
  /** Staff-chosen order; lower comes first, ties newest first. */
  sort_order: Generated<number>;
}

export interface NewsItemsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  /** Artwork name, an uploaded /media/<id>/<name> path, or "" for none. */
  image: string;
  image_alt: string;
  image_width: number | null;
  image_height: number | null;
  link_url: string;
  source: string;
  published_on: string;
  published: Generated<number>;
  updated_at: string | null;
  sort_order: Generated<number>;
}

export interface FaqsTable {
  id: Generated<number>;
  topic: string;
  question: string;
  /** HTML since migration 0006 (was plain text); sanitized on save and again when shown. */
  answer: string;
  sort_order: number;
  published: Generated<number>;
  updated_at: string | null;
}

/**
 * A record's text in another site language (migration 0009, ADR 27): one row
 * per record and language. "" in a field means not translated yet; the public
 * page shows the English there, marked lang="en".
 */
interface TranslationRow {
  /** A site language's code other than the default, e.g. "hi" (app/lib/i18n/locales.ts). */
  locale: string;
  updated_at: string;
}

export interface BlogPostTranslationsTable extends TranslationRow {
  blog_post_id: number;
  title: Generated<string>;
  summary: Generated<string>;
  /** HTML, sanitized on save and again when shown, like the English. */
  body_html: Generated<string>;
  image_alt: Generated<string>;
}

export interface NewsItemTranslationsTable extends TranslationRow {
  news_item_id: number;
  title: Generated<string>;
  summary: Generated<string>;
  image_alt: Generated<string>;
}

export interface FaqTranslationsTable extends TranslationRow {
  faq_id: number;
  /** The topic's name in this language; questions are still grouped by the English topic. */
  topic: Generated<string>;
  question: Generated<string>;
  /** HTML, sanitized on save and again when shown. */
  answer: Generated<string>;
}

export interface DocumentTranslationsTable extends TranslationRow {
  document_id: number;
  description: Generated<string>;
  /** A PDF in this language (stored_files); NULL: pages in this language link to the shared one. */
  pdf_file_id: number | null;
  pdf_bytes: number | null;
  /** File-name stem of that PDF (/documents/{id}/{stem}.pdf); NULL without one. */
  file_stem: string | null;
}

export interface ContentTables {
  documents: DocumentsTable;
  blog_posts: BlogPostsTable;
  news_items: NewsItemsTable;
  faqs: FaqsTable;
  blog_post_translations: BlogPostTranslationsTable;
  news_item_translations: NewsItemTranslationsTable;
  faq_translations: FaqTranslationsTable;
  document_translations: DocumentTranslationsTable;
  calendar_events: CalendarEventsTable;
  calendar_event_translations: CalendarEventTranslationsTable;
  document_search: DocumentSearchTable;
}

/** The financial calendar (migration 0012, ADR 20); trading-window closures are derived, not stored. */
export interface CalendarEventsTable {
  id: Generated<number>;
  /** RFC 5545 UID; never changes. */
  uid: string;
  kind: string;
  /** "scheduled" | "cancelled": a cancelled event stays, so subscribed calendars learn of it. */
  status: Generated<string>;
  /** Raised on every change (RFC 5545 SEQUENCE). */
  sequence: Generated<number>;
  title: string;
  purpose: string | null;
  description: string | null;
  location: string | null;
  /** 1: starts_at/ends_at are days (yyyy-mm-dd); 0: IST wall-clock times (yyyy-mm-ddTHH:mm). */
  all_day: number;
  starts_at: string;
  ends_at: string | null;
  /** JSON of the kind's own fields: period/resultsFor, meeting, mode. */
  details: Generated<string>;
  /** JSON array of document ids filed for the event. */
  related_document_ids: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface CalendarEventTranslationsTable extends TranslationRow {
  calendar_event_id: number;
  title: Generated<string>;
  purpose: Generated<string>;
  description: Generated<string>;
  location: Generated<string>;
}

/**
 * The full-text index of documents (ADR 34), one row per document and
 * language, written only by triggers, with what the search's filters, counts
 * and order need (migration 0013). SQLite: a table indexed by the FTS5 table
 * document_search_fts (rowid = id); PostgreSQL: a table with a generated
 * tsvector column (search_vector). Neither id nor search_vector is declared
 * here: only search.server.ts reads the index, in raw SQL.
 */
export interface DocumentSearchTable {
  document_id: number;
  locale: string;
  description: string;
  sub_category: string;
  category: string;
  published: number;
  document_date: string;
}
