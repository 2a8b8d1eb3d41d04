import type { Insertable } from "kysely";
import { db, type DB } from "~/db/client.server";
import type { Database } from "~/db/schema";
import { fileStorage } from "~/lib/storage/index.server";

/**
 * The only module that reads or writes stored_files (ADR 48): the record of
 * each staff upload, by row id, for the public addresses that serve them
 * (/media/<id>/<name> and the investor documents' PDFs). Staff uploads
 * (~/staff/uploads) put the bytes in file storage and record them here; a new
 * file changes no public page until a record points at it, so no cache empties.
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

/** Records a file already put in file storage; answers its row id. */
export async function recordStoredFile(
  values: Insertable<Database["stored_files"]>,
): Promise<number> {
  const row = await db()
    .insertInto("stored_files")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a page about an upload shows of it (its original name and size), or undefined. */
export function storedFileFacts(database: DB, id: number | null) {
  if (id === null) return Promise.resolve(undefined);
  return database
    .selectFrom("stored_files")
    .select(["original_name", "bytes"])
    .where("id", "=", id)
    .executeTakeFirst();
}
