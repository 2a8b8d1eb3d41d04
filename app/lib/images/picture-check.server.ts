/**
 * What an uploaded picture really is, read from its bytes. The file name and
 * the browser's content type are never trusted: a script renamed photo.jpg is
 * refused here, before anything is stored. Only JPEG, PNG and WebP pass, and
 * we read their pixel size from the header so pages can reserve the space.
 */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Larger than any sensible web picture; refuses absurd headers early. */
const MAX_SIDE = 10_000;

export type ImageType = "image/jpeg" | "image/png" | "image/webp";

export interface InspectedImage {
  contentType: ImageType;
  width: number;
  height: number;
  /** The extension we name the stored file with (never the uploaded one). */
  extension: "jpg" | "png" | "webp";
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((value, i) => bytes[at + i] === value);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function sized(
  contentType: ImageType,
  extension: InspectedImage["extension"],
  width: number,
  height: number,
): InspectedImage | null {
  if (!(width > 0 && height > 0)) return null;
  return { contentType, extension, width, height };
}

function inspectPng(bytes: Uint8Array): InspectedImage | null {
  // Signature, then the IHDR chunk first: length (4), "IHDR", width (4), height (4).
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return sized("image/png", "png", view.getUint32(16), view.getUint32(20));
}

function inspectJpeg(bytes: Uint8Array): InspectedImage | null {
  // Walk the marker segments to the first start-of-frame, which holds the size.
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2) return null;
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!;
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!;
      return sized("image/jpeg", "jpg", width, height);
    }
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    at += 2 + length;
  }
  return null;
}

function inspectWebp(bytes: Uint8Array): InspectedImage | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === "VP8 ") {
    // Lossy: a 3-byte frame tag, the start code 9d 01 2a, then 14-bit sizes.
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) return null;
    const width = (bytes[data + 6]! | (bytes[data + 7]! << 8)) & 0x3fff;
    const height = (bytes[data + 8]! | (bytes[data + 9]! << 8)) & 0x3fff;
    return sized("image/webp", "webp", width, height);
  }
  if (chunk === "VP8L") {
    // Lossless: signature 0x2f, then width-1 and height-1 in 14 bits each.
    if (bytes[data] !== 0x2f) return null;
    const b = (i: number) => bytes[data + 1 + i]!;
    const width = 1 + (b(0) | ((b(1) & 0x3f) << 8));
    const height = 1 + ((b(1) >> 6) | (b(2) << 2) | ((b(3) & 0x0f) << 10));
    return sized("image/webp", "webp", width, height);
  }
  if (chunk === "VP8X") {
    // Extended: canvas width-1 and height-1 in 24 bits each, after 4 bytes of flags.
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return sized("image/webp", "webp", 1 + u24(data + 4), 1 + u24(data + 7));
  }
  return null;
}

/**
 * The picture's real type and the pixel size its header states, or null when
 * the bytes are not a JPEG, PNG or WebP we can read. Callers set their own
 * limit on the size (blog and news pictures, catalogue pictures).
 */
export function inspectImage(bytes: Uint8Array): InspectedImage | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return inspectPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return inspectJpeg(bytes);
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return inspectWebp(bytes);
  return null;
}

export type ImageCheck = { ok: true; image: InspectedImage } | { ok: false; error: string };

/** The checks every staff picture upload goes through, with a message a person can act on. */
export function checkImageUpload(bytes: Uint8Array): ImageCheck {
  if (bytes.byteLength === 0) return { ok: false, error: "The chosen file is empty." };
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    return { ok: false, error: "Choose a picture smaller than 5 MB." };
  const image = inspectImage(bytes);
  if (!image)
    return {
      ok: false,
      error: "This file is not a JPEG, PNG or WebP picture. Export it in one of those formats.",
    };
  if (image.width > MAX_SIDE || image.height > MAX_SIDE)
    return {
      ok: false,
      error: `The picture must be at most ${MAX_SIDE} pixels on each side (this one is ${image.width} × ${image.height}).`,
    };
  return { ok: true, image };
}
