import { z } from "zod";

/**
 * The shapes of investor documents as listings, the feed and the staff area
 * see them. Plain types and schemas, so components can share them without
 * importing server code; reading and grouping live in documents.server.ts.
 */

export interface DocumentFile {
  /** pdf, largeFile (LargeSizeFileUrl), image, audio (opens the audio window), audioLink (AudioUrl), video. */
  kind: "pdf" | "largeFile" | "image" | "audio" | "audioLink" | "video";
  href: string;
  /** Size in bytes, when known (our own files). */
  bytes?: number;
  /** The file's language, when it is not the page's (a shared English PDF on a Hindi page). */
  hrefLang?: string;
}

export interface InvestorDocument {
  /** Stable key for lists. */
  key: string;
  /** yyyy-mm-dd, or "" when the source had no usable date. */
  date: string;
  subCategory: string;
  /** Plain text; words containing https are shown as links. */
  description: string;
  /** The description's language, when it is not the page's (not translated yet, ADR 27). */
  descriptionLang?: string;
  files: DocumentFile[];
}

// ---------------------------------------------------------------------------
// Filters: financial year and free-text search, from the URL (GET form).

export const documentFiltersSchema = z.object({
  year: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}$/)
    .refine((v) => (Number(v.slice(0, 4)) + 1) % 100 === Number(v.slice(5)), "not a financial year")
    .optional()
    .catch(undefined),
  q: z
    .string()
    .trim()
    .transform((v) => v.slice(0, 100))
    .optional()
    .catch(undefined),
});

export type DocumentFilters = z.infer<typeof documentFiltersSchema>;

export interface DocumentGroup {
  subCategory: string;
  documents: InvestorDocument[];
  /** Documents in the group when `documents` holds only its newest few. */
  total?: number;
}

export interface ListingPagination {
  page: number;
  pageCount: number;
}

/**
 * Newest first by `date` (yyyy-mm-dd); the same date keeps the given order
 * (Array.prototype.sort is stable); undated ("") last, as every listing sorts.
 */
export function newestFirst(a: { date: string }, b: { date: string }): number {
  return a.date === b.date ? 0 : a.date < b.date ? 1 : -1;
}
