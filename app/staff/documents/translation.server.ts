/**
 * A document's version in another site language (ADR 27), as investor
 * relations edit it: the description in that language and, optionally, a PDF
 * in it. Without its own PDF a language's pages link to the shared one. A
 * save writes the row and its audit entry in one transaction; a version with
 * neither text nor file is removed. The documents store writes it in the
 * transaction changeContent opens, which empties the page caches.
 */
import { db, type DB } from "~/db/client.server";
import {
  selectDocumentRow,
  selectTranslationWithUpload,
  writeDocumentTranslation,
} from "~/investors/documents/store.server";
import { changeContent } from "~/db/content-change.server";
import { missingFields } from "~/lib/i18n/fallback";
import type { AuditActor } from "~/staff/audit/record.server";
import { recordAudit } from "~/staff/audit/record.server";
import type { CheckedPdf } from "~/staff/documents/pdf-upload.server";
import { languageName } from "~/staff/shell/languages";
import { translationStatuses, type TranslationStatus } from "~/staff/shell/translation-status";
import { clip, describePdf, fileStem, type StorePdf } from "./documents.server";
import { pageOf } from "./document-form";

export interface DocumentTranslationView {
  english: { category: string; date: string; description: string; published: boolean };
  /** The public page that lists the document, when its category has one. */
  publicPath: string | undefined;
  description: string;
  /** This language's own PDF, when one was uploaded. */
  pdf: { name: string; bytes: number; href: string; previewHref: string } | null;
  updatedAt: string | null;
  /** "description" until it is translated. */
  missing: string[];
}

export async function getDocumentTranslation(
  id: number,
  locale: string,
  database: DB = db(),
): Promise<DocumentTranslationView | undefined> {
  const english = await selectDocumentRow(database, id, { includeUnpublished: true });
  if (!english) return undefined;
  const row = await selectTranslationWithUpload(database, id, locale);
  const fileName = row?.file_stem ? `${row.file_stem}.pdf` : undefined;
  return {
    english: {
      category: english.category,
      date: english.document_date,
      description: english.description,
      published: english.published === 1,
    },
    publicPath: pageOf(english.category)?.path,
    description: row?.description ?? "",
    pdf:
      row?.pdf_file_id != null && fileName
        ? {
            name: row.original_name ?? fileName,
            bytes: row.pdf_bytes ?? 0,
            href: `/documents/${id}/${fileName}`,
            previewHref: `/staff/documents/${id}/file/${fileName}`,
          }
        : null,
    updatedAt: row?.updated_at ?? null,
    missing: missingFields<"description">(english, ["description"], row),
  };
}

/** How far a document is translated into each language, for its edit page. */
export function documentTranslationStatus(
  id: number,
  locales: readonly string[],
  database: DB = db(),
): Promise<TranslationStatus[]> {
  return translationStatuses(
    locales,
    (locale) => getDocumentTranslation(id, locale, database),
    (locale) => `/staff/documents/${id}/translation/${locale}`,
  );
}

/**
 * Saves a document's version in `locale`: the description as given, a new PDF
 * when one was chosen (stored first, as for the English), or no PDF when
 * `removePdf`. Undefined: no such document.
 */
export async function saveDocumentTranslation(
  actor: AuditActor,
  id: number,
  locale: string,
  change: { description: string; pdf?: CheckedPdf; removePdf: boolean },
  storePdf: StorePdf,
  database: DB = db(),
): Promise<"saved" | "removed" | undefined> {
  const english = await selectDocumentRow(database, id, { includeUnpublished: true });
  if (!english) return undefined;
  // The file is stored before the row that points at it, as for the English PDF.
  const stored = change.pdf ? await storePdf(change.pdf) : undefined;
  const language = languageName(locale);
  const subject = `"${clip(english.description)}" in ${english.category}`;
  return changeContent(database, async (trx) => {
    const written = await writeDocumentTranslation(trx, {
      documentId: id,
      locale,
      description: change.description,
      file:
        stored && change.pdf
          ? {
              pdf_file_id: stored.id,
              pdf_bytes: change.pdf.bytes.length,
              file_stem: `${fileStem({ category: english.category, date: english.document_date }, stored.id)}-${locale}`,
            }
          : change.removePdf
            ? { pdf_file_id: null, pdf_bytes: null, file_stem: null }
            : "keep",
    });
    if (written.outcome === "removed") {
      // Nothing to remove: nothing changed, so nothing to record.
      if (written.before)
        await recordAudit(trx, actor, {
          action: "document.translation-remove",
          entityType: "document",
          entityId: id,
          summary: `Removed the ${language} version of ${subject}`,
          before: written.before,
        });
      return "removed";
    }
    await recordAudit(trx, actor, {
      action: "document.translate",
      entityType: "document",
      entityId: id,
      summary: `${stored ? `Uploaded a ${language} PDF for` : `Saved the ${language} version of`} ${subject}`,
      before: written.before ?? null,
      after: {
        locale,
        description: change.description,
        pdf: stored && change.pdf ? describePdf(change.pdf, stored.id) : written.file.pdf_file_id,
      },
    });
    return "saved";
  });
}
