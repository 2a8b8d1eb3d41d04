/**
 * Investor documents as investor-relations staff manage them: the listing with
 * unpublished rows, and create/edit/replace/publish with an audit entry in the
 * same transaction. The rows are read and written through the documents
 * store (~/investors/documents/store.server.ts), whose writers take the
 * transaction changeContent opens, so the page caches are emptied after each
 * change.
 */
import { storeDocumentAlert } from "~/investors/alerts/store.server";
import { db, type DB } from "~/db/client.server";
import {
  countDocuments,
  insertDocument,
  selectDocumentPage,
  selectDocumentWithUpload,
  selectSubCategories,
  updateDocumentRow,
  writeDocumentPublished,
} from "~/investors/documents/store.server";
import { changeContent } from "~/db/content-change.server";
import type { AuditActor } from "~/staff/audit/record.server";
import { recordAudit } from "~/staff/audit/record.server";
import type { CheckedPdf } from "~/staff/documents/pdf-upload.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { saveUpload } from "~/staff/uploads/uploads.server";
import type { DocumentFormValues, PdfSource, StaffDocument } from "./document-form";
import { categoryNames, categoryOptions, pageOf } from "./document-form";

/** The sub-categories already used in a category (for suggestions), most used first. */
export function listSubCategories(category: string, database: DB = db()): Promise<string[]> {
  return selectSubCategories(database, category);
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
  const total = await countDocuments(database, category);
  const pageCount = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await selectDocumentPage(database, {
    category,
    limit: STAFF_PAGE_SIZE,
    offset: (current - 1) * STAFF_PAGE_SIZE,
  });
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

/** A document id from a URL segment, or undefined for anything that is not one. */
export function parseDocumentId(raw: string | undefined): number | undefined {
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}

export async function getStaffDocument(
  id: number,
  database: DB = db(),
): Promise<StaffDocument | undefined> {
  const row = await selectDocumentWithUpload(database, id);
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
// Changes (each with its audit entry in the same transaction)

/** Stores an uploaded PDF's bytes and returns its stored_files id (saveUpload in the app). */
export type StorePdf = (pdf: CheckedPdf) => Promise<{ id: number }>;

/** The app's StorePdf: file storage and stored_files, recording who uploaded it. */
export function storeUploadedPdf(staff: Pick<StaffContext, "user">): StorePdf {
  return (pdf) =>
    saveUpload(staff, {
      bytes: pdf.bytes,
      contentType: "application/pdf",
      originalName: pdf.originalName,
    });
}

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
  return changeContent(database, async (trx) => {
    const id = await insertDocument(trx, {
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
    });
    await recordAudit(trx, actor, {
      action: "document.create",
      entityType: "document",
      entityId: id,
      summary: `Published "${clip(values.description)}" in ${values.category} (${values.date})`,
      after: { ...values, pdf: describePdf(pdf, stored.id), published: true },
    });
    // Published on creation: its subscribers' alerts are stored with it, or not at all.
    await storeDocumentAlert(trx, { id, category: values.category });
    return id;
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
  await changeContent(database, async (trx) => {
    await updateDocumentRow(trx, id, {
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
    });
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
  return changeContent(
    database,
    async (trx) => {
      const row = await writeDocumentPublished(trx, id, published);
      if (row === undefined || row === "unchanged") return row;
      await recordAudit(trx, actor, {
        action: published ? "document.publish" : "document.unpublish",
        entityType: "document",
        entityId: id,
        summary: `${published ? "Published" : "Unpublished"} "${clip(row.description)}" in ${row.category} (${row.document_date})`,
        before: { published: !published },
        after: { published },
      });
      if (published) await storeDocumentAlert(trx, { id, category: row.category });
      return "changed" as const;
    },
    // Already as asked, or no such document: the pages are as they were.
    (outcome) => outcome === "changed",
  );
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

/** The name a stored PDF is served under: its page, its date and the file's id. */
export function fileStem(
  values: Pick<DocumentFormValues, "category" | "date">,
  fileId: number,
): string {
  const slug = values.category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 50)
    .replace(/-$/, "");
  return `${slug}-${values.date}-f${fileId}`;
}

export function describePdf(pdf: CheckedPdf, fileId: number) {
  return { fileId, name: pdf.originalName, bytes: pdf.bytes.length, pages: pdf.pageCount };
}

export function clip(text: string): string {
  return text.length <= 80 ? text : `${text.slice(0, 79).trimEnd()}…`;
}
