import crypto from "node:crypto";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { DB } from "~/db/client.server";
import type { StoredFile } from "~/media/stored-files.server";
import type { StorePdf } from "~/staff/documents/documents.server";
import type { CheckedPdf } from "~/staff/documents/pdf-upload.server";

/**
 * Ordinary PDFs for the investor-document tests, told apart by their title:
 * one to upload through a browser, one as the upload check passes it on,
 * and a stand-in for file storage that keeps the bytes in memory.
 */

/** A one-page PDF showing and titled `title`, as a person would upload. */
export async function titledPdf(title: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const page = pdf.addPage([595, 842]);
  page.drawText(title, {
    x: 50,
    y: 780,
    size: 14,
    font: await pdf.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await pdf.save());
}

/** A blank one-page PDF titled `title`, as checkPdfUpload hands it on. */
export async function checkedPdf(title: string): Promise<CheckedPdf> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.addPage();
  return { bytes: await pdf.save(), originalName: `${title}.pdf`, pageCount: 1 };
}

/** File storage for one test database: rows in stored_files, bytes in memory. */
export function memoryPdfStorage(db: () => DB, uploaderId: number) {
  const stored = new Map<number, Uint8Array>();
  const storePdf: StorePdf = async (pdf) => {
    const row = await db()
      .insertInto("stored_files")
      .values({
        storage_key: `documents/test/${crypto.randomUUID()}.pdf`,
        content_type: "application/pdf",
        bytes: pdf.bytes.length,
        sha256: crypto.createHash("sha256").update(pdf.bytes).digest("hex"),
        original_name: pdf.originalName,
        created_by: uploaderId,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    stored.set(row.id, pdf.bytes);
    return { id: row.id };
  };
  const readUpload = async (id: number): Promise<StoredFile | null> => {
    const bytes = stored.get(id);
    return bytes
      ? {
          bytes: Buffer.from(bytes),
          contentType: "application/pdf",
          originalName: "x.pdf",
          sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
        }
      : null;
  };
  return { storePdf, readUpload };
}
