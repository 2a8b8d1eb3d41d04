/**
 * Removes what a camera or phone writes into a picture besides the picture:
 * GPS position, device, owner, time taken, comments, XMP and IPTC blocks. A
 * photo taken at someone's home and uploaded for a blog post must not publish
 * where that home is.
 *
 * Works on the file's own structure, without decoding pixels, so the picture is
 * byte-for-byte the same image (no re-compression, no quality loss):
 * - JPEG: drops APP1 (Exif, XMP), APP13 (IPTC) and other application segments
 *   and comments; keeps JFIF (APP0), the colour profile (APP2 ICC_PROFILE) and
 *   Adobe's colour-transform flag (APP14). The Exif orientation is kept, in a
 *   minimal Exif block of its own, because phones store portrait photos sideways
 *   and rely on it.
 * - PNG: drops eXIf and the text chunks (tEXt, zTXt, iTXt) and tIME.
 * - WebP: drops the EXIF and XMP chunks and clears their flags in VP8X.
 * - AVIF is returned unchanged: its metadata sits in item boxes whose offsets
 *   the rest of the file depends on, and cameras and phones do not write AVIF.
 * Anything that does not parse cleanly is returned unchanged (the caller has
 * already checked the type by its bytes).
 */
export function stripImageMetadata(bytes: Uint8Array, contentType: string): Uint8Array {
  try {
    if (contentType === "image/jpeg") return stripJpeg(bytes) ?? bytes;
    if (contentType === "image/png") return stripPng(bytes) ?? bytes;
    if (contentType === "image/webp") return stripWebp(bytes) ?? bytes;
  } catch {
    // A malformed file keeps its bytes; it was accepted by the type check.
  }
  return bytes;
}

// ---------------------------------------------------------------------------
// JPEG

const SOI = 0xd8;
const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Application segments and comments we keep: they change how the pixels look. */
function keepJpegSegment(marker: number, body: Uint8Array): boolean {
  if (marker === APP0) return true;
  if (marker === APP2) return ascii(body, 0, 12) === "ICC_PROFILE\0";
  if (marker === APP14) return ascii(body, 0, 5) === "Adobe";
  return !(marker >= APP0 && marker <= 0xef) && marker !== COM;
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    // Fill bytes (0xFF padding) may precede a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === SOS || marker === EOI) {
      // From the start of scan on it is picture data, copied as it is.
      parts.push(bytes.subarray(offset));
      return withOrientation(parts, orientation);
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    const segment = bytes.subarray(offset, offset + 2 + length);
    const body = segment.subarray(4);
    if (marker === APP1 && ascii(body, 0, 6) === "Exif\0\0")
      orientation = exifOrientation(body.subarray(6)) ?? orientation;
    if (keepJpegSegment(marker, body)) parts.push(segment);
    offset += 2 + length;
  }
  return null;
}

/** Reads tag 0x0112 (Orientation) from the first IFD of an Exif TIFF block. */
function exifOrientation(tiff: Uint8Array): number | null {
  if (tiff.length < 8) return null;
  const little = ascii(tiff, 0, 2) === "II";
  if (!little && ascii(tiff, 0, 2) !== "MM") return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return null;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return null;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A minimal big-endian Exif APP1 segment holding only the orientation tag. */
function orientationSegment(orientation: number): Uint8Array {
  const body = [
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8], // "MM", 42, first IFD at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next IFD
  ];
  const length = body.length + 2;
  return Uint8Array.from([0xff, APP1, length >> 8, length & 0xff, ...body]);
}

function withOrientation(parts: Uint8Array[], orientation: number): Uint8Array {
  // Exif belongs right after SOI, or after JFIF's APP0 when there is one.
  if (orientation !== 1) {
    const afterJfif = parts[1]?.[1] === APP0 ? 2 : 1;
    parts.splice(afterJfif, 0, orientationSegment(orientation));
  }
  return concat(parts);
}

// ---------------------------------------------------------------------------
// PNG

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_DROPPED = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  if (!PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (!PNG_DROPPED.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === "IEND") return concat(parts);
  }
  return null;
}

// ---------------------------------------------------------------------------
// WebP

const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const type = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    // Chunks are padded to an even length.
    const end = offset + 8 + size + (size % 2);
    if (end > bytes.length) return null;
    if (type !== "EXIF" && type !== "XMP ") {
      const chunk = bytes.slice(offset, end);
      if (type === "VP8X") chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    offset = end;
  }
  const body = concat(chunks);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
