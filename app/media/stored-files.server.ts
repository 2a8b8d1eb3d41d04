import { db } from "~/db/client.server";
import { fileStorage } from "~/lib/storage/index.server";

/**
 * Reading stored files (staff uploads, recorded in stored_files) by their row
 * id, for the public addresses that serve them: /media/<id>/<name> and the
 * investor documents' PDFs. Writing them is staff work (~/staff/uploads).
 */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
  originalName: string;
  sha256: string;
}

export async function readStoredFile(id: number): Promise<StoredFile | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await db()
    .selectFrom("stored_files")
    .select(["storage_key", "content_type", "original_name", "sha256"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const bytes = await fileStorage().get(row.storage_key);
  if (!bytes) return null;
  return {
    bytes,
    contentType: row.content_type,
    originalName: row.original_name,
    sha256: row.sha256,
  };
}
