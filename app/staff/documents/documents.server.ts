import { z } from "zod";
import { documentPages, regulation46Rows, type DocumentPage } from "~/investors/content";
import { db, type DB } from "~/db/client.server";
import type { ActiveFeature, PdfInspection } from "~/lib/pdf/active-content";
import { inspectPdfIsolated } from "~/lib/pdf/active-content.server";
import type { AuditActor } from "~/staff/audit/record.server";
import { recordAudit } from "~/staff/audit/record.server";

/**
 * Investor documents as investor-relations staff manage them: listing with
 * unpublished rows, the upload/edit form schema, the PDF content check,
 * create/edit/replace/publish with an audit entry in the same transaction,
 * and the Regulation 46 status. Public reading stays in documents.server.ts.
 * Callers empty the page cache (contentChanged) after each change.
 */

// ---------------------------------------------------------------------------
// Categories

export interface CategoryOption {
  category: string;
  title: string;
  path: string;
  /** Grouped pages show one section per sub-category, so a sub-category is required there. */
  grouped: boolean;
}

export const categoryOptions: readonly CategoryOption[] = documentPages.map((page) => ({
  category: page.category,
  title: page.title,
  path: page.path,
  grouped: page.layout === "groups",
}));

const categoryNames = documentPages.map((page) => page.category);

function pageOf(category: string): DocumentPage | undefined {
  return documentPages.find((page) => page.category === category);
}

/** The sub-categories already used in a category (for suggestions), most used first. */
export async function listSubCategories(
  category: string,
  database: DB = db(),
): Promise<string[]> {
  const rows = await database
    .selectFrom("documents")
    .select(["sub_category", (eb) => eb.fn.countAll<number>().as("uses")])
    .where("category", "=", category)
    .where("sub_category", "!=", "")
    .groupBy("sub_category")
    .orderBy("uses", "desc")
    .orderBy("sub_category")
    .limit(50)
    .execute();
  return rows.map((row) => row.sub_category);
}

/** Sub-categories of every grouped category, for the form's suggestion lists. */
export async function listGroupedSubCategories(
  database: DB = db(),
): Promise<Record<string, string[]>> {
  const entries = await Promise.all(
    categoryOptions
      .filter((option) => option.grouped)
      .map(async (option) => [option.category, await listSubCategories(option.category, database)]),
  );
  return Object.fromEntries(entries);
}

// ---------------------------------------------------------------------------
// Staff listing

export const STAFF_PAGE_SIZE = 25;

export type PdfSource = "uploaded" | "sample" | "link" | "none";

export interface StaffDocumentRow {
  id: number;
  category: string;
  categoryTitle: string;
  subCategory: string;
  date: string;
  description: string;
  published: boolean;
  pdf: PdfSource;
  updatedAt: string | null;
}

export interface StaffDocumentList {
  category: string | undefined;
  documents: StaffDocumentRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Reads ?category=…&page=… leniently: an unknown category means all, a bad page the nearest real one. */
export function parseStaffListParams(params: URLSearchParams): {
  category: string | undefined;
  page: number;
} {
  const category = params.get("category") ?? "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    category: categoryNames.includes(category) ? category : undefined,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Documents newest first, published or not, one page at a time. */
export async function listStaffDocuments(
  { category, page }: { category?: string; page: number },
  database: DB = db(),
): Promise<StaffDocumentList> {
  let count = database.selectFrom("documents").select((eb) => eb.fn.countAll<number>().as("n"));
  if (category) count = count.where("category", "=", category);
  const total = Number((await count.executeTakeFirstOrThrow()).n);
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  let query = database
    .selectFrom("documents")
    .select([
      "id",
      "category",
      "sub_category",
      "document_date",
      "description",
      "published",
      "pdf_file_id",
      "has_pdf",
      "pdf_url",
      "updated_at",
    ])
    .orderBy("document_date", "desc")
    .orderBy("id", "desc")
    .limit(STAFF_PAGE_SIZE)
    .offset((current - 1) * STAFF_PAGE_SIZE);
  if (category) query = query.where("category", "=", category);
  const rows = await query.execute();
  return {
    category,
    total,
    page: current,
    pageCount,
    documents: rows.map((row) => ({
      id: row.id,
      category: row.category,
      categoryTitle: pageOf(row.category)?.title ?? row.category,
      subCategory: row.sub_category,
      date: row.document_date,
      description: row.description,
      published: row.published === 1,
      pdf: pdfSourceOf(row),
      updatedAt: row.updated_at,
    })),
  };
}

function pdfSourceOf(row: {
  pdf_file_id: number | null;
  has_pdf: number;
  pdf_url: string | null;
}): PdfSource {
  if (row.pdf_file_id !== null) return "uploaded";
  if (row.has_pdf === 1) return "sample";
  return row.pdf_url ? "link" : "none";
}

// ---------------------------------------------------------------------------
// One document, for the edit page

export interface StaffDocument {
  id: number;
  values: DocumentFormValues;
  published: boolean;
  pdf: {
    source: PdfSource;
    /** Public address of the PDF, when there is one. */
    href?: string;
    /** Staff-only address of our own PDF (uploaded or sample), which works unpublished too. */
    previewHref?: string;
    bytes?: number;
    originalName?: string;
  };
  /** Media kinds served from the site's own generated sample files (shown as such on the form). */
  ownMedia: Array<"largeFile" | "image" | "audio">;
  /** Where the document is listed for the public. */
  publicPath: string | undefined;
  createdAt: string;
  updatedAt: string | null;
}

/** A document id from a URL segment, or undefined for anything that is not one. */
export function parseDocumentId(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

export async function getStaffDocument(
  id: number,
  database: DB = db(),
): Promise<StaffDocument | undefined> {
  const row = await database
    .selectFrom("documents")
    .leftJoin("stored_files", "stored_files.id", "documents.pdf_file_id")
    .selectAll("documents")
    .select(["stored_files.original_name", "stored_files.bytes as stored_bytes"])
    .where("documents.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const source = pdfSourceOf(row);
  const ownMedia: StaffDocument["ownMedia"] = [];
  if (row.has_large_file === 1) ownMedia.push("largeFile");
  if (row.has_image === 1) ownMedia.push("image");
  if (row.has_audio === 1) ownMedia.push("audio");
  return {
    id: row.id,
    published: row.published === 1,
    values: {
      category: row.category,
      subCategory: row.sub_category,
      date: row.document_date,
      description: row.description,
      largeFileUrl: row.large_file_url ?? "",
      imageUrl: row.image_url ?? "",
      audioUrl: row.audio_url ?? "",
      audioLinkUrl: row.audio_link_url ?? "",
      videoUrl: row.video_url ?? "",
    },
    pdf: {
      source,
      href:
        source === "uploaded" || source === "sample"
          ? `/documents/${row.id}/${row.file_stem}.pdf`
          : (row.pdf_url ?? undefined),
      previewHref:
        source === "uploaded" || source === "sample"
          ? `/staff/documents/${row.id}/file/${row.file_stem}.pdf`
          : undefined,
      bytes: row.stored_bytes ?? row.pdf_bytes ?? undefined,
      originalName: row.original_name ?? undefined,
    },
    ownMedia,
    publicPath: pageOf(row.category)?.path,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

// ---------------------------------------------------------------------------
// The form

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

const mediaLink = z
  .string()
  .trim()
  .max(500, "Keep the address under 500 characters.")
  .refine((value) => value === "" || isHttpsUrl(value), {
    message: "Enter a full address starting with https://, or leave it empty.",
  });

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** Today in India (the filings' own calendar), as yyyy-mm-dd. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const documentFormSchema = z
  .object({
    category: z.string().refine((value) => categoryNames.includes(value), {
      message: "Choose the page this document belongs on.",
    }),
    subCategory: z.string().trim().max(120, "Keep the sub-category under 120 characters."),
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the document's date, e.g. 2026-11-14.")
      .refine(isCalendarDate, "That date does not exist; check the day and month.")
      .refine((value) => value >= "1990-01-01", "Enter a date from 1990 onwards.")
      .refine(
        (value) => value <= todayInIndia(),
        "The date cannot be in the future; use the date the document was filed or issued.",
      ),
    description: z
      .string()
      .trim()
      .min(10, "Describe the document in at least 10 characters, as shareholders will read it.")
      .max(2000, "Keep the description under 2,000 characters."),
    largeFileUrl: mediaLink,
    imageUrl: mediaLink,
    audioUrl: mediaLink,
    audioLinkUrl: mediaLink,
    videoUrl: mediaLink,
  })
  .superRefine((values, context) => {
    if (pageOf(values.category)?.layout === "groups" && values.subCategory === "")
      context.addIssue({
        code: "custom",
        path: ["subCategory"],
        message:
          "This page groups its documents by sub-category; choose one from the list or type a new one.",
      });
  });

export type DocumentFormValues = z.infer<typeof documentFormSchema>;
export type DocumentFormField = keyof DocumentFormValues | "pdf";
export type DocumentFormErrors = Partial<Record<DocumentFormField, string>>;

export const emptyDocumentForm: DocumentFormValues = {
  category: "",
  subCategory: "",
  date: "",
  description: "",
  largeFileUrl: "",
  imageUrl: "",
  audioUrl: "",
  audioLinkUrl: "",
  videoUrl: "",
};

const textFields = Object.keys(emptyDocumentForm) as Array<keyof DocumentFormValues>;

/** The typed values, exactly as sent (so a form with errors is shown again as the person left it). */
export function documentValuesFromForm(form: FormData): DocumentFormValues {
  const values = { ...emptyDocumentForm };
  for (const field of textFields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value.slice(0, 5000) : "";
  }
  return values;
}

export type DocumentFormResult =
  | { ok: true; values: DocumentFormValues }
  | { ok: false; values: DocumentFormValues; errors: DocumentFormErrors };

export function validateDocumentForm(form: FormData): DocumentFormResult {
  const raw = documentValuesFromForm(form);
  const parsed = documentFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: DocumentFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DocumentFormValues;
    errors[field] ??= issue.message;
  }
  return { ok: false, values: raw, errors };
}

// ---------------------------------------------------------------------------
// The PDF check: by content, never by the file's name or the browser's type

export interface CheckedPdf {
  bytes: Uint8Array;
  /** A tidy version of the uploaded name, kept for the staff pages and the audit log. */
  originalName: string;
  pageCount: number;
}

export type PdfCheck = { ok: true; pdf: CheckedPdf } | { ok: false; error: string } | { ok: "empty" };

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** What the upload form says about a PDF it refuses after reading it (one place, for the Hindi catalogue). */
const pdfMessages = {
  encrypted:
    "That PDF is password-protected, so shareholders could not open it. Upload a copy without a password.",
  damaged:
    "That PDF is damaged or incomplete and cannot be opened. Export it again and upload the new file.",
  noPages: "That PDF has no pages. Upload the complete document.",
  features: {
    javascript: "JavaScript",
    launch: "an action that starts a program or opens a file on the reader's computer",
    "embedded-file": "an attached or embedded file",
    "rich-media": "rich media (Flash or other content that runs its own code)",
    "xfa-form": "an XFA form, which can run scripts",
    "open-action": "an action that runs by itself when the document is opened",
    "additional-action": "actions that run by themselves when a page or field is opened or used",
  } satisfies Record<ActiveFeature, string>,
  active: (found: string) =>
    `That PDF contains ${found}. Investor documents are published to everyone, so they must not carry anything a reader's computer could run or open. Export or print the document to PDF again without it (for example as PDF/A) and upload that file.`,
  unchecked: {
    large:
      "That PDF is too large or too complex for us to check for scripts and attached files, so it was not uploaded. Export or print it to PDF again (for example as PDF/A, or reduced in size) and upload that file.",
    unusual:
      "That PDF is built in an unusual way that hides parts of it from our check for scripts and attached files, so it was not uploaded. Export or print it to PDF again (for example as PDF/A) and upload that file.",
  },
};

/**
 * Accepts a file only when it starts with the PDF signature AND pdf-lib can
 * parse it AND it carries nothing a reader's computer could run or open
 * (lib/pdf/active-content.ts, checked in a worker thread with a deadline). A
 * Word file or picture renamed .pdf fails the first test, a truncated or
 * damaged PDF the second, a PDF with JavaScript, automatic actions, Launch
 * actions, embedded files or rich media the third, with a message naming what
 * was found. An empty file input gives "empty".
 */
export async function checkPdfUpload(entry: FormDataEntryValue | null): Promise<PdfCheck> {
  if (!entry || typeof entry === "string" || (entry.size === 0 && entry.name === ""))
    return { ok: "empty" };
  if (entry.size === 0) return { ok: false, error: "That file is empty. Choose the PDF again." };
  if (entry.size > MAX_PDF_BYTES)
    return {
      ok: false,
      error: `That file is ${(entry.size / 1024 / 1024).toFixed(1)} MB; the limit is 20 MB. Reduce it (for example with "Save as reduced size PDF") or split it into parts.`,
    };
  const bytes = new Uint8Array(await entry.arrayBuffer());
  if (!PDF_SIGNATURE.every((byte, index) => bytes[index] === byte))
    return {
      ok: false,
      error:
        "That file is not a PDF, whatever its name says. Save or export the document as PDF and upload that file.",
    };
  const inspection = await inspectPdfIsolated(bytes);
  if (inspection.verdict !== "clean") return { ok: false, error: refusalMessage(inspection) };
  return {
    ok: true,
    pdf: { bytes, originalName: tidyFileName(entry.name), pageCount: inspection.pageCount },
  };
}

function refusalMessage(inspection: Exclude<PdfInspection, { verdict: "clean" }>): string {
  switch (inspection.verdict) {
    case "unreadable":
      return inspection.reason === "encrypted"
        ? pdfMessages.encrypted
        : inspection.reason === "no-pages"
          ? pdfMessages.noPages
          : pdfMessages.damaged;
    case "active":
      return pdfMessages.active(listInWords(inspection.features.map((f) => pdfMessages.features[f])));
    case "unchecked":
      return inspection.reason === "hidden-objects"
        ? pdfMessages.unchecked.unusual
        : pdfMessages.unchecked.large;
  }
}

/** "a", "a and b", "a, b and c". */
function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function tidyFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(-120);
  return clean || "document.pdf";
}

// ---------------------------------------------------------------------------
// Changes (each with its audit entry in the same transaction)

/** Stores an uploaded PDF's bytes and returns its stored_files id (saveUpload in the app). */
export type StorePdf = (pdf: CheckedPdf) => Promise<{ id: number }>;

export async function createDocument(
  actor: AuditActor,
  values: DocumentFormValues,
  pdf: CheckedPdf,
  storePdf: StorePdf,
  database: DB = db(),
): Promise<number> {
  // The file is stored first: if the database write then fails, an orphan file
  // is harmless, whereas a row pointing at a missing file would be a broken link.
  const stored = await storePdf(pdf);
  const now = new Date().toISOString();
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("documents")
      .values({
        ...columnsOf(values),
        file_stem: fileStem(values, stored.id),
        has_pdf: 0,
        has_large_file: 0,
        has_image: 0,
        has_audio: 0,
        pdf_bytes: pdf.bytes.length,
        large_file_bytes: null,
        image_bytes: null,
        audio_bytes: null,
        pdf_url: null,
        pdf_file_id: stored.id,
        published: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "document.create",
      entityType: "document",
      entityId: row.id,
      summary: `Published "${clip(values.description)}" in ${values.category} (${values.date})`,
      after: { ...values, pdf: describePdf(pdf, stored.id), published: true },
    });
    return row.id;
  });
}

/** Saves edited details and, when a new PDF was chosen, replaces the file. Undefined: no such document. */
export async function updateDocument(
  actor: AuditActor,
  id: number,
  values: DocumentFormValues,
  pdf: CheckedPdf | undefined,
  storePdf: StorePdf,
  database: DB = db(),
): Promise<"saved" | undefined> {
  const before = await getStaffDocument(id, database);
  if (!before) return undefined;
  const stored = pdf ? await storePdf(pdf) : undefined;
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("documents")
      .set({
        ...columnsOf(values),
        // A link typed for a kind the record served from a generated sample replaces the sample.
        ...(values.largeFileUrl ? { has_large_file: 0 } : {}),
        ...(values.imageUrl ? { has_image: 0 } : {}),
        ...(values.audioUrl ? { has_audio: 0 } : {}),
        ...(stored && pdf
          ? {
              // A new name for new bytes: browsers and proxies that kept the old file never serve it
              // under the new address.
              file_stem: fileStem(values, stored.id),
              pdf_file_id: stored.id,
              pdf_bytes: pdf.bytes.length,
              has_pdf: 0,
              pdf_url: null,
            }
          : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, {
      action: stored ? "document.replace" : "document.update",
      entityType: "document",
      entityId: id,
      summary: `${stored ? "Replaced the PDF of" : "Edited"} "${clip(values.description)}" in ${values.category}`,
      before: { ...before.values, pdf: before.pdf },
      after: { ...values, ...(stored && pdf ? { pdf: describePdf(pdf, stored.id) } : {}) },
    });
  });
  return "saved";
}

/** Publishes or unpublishes; "unchanged" when it already was. Undefined: no such document. */
export async function setDocumentPublished(
  actor: AuditActor,
  id: number,
  published: boolean,
  database: DB = db(),
): Promise<"changed" | "unchanged" | undefined> {
  // The write comes first: on SQLite a transaction that reads and then writes fails at once
  // (SQLITE_BUSY, no waiting) when another connection wrote in between.
  return database.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("documents")
      .set({ published: published ? 1 : 0, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("published", "=", published ? 0 : 1)
      .returning(["id", "category", "description", "document_date"])
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom("documents")
        .select("id")
        .where("id", "=", id)
        .executeTakeFirst();
      return exists ? "unchanged" : undefined;
    }
    await recordAudit(trx, actor, {
      action: published ? "document.publish" : "document.unpublish",
      entityType: "document",
      entityId: id,
      summary: `${published ? "Published" : "Unpublished"} "${clip(row.description)}" in ${row.category} (${row.document_date})`,
      before: { published: !published },
      after: { published },
    });
    return "changed";
  });
}

function columnsOf(values: DocumentFormValues) {
  const orNull = (value: string) => (value === "" ? null : value);
  return {
    category: values.category,
    sub_category: values.subCategory,
    document_date: values.date,
    description: values.description,
    large_file_url: orNull(values.largeFileUrl),
    image_url: orNull(values.imageUrl),
    audio_url: orNull(values.audioUrl),
    audio_link_url: orNull(values.audioLinkUrl),
    video_url: orNull(values.videoUrl),
  };
}

function fileStem(values: DocumentFormValues, fileId: number): string {
  const slug = values.category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 50)
    .replace(/-$/, "");
  return `${slug}-${values.date}-f${fileId}`;
}

function describePdf(pdf: CheckedPdf, fileId: number) {
  return { fileId, name: pdf.originalName, bytes: pdf.bytes.length, pages: pdf.pageCount };
}

function clip(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 79).trimEnd()}…`;
}

// ---------------------------------------------------------------------------
// Regulation 46 status

/**
 * How often each category is expected to get a new document, and why. SEBI LODR
 * Regulation 46(3) gives two working days to put a filing on the website, so a
 * category older than its rhythm allows is most likely a filing that was made
 * with the exchanges but never published here.
 */
export interface Cadence {
  label: string;
  /** Days after which the newest document counts as overdue; null for event-driven pages. */
  staleAfterDays: number | null;
  reason: string;
}

const cadences: Record<string, Cadence> = {
  quarterlyResults: {
    label: "Quarterly",
    staleAfterDays: 120,
    reason:
      "Results are due within 45 days of each quarter's end (60 days for the fourth quarter), so consecutive filings are never more than about 105 days apart.",
  },
  quarterlyShareholding: {
    label: "Quarterly",
    staleAfterDays: 100,
    reason: "The shareholding pattern is filed within 21 days of each quarter's end (Regulation 31).",
  },
  quarterlyCalls: {
    label: "Quarterly",
    staleAfterDays: 120,
    reason: "An earnings call, its presentation and transcript follow each quarter's results.",
  },
  boardMeetings: {
    label: "Board meetings",
    staleAfterDays: 100,
    reason:
      "The board meets at least four times a year, never more than 120 days apart (Regulation 17), and every meeting is intimated and its outcome disclosed.",
  },
  annual: {
    label: "Yearly",
    staleAfterDays: 400,
    reason: "Filed once every financial year; more than about 13 months without one means a year was missed.",
  },
  policies: {
    label: "Every three years",
    staleAfterDays: 1096,
    reason: "Policies are reviewed by the board at least once every three years.",
  },
  event: {
    label: "When it happens",
    staleAfterDays: null,
    reason: "Only when the event occurs, so age alone is not a gap.",
  },
};

const cadenceOfCategory: Record<string, keyof typeof cadences> = {
  "Financial Results": "quarterlyResults",
  "Shareholding Pattern": "quarterlyShareholding",
  "Presentation / Press Release/ Transcript": "quarterlyCalls",
  "Stock Exchange Disclosures": "boardMeetings",
  "Disclosure under Regulation 30 of LODR": "boardMeetings",
  "Annual Report": "annual",
  "Annual Return": "annual",
  "Subsidiary Financials": "annual",
  "General Meeting": "annual",
  "Investor Information": "annual",
  "Notice to Shareholders": "annual",
  "Kamo Colours Private Limited": "annual",
  "Code of Conduct and Policies": "policies",
  "Scheme of Arrangement": "event",
  "Listing of Shares": "event",
};

export function cadenceOf(category: string): Cadence {
  return cadences[cadenceOfCategory[category] ?? "event"]!;
}

/** Every cadence with a threshold, for the explanation on the status page. */
export function listCadences(): Array<Cadence & { categories: string[] }> {
  return Object.entries(cadences).map(([key, cadence]) => ({
    ...cadence,
    categories: categoryOptions
      .filter((option) => (cadenceOfCategory[option.category] ?? "event") === key)
      .map((option) => option.title),
  }));
}

export type DisclosureState = "missing" | "overdue" | "due-soon" | "current" | "event";

export interface DisclosureStatus {
  category: string;
  title: string;
  path: string;
  /** The Regulation 46 item this page answers, when it is one of them. */
  regulation46Item: string | undefined;
  cadence: Cadence;
  newestDate: string | undefined;
  daysAgo: number | undefined;
  publishedCount: number;
  state: DisclosureState;
}

/** Within this share of its threshold a category is "due soon", so a filing can be prepared. */
const DUE_SOON_SHARE = 0.85;

const stateOrder: Record<DisclosureState, number> = {
  missing: 0,
  overdue: 1,
  "due-soon": 2,
  current: 3,
  event: 4,
};

/** The newest published document per disclosure category, gaps first. */
export async function loadRegulation46Status(
  now = new Date(),
  database: DB = db(),
): Promise<DisclosureStatus[]> {
  const rows = await database
    .selectFrom("documents")
    .select([
      "category",
      (eb) => eb.fn.max("document_date").as("newest"),
      (eb) => eb.fn.countAll<number>().as("published_count"),
    ])
    .where("published", "=", 1)
    .groupBy("category")
    .execute();
  const byCategory = new Map(rows.map((row) => [row.category, row]));
  const today = todayInIndia(now);
  const statuses = documentPages.map((page): DisclosureStatus => {
    const row = byCategory.get(page.category);
    const cadence = cadenceOf(page.category);
    const newestDate = row?.newest ? String(row.newest) : undefined;
    const daysAgo = newestDate ? daysBetween(newestDate, today) : undefined;
    let state: DisclosureState;
    if (daysAgo === undefined) state = "missing";
    else if (cadence.staleAfterDays === null) state = "event";
    else if (daysAgo > cadence.staleAfterDays) state = "overdue";
    else if (daysAgo >= cadence.staleAfterDays * DUE_SOON_SHARE) state = "due-soon";
    else state = "current";
    return {
      category: page.category,
      title: page.title,
      path: page.path,
      regulation46Item: regulation46Rows.find((r) => r.href === page.path)?.item,
      cadence,
      newestDate,
      daysAgo,
      publishedCount: Number(row?.published_count ?? 0),
      state,
    };
  });
  return statuses.sort(
    (a, b) =>
      stateOrder[a.state] - stateOrder[b.state] || overdueShare(b) - overdueShare(a),
  );
}

function overdueShare(status: DisclosureStatus): number {
  if (status.daysAgo === undefined || !status.cadence.staleAfterDays) return 0;
  return status.daysAgo / status.cadence.staleAfterDays;
}

/** Whole days from one yyyy-mm-dd to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
