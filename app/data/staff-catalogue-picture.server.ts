/**
 * Checks an uploaded catalogue picture by its CONTENT: the first bytes must be
 * a JPEG, PNG or WebP signature, whatever the file is called or the browser
 * claims, and its header must state a sensible pixel size. The size is kept so
 * the public <img> gets width/height (no layout jump while it loads).
 */
import type { StaffContext } from "~/lib/staff/auth.server";
import { saveUpload } from "~/lib/staff/uploads.server";

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
// Wider than any photo a product page needs; stops a tiny file that declares a
// gigantic canvas from being offered to visitors' browsers.
const MAX_SIDE = 8_000;

export type PictureType = "image/jpeg" | "image/png" | "image/webp";

export interface InspectedPicture {
  contentType: PictureType;
  extension: "jpg" | "png" | "webp";
  width: number;
  height: number;
}

export type PictureCheck = { ok: true; picture: InspectedPicture } | { ok: false; error: string };

const NOT_A_PICTURE = "This file is not a JPEG, PNG or WebP picture. Choose a photo or image file.";

export function inspectPicture(bytes: Uint8Array): PictureCheck {
  if (bytes.length === 0) return { ok: false, error: "The file is empty." };
  if (bytes.length > MAX_PICTURE_BYTES)
    return { ok: false, error: "The picture is larger than 5 MB. Save it smaller and try again." };
  const size = pngSize(bytes) ?? jpegSize(bytes) ?? webpSize(bytes);
  if (!size) return { ok: false, error: NOT_A_PICTURE };
  const { width, height } = size.dimensions;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE)
    return {
      ok: false,
      error: `The picture must be at most ${MAX_SIDE} pixels on each side (this one is ${width} × ${height}).`,
    };
  return { ok: true, picture: { ...size.type, width, height } };
}

type Found = {
  type: Pick<InspectedPicture, "contentType" | "extension">;
  dimensions: { width: number; height: number };
};

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const ascii = (b: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...b.subarray(at, at + length));

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((value, i) => bytes[i] === value);
}

function pngSize(b: Uint8Array): Found | null {
  if (!startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return null;
  // The IHDR chunk must come first (PNG spec 5.6).
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  return {
    type: { contentType: "image/png", extension: "png" },
    dimensions: { width: u32be(b, 16), height: u32be(b, 20) },
  };
}

function jpegSize(b: Uint8Array): Found | null {
  if (!startsWith(b, [0xff, 0xd8, 0xff])) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM, restart markers, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    const length = u16be(b, at + 2);
    if (length < 2) return null;
    // Start-of-frame markers (C0–CF except DHT C4, JPG C8, DAC CC) carry the size.
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 9 > b.length) return null;
      return {
        type: { contentType: "image/jpeg", extension: "jpg" },
        dimensions: { height: u16be(b, at + 5), width: u16be(b, at + 7) },
      };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(b: Uint8Array): Found | null {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return null;
  const type = { contentType: "image/webp", extension: "webp" } as const;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8 ") {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return {
      type,
      dimensions: { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff },
    };
  }
  if (chunk === "VP8L") {
    if (b[20] !== 0x2f) return null;
    const [b0, b1, b2, b3] = [b[21]!, b[22]!, b[23]!, b[24]!];
    return {
      type,
      dimensions: {
        width: 1 + (((b1 & 0x3f) << 8) | b0),
        height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
      },
    };
  }
  if (chunk === "VP8X") {
    return { type, dimensions: { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) } };
  }
  return null;
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
    return { kind: "error", message: "The picture is larger than 5 MB. Save it smaller and try again." };
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
  return { kind: "set", path: saved.url, width: upload.picture.width, height: upload.picture.height };
}
