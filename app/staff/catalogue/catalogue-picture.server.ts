/**
 * Checks an uploaded catalogue picture by its CONTENT: the first bytes must be
 * a JPEG, PNG or WebP signature, whatever the file is called or the browser
 * claims, and its header must state a sensible pixel size. The size is kept so
 * the public <img> gets width/height (no layout jump while it loads).
 */
import type { StaffContext } from "~/staff/auth/auth.server";
import { saveUpload } from "~/staff/uploads/uploads.server";
import { inspectImage, type InspectedImage } from "~/lib/images/picture-check.server";
import type { PictureChange } from "./catalogue-types";

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
// Wider than any photo a product page needs; stops a tiny file that declares a
// gigantic canvas from being offered to visitors' browsers.
const MAX_SIDE = 8_000;

export type InspectedPicture = InspectedImage;

export type PictureCheck = { ok: true; picture: InspectedPicture } | { ok: false; error: string };

const NOT_A_PICTURE = "This file is not a JPEG, PNG or WebP picture. Choose a photo or image file.";

export function inspectPicture(bytes: Uint8Array): PictureCheck {
  if (bytes.length === 0) return { ok: false, error: "The file is empty." };
  if (bytes.length > MAX_PICTURE_BYTES)
    return { ok: false, error: "The picture is larger than 5 MB. Save it smaller and try again." };
  // The same reading of the bytes as blog and news pictures; only the limits differ.
  const picture = inspectImage(bytes);
  if (!picture) return { ok: false, error: NOT_A_PICTURE };
  const { width, height } = picture;
  if (width > MAX_SIDE || height > MAX_SIDE)
    return {
      ok: false,
      error: `The picture must be at most ${MAX_SIDE} pixels on each side (this one is ${width} × ${height}).`,
    };
  return { ok: true, picture };
}

// ---------------------------------------------------------------------------
// From a posted form to a stored picture

/** A file field of a posted form, checked but not stored yet. */
export type PictureUpload =
  | { kind: "none" }
  | { kind: "ok"; bytes: Uint8Array; picture: InspectedPicture; originalName: string }
  | { kind: "error"; message: string };

/** Reads and checks the file field `name` (an empty file input means "no new picture"). */
export async function readPictureUpload(form: FormData, name: string): Promise<PictureUpload> {
  const file = form.get(name);
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return { kind: "none" };
  // Refuse by size before reading a huge body into memory twice.
  if (file.size > MAX_PICTURE_BYTES)
    return {
      kind: "error",
      message: "The picture is larger than 5 MB. Save it smaller and try again.",
    };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = inspectPicture(bytes);
  if (!check.ok) return { kind: "error", message: check.error };
  return { kind: "ok", bytes, picture: check.picture, originalName: file.name };
}

/**
 * Stores a checked picture (saveUpload) under a name made from what it shows,
 * e.g. "kamolite-satin-enamel.webp", and returns the picture change to save.
 */
export async function storePicture(
  staff: Pick<StaffContext, "user">,
  upload: Extract<PictureUpload, { kind: "ok" }>,
  label: string,
): Promise<{ kind: "set"; path: string; width: number; height: number }> {
  const saved = await saveUpload(staff, {
    bytes: upload.bytes,
    contentType: upload.picture.contentType,
    originalName: `${label || upload.originalName}.${upload.picture.extension}`,
  });
  return {
    kind: "set",
    path: saved.url,
    width: upload.picture.width,
    height: upload.picture.height,
  };
}

/**
 * What saving a form does to its picture field `name`: a new upload is stored
 * under `label`, a ticked `<name>Remove` box removes the picture, and
 * otherwise the picture stays.
 */
export async function pictureChange(
  staff: Pick<StaffContext, "user">,
  form: FormData,
  name: string,
  upload: Exclude<PictureUpload, { kind: "error" }>,
  label: string,
): Promise<PictureChange> {
  if (upload.kind === "ok") return storePicture(staff, upload, label);
  return form.get(`${name}Remove`) === "on" ? { kind: "remove" } : { kind: "keep" };
}
