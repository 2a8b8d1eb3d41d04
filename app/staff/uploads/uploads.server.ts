import crypto from "node:crypto";
import { recordStoredFile } from "~/media/stored-files.server";
import { fileStorage } from "~/lib/storage/index.server";
import type { StaffContext } from "~/staff/auth/auth.server";
import { stripImageMetadata } from "~/lib/images/image-metadata.server";

/**
 * Files uploaded by staff. The caller has already checked the bytes are what
 * they claim to be (PDF, image); this stores them under a key we generate and
 * records them in stored_files. Public addresses carry the row id, so a
 * download never takes a path from the request.
 */
export interface SavedUpload {
  id: number;
  url: string;
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
  "audio/mpeg": "mp3",
};

/** A file name safe in a URL and a Content-Disposition header: lower-case words and dashes. */
export function safeFileName(originalName: string, contentType: string): string {
  const extension = EXTENSIONS[contentType] ?? "bin";
  const stem = originalName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `${stem || "file"}.${extension}`;
}

export function mediaUrl(id: number, name: string): string {
  return `/media/${id}/${name}`;
}

export async function saveUpload(
  staff: Pick<StaffContext, "user">,
  file: { bytes: Uint8Array; contentType: string; originalName: string },
): Promise<SavedUpload> {
  const now = new Date();
  // Pictures lose their camera metadata (GPS position, device, owner) before
  // they are stored, so nothing of it can reach a public page.
  const bytes = file.contentType.startsWith("image/")
    ? stripImageMetadata(file.bytes, file.contentType)
    : file.bytes;
  const extension = EXTENSIONS[file.contentType] ?? "bin";
  const folder = file.contentType === "application/pdf" ? "documents" : "media";
  const key = `${folder}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${crypto.randomUUID()}.${extension}`;
  await fileStorage().put(key, bytes, file.contentType);
  const name = safeFileName(file.originalName, file.contentType);
  const id = await recordStoredFile({
    storage_key: key,
    content_type: file.contentType,
    bytes: bytes.byteLength,
    sha256: crypto.createHash("sha256").update(bytes).digest("hex"),
    original_name: name,
    created_by: staff.user.id,
    created_at: now.toISOString(),
  });
  return { id, url: mediaUrl(id, name) };
}
