/**
 * The investor-documents domain: what the public pages read of documents,
 * from our database (through the store, store.server.ts) or (when
 * ERP_BASE_URL and ERP_TOKEN are set) the company's ERP.
 * Routes get view types; filtering, year lists and grouping live here too so
 * every listing behaves the same. Only published rows reach the public: an
 * unpublished document leaves the listings, the feed and its file addresses.
 */
import { LRUCache } from "lru-cache";
import { db, type DB } from "~/db/client.server";
import { erpConfigFromEnv, type ErpConfig } from "~/erp/client.server";
import { listErpDocuments } from "~/erp/templates.server";
import { documentPages } from "~/investors/content";
import { inPageLanguage } from "~/lib/i18n/fallback";
import { defaultLocale } from "~/lib/i18n/locales";
import { readStoredFile, type StoredFile } from "~/media/stored-files.server";
import {
  renderSample,
  sampleContentType,
  sampleFileName,
  type SampleKind,
} from "./document-samples.server";
import type {
  DocumentFile,
  DocumentFilters,
  DocumentGroup,
  InvestorDocument,
  ListingPagination,
} from "./document-types";
import { documentFiltersSchema, newestFirst } from "./document-types";
import {
  selectDocumentRow,
  selectPublishedByIds,
  selectPublishedInCategory,
  selectPublishedRecording,
  selectRecentPublished,
  selectTranslatedPdfs,
  selectTranslationsInCategory,
  selectTranslationsOf,
  type DocumentRow,
  type DocumentTranslation,
} from "./store.server";
import { logFor } from "~/lib/log/logger.server";

const log = logFor("documents");

// ---------------------------------------------------------------------------
// Reading

/** True when the public pages read documents from the ERP (staff changes then wait for it). */
export function documentSourceIsErp(): boolean {
  return Boolean(erpConfigFromEnv());
}

/**
 * One category's documents, newest first (spec section 9), in a page's
 * language: a description staff translated, else the English marked with its
 * lang; a PDF uploaded in that language, else the shared one.
 */
export async function listInvestorDocuments(
  category: string,
  database: DB = db(),
  locale: string = defaultLocale,
): Promise<InvestorDocument[]> {
  const erp = erpConfigFromEnv();
  if (erp)
    return sortNewestFirst(
      (await listErpDocuments(erp, category)).map((document) =>
        inLanguage(locale, document, undefined),
      ),
    );
  const rows = await selectPublishedInCategory(database, category);
  const translations = new Map<number, DocumentTranslation>();
  if (locale !== defaultLocale)
    for (const row of await selectTranslationsInCategory(database, category, locale))
      translations.set(row.document_id, row);
  return sortNewestFirst(
    rows.map((row) => inLanguage(locale, toInvestorDocument(row), translations.get(row.id))),
  );
}

/**
 * A listed document in a page's language. Its own PDF in that language
 * replaces the shared one; otherwise the shared PDF is said to be in English.
 */
function inLanguage(
  locale: string,
  document: InvestorDocument,
  translation: DocumentTranslation | undefined,
): InvestorDocument {
  if (locale === defaultLocale) return document;
  const shown = inPageLanguage(locale, document, ["description"], translation);
  const own = translation?.pdf_file_id != null && translation.file_stem ? translation : undefined;
  const files = document.files.map((file): DocumentFile => {
    if (file.kind !== "pdf") return file;
    if (!own) return { ...file, hrefLang: defaultLocale };
    return {
      kind: "pdf",
      href: `/documents/${document.key}/${sampleFileName(own.file_stem!, "pdf")}`,
      ...(own.pdf_bytes ? { bytes: own.pdf_bytes } : {}),
    };
  });
  return {
    key: document.key,
    date: document.date,
    subCategory: document.subCategory,
    description: shown.description,
    ...(shown.langs.description ? { descriptionLang: shown.langs.description } : {}),
    files,
  };
}

/**
 * Published database documents by id, in a language (for alert mails, which
 * name documents the staff area just published). Unpublished ones are left out.
 */
export async function getPublishedDocuments(
  ids: readonly number[],
  locale: string = defaultLocale,
  database: DB = db(),
): Promise<Map<number, InvestorDocument & { category: string }>> {
  const found = new Map<number, InvestorDocument & { category: string }>();
  if (ids.length === 0) return found;
  const rows = await selectPublishedByIds(database, ids);
  const translations = new Map<number, DocumentTranslation>();
  if (locale !== defaultLocale)
    for (const row of await selectTranslationsOf(database, ids, locale))
      translations.set(row.document_id, row);
  for (const row of rows)
    found.set(row.id, {
      ...inLanguage(locale, toInvestorDocument(row), translations.get(row.id)),
      category: row.category,
    });
  return found;
}

/** The newest documents across every investor page, for the Atom feed. */
export async function listRecentDisclosures(
  limit = 30,
  database: DB = db(),
): Promise<Array<InvestorDocument & { category: string }>> {
  const erp = erpConfigFromEnv();
  if (erp) {
    const lists = await listErpDocumentLists(erp);
    return sortNewestFirst(
      lists.flatMap(({ category, documents }) => documents.map((d) => ({ ...d, category }))),
    ).slice(0, limit);
  }
  const rows = await selectRecentPublished(database, limit);
  return rows.map((row) => ({ ...toInvestorDocument(row), category: row.category }));
}

/**
 * Every category's documents from the ERP, in documentPages order, each list
 * in the ERP's order and as the adapter's cache keeps it: the same array
 * until the ERP is asked again, so a caller may keep what it derives from a
 * list beside it (the filing search does). A failing ERP throws.
 * The feed and the filing search read every category through it.
 */
export function listErpDocumentLists(
  erp: ErpConfig,
): Promise<Array<{ category: string; documents: readonly InvestorDocument[] }>> {
  return Promise.all(
    documentPages.map(async (page) => ({
      category: page.category,
      documents: await listErpDocuments(erp, page.category),
    })),
  );
}

/** An ERP document (the ERP has no translations) as a page in `locale` shows it. */
export function erpDocumentIn(locale: string, document: InvestorDocument): InvestorDocument {
  return inLanguage(locale, document, undefined);
}

export function sortNewestFirst<T extends { date: string }>(documents: T[]): T[] {
  return [...documents].sort(newestFirst);
}

/** A stored row as listings show it (also the search's results). */
export function toInvestorDocument(row: DocumentRow): InvestorDocument {
  const files: DocumentFile[] = [];
  const own = (kind: SampleKind, bytes: number | null) =>
    files.push({
      kind,
      href: `/documents/${row.id}/${sampleFileName(row.file_stem, kind)}`,
      ...(bytes ? { bytes } : {}),
    });
  const external = (kind: DocumentFile["kind"], href: string | null) => {
    if (href) files.push({ kind, href });
  };
  // A PDF uploaded by staff wins over a generated sample and an external link.
  if (row.pdf_file_id !== null || row.has_pdf) own("pdf", row.pdf_bytes);
  else external("pdf", row.pdf_url);
  if (row.has_large_file) own("largeFile", row.large_file_bytes);
  else external("largeFile", row.large_file_url);
  if (row.has_image) own("image", row.image_bytes);
  else external("image", row.image_url);
  // Only our own recordings open in our player window (issue 26: a Kamo-branded
  // page must not play or offer any outside file); an outside one is a plain link.
  if (row.has_audio) own("audio", row.audio_bytes);
  else external("audioLink", row.audio_url);
  external("audioLink", row.audio_link_url);
  external("video", row.video_url);
  return {
    key: String(row.id),
    date: row.document_date,
    subCategory: row.sub_category,
    description: row.description,
    files,
  };
}

// ---------------------------------------------------------------------------
// Filters: financial year and free-text search, from the URL (GET form).

/**
 * The query parameters a listing page reads, which its route declares to the
 * page cache (ADR 22): the filters, and on a paged table the page number.
 */
export const DOCUMENT_FILTER_QUERY = ["year", "q"] as const;
export const DOCUMENT_TABLE_QUERY = [...DOCUMENT_FILTER_QUERY, "page"] as const;

/** Reads ?year=2023-24&q=… leniently: an unusable value is ignored, never a 500. */
export function parseDocumentFilters(params: URLSearchParams): DocumentFilters {
  const parsed = documentFiltersSchema.parse({
    year: params.get("year") || undefined,
    q: params.get("q") || undefined,
  });
  return { year: parsed.year, q: parsed.q || undefined };
}

/** Indian financial year (April to March) of a yyyy-mm-dd date, as "2023-24". */
export function financialYearOf(date: string): string | undefined {
  const m = /^(\d{4})-(\d{2})/.exec(date);
  if (!m) return undefined;
  const year = Number(m[1]);
  const start = Number(m[2]) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The financial years present in a listing, newest first. */
export function listFinancialYears(documents: readonly InvestorDocument[]): string[] {
  const years = new Set<string>();
  for (const d of documents) {
    const fy = financialYearOf(d.date);
    if (fy) years.add(fy);
  }
  return [...years].sort().reverse();
}

export function filterDocuments<T extends InvestorDocument>(
  documents: T[],
  { year, q }: DocumentFilters,
): T[] {
  const words = (q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  return documents.filter((d) => {
    if (year && financialYearOf(d.date) !== year) return false;
    if (words.length === 0) return true;
    const haystack = `${d.description} ${d.subCategory} ${d.date}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * One group per distinct sub-category, in order of each group's newest
 * document. Documents without a sub-category form one group named "" (the
 * page names it in its own language).
 */
export function groupBySubCategory(documents: InvestorDocument[]): DocumentGroup[] {
  const groups = new Map<string, InvestorDocument[]>();
  for (const d of sortNewestFirst(documents)) {
    const name = d.subCategory;
    const list = groups.get(name);
    if (list) list.push(d);
    else groups.set(name, [d]);
  }
  return [...groups].map(([subCategory, list]) => ({ subCategory, documents: list }));
}

// ---------------------------------------------------------------------------
// Our own sample files (/documents/:id/:fileName)

export interface DocumentFileResponse {
  body: Uint8Array;
  contentType: string;
  fileName: string;
  kind: SampleKind;
  /** "uploaded": a staff upload (its bytes change only with a new address, but it can be unpublished). */
  source: "sample" | "uploaded";
  /** Strong validator of the bytes, for uploaded files. */
  etag?: string;
}

/** A PDF staff uploaded in another language, found by the name it is served under (ADR 27). */
async function readTranslatedPdf(
  database: DB,
  documentId: number,
  fileName: string,
  readUpload: (fileId: number) => Promise<StoredFile | null>,
): Promise<DocumentFileResponse | undefined> {
  const translations = await selectTranslatedPdfs(database, documentId);
  const match = translations.find(
    (t) => t.file_stem && sampleFileName(t.file_stem, "pdf") === fileName,
  );
  return match?.pdf_file_id ? uploadedPdf(match.pdf_file_id, fileName, readUpload) : undefined;
}

/** A PDF staff uploaded, read from file storage by the id in our row (never the request's). */
async function uploadedPdf(
  fileId: number,
  fileName: string,
  readUpload: (fileId: number) => Promise<StoredFile | null>,
): Promise<DocumentFileResponse | undefined> {
  const stored = await readUpload(fileId);
  if (!stored) return undefined;
  return {
    body: stored.bytes,
    contentType: "application/pdf",
    fileName,
    kind: "pdf",
    source: "uploaded",
    etag: `"${stored.sha256}"`,
  };
}

/**
 * Generated sample files, so a popular sample is drawn once. Bounded by bytes
 * (a 16-page "large file" weighs as much as dozens of one-page PDFs); they are
 * demonstration content, so a fixed few MB is plenty.
 */
const sampleFiles = new LRUCache<string, Uint8Array>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (body, key) => body.byteLength + key.length + 64,
});

/**
 * The file for a published document's id and file name, or undefined (→ 404):
 * the PDF staff uploaded (read from file storage by the id in our row, never by
 * anything in the request), or a generated sample. `includeUnpublished` is for
 * the staff preview only, behind its role check.
 */
export async function readDocumentFile(
  id: string,
  fileName: string,
  database: DB = db(),
  readUpload: (fileId: number) => Promise<StoredFile | null> = readStoredFile,
  { includeUnpublished = false }: { includeUnpublished?: boolean } = {},
): Promise<DocumentFileResponse | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const row = await selectDocumentRow(database, Number(id), { includeUnpublished });
  if (!row) return undefined;
  if (row.pdf_file_id !== null && fileName === sampleFileName(row.file_stem, "pdf"))
    return uploadedPdf(row.pdf_file_id, fileName, readUpload);
  const available: Array<[SampleKind, number]> = [
    ["pdf", row.pdf_file_id === null ? row.has_pdf : 0],
    ["largeFile", row.has_large_file],
    ["image", row.has_image],
    ["audio", row.has_audio],
  ];
  const kind = available.find(
    ([k, has]) => has === 1 && sampleFileName(row.file_stem, k) === fileName,
  )?.[0];
  if (!kind) return readTranslatedPdf(database, row.id, fileName, readUpload);
  const cacheKey = `${row.id}/${fileName}/${row.document_date}/${row.description.length}`;
  let body = sampleFiles.get(cacheKey);
  if (!body) {
    body = await renderSample(
      {
        category: row.category,
        subCategory: row.sub_category,
        date: row.document_date,
        description: row.description,
      },
      kind,
    );
    sampleFiles.set(cacheKey, body);
  }
  return { body, contentType: sampleContentType[kind], fileName, kind, source: "sample" };
}

// ---------------------------------------------------------------------------
// One call per listing page

/**
 * The published document whose own recording `src` (/documents/:id/:file) is,
 * for the player window; undefined for anything else, outside addresses included.
 */
export async function findDocumentRecording(
  src: string,
  database: DB = db(),
): Promise<{ description: string; date: string } | undefined> {
  const match = /^\/documents\/(\d{1,9})\/([A-Za-z0-9._-]{1,200})$/.exec(src);
  if (!match) return undefined;
  const row = await selectPublishedRecording(database, Number(match[1]));
  if (!row || row.has_audio !== 1 || sampleFileName(row.file_stem, "audio") !== match[2])
    return undefined;
  return { description: row.description, date: row.document_date };
}

/**
 * Rows per page of a table listing. About 1.1 KB of HTML a row with its
 * hydration data: 40 keep a page (Hindi ones included) under the 150 KB of
 * HTML issue 29 allows, however many documents a category has.
 */
export const LISTING_PAGE_SIZE = 40;
export type DocumentListing =
  | {
      state: "ok";
      filters: DocumentFilters;
      years: string[];
      /** Documents in the category before filtering. */
      total: number;
      /** Documents matching the filters (all pages). */
      matching: number;
      documents: InvestorDocument[];
      pagination: ListingPagination;
    }
  | {
      state: "unavailable";
      filters: DocumentFilters;
      years: string[];
      total: 0;
      matching: 0;
      documents: [];
      pagination: ListingPagination;
    };

/**
 * Where an unavailable listing's "Try again" leads: the address as asked. A
 * listing that rendered gets none, because the page cache shares it with
 * visitors who asked with other parameters it does not read (ADR 22).
 */
export function retryHrefOf(listing: DocumentListing, url: URL): string {
  return listing.state === "unavailable" ? url.pathname + url.search : "";
}

/**
 * A listing page's documents after the visitor's filters. A source that fails
 * gives state "unavailable" (the page shows a retry and answers 503) instead of
 * throwing, so a shareholder never sees a blank table or a 500.
 */
export async function loadDocumentListing(
  category: string,
  params: URLSearchParams,
  { paginate = true, locale = defaultLocale }: { paginate?: boolean; locale?: string } = {},
): Promise<DocumentListing> {
  const filters = parseDocumentFilters(params);
  try {
    const all = await listInvestorDocuments(category, undefined, locale);
    const matching = filterDocuments(all, filters);
    const pageCount = paginate ? Math.max(1, Math.ceil(matching.length / LISTING_PAGE_SIZE)) : 1;
    // An out-of-range or malformed page shows the nearest real page, never an
    // error. Unpaged listings do not read it (so do not declare it, ADR 22).
    const requested = paginate ? Number.parseInt(params.get("page") ?? "1", 10) : 1;
    const page = Math.min(pageCount, Math.max(1, Number.isFinite(requested) ? requested : 1));
    return {
      state: "ok",
      filters,
      years: listFinancialYears(all),
      total: all.length,
      matching: matching.length,
      documents: paginate
        ? matching.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE)
        : matching,
      pagination: { page, pageCount },
    };
  } catch (error) {
    log.error({ err: error, category }, "document listing unavailable");
    return {
      state: "unavailable",
      filters,
      years: [],
      total: 0,
      matching: 0,
      documents: [],
      pagination: { page: 1, pageCount: 1 },
    };
  }
}

export { documentFiltersSchema } from "./document-types";
export type {
  DocumentFile,
  DocumentFilters,
  DocumentGroup,
  InvestorDocument,
  ListingPagination,
} from "./document-types";
