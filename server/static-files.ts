import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The built client files (scripts, styles, fonts, images, icons), read into
 * memory once at start-up with Brotli and gzip versions of the text ones. Our
 * site is small enough (a few MB) that this beats touching the disk per request.
 */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
]);

/** Fingerprinted files never change under the same name, so browsers may keep them a year. */
function isFingerprinted(urlPath: string): boolean {
  return urlPath.startsWith("/assets/") || urlPath.startsWith("/img/generated/");
}

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const urlPath = "/" + path.relative(root, full).split(path.sep).join("/");
    const ext = path.extname(entry.name).toLowerCase();
    const body = fs.readFileSync(full);
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${body.length.toString(16)}-${fs.statSync(full).mtimeMs.toString(16)}"`,
      cacheControl: isFingerprinted(urlPath)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
    };
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      file.br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      file.gzip = zlib.gzipSync(body, { level: 9 });
    }
    files.set(urlPath, file);
  }
  return files;
}

export type Encoding = "br" | "gzip" | "identity";

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}
