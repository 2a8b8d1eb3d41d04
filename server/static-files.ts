import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The built client files (scripts, styles, fonts, images, icons), read into
 * memory once at start-up with the Brotli and gzip copies of the text ones
 * that the build wrote beside them (precompressStaticFiles, ADR 22). Our site
 * is small enough (a few MB) that this beats touching the disk per request.
 */
export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** A text file big enough to be worth sending compressed. */
  compressible: boolean;
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

/** The file name suffix of each precompressed copy. */
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

function isCompressible(urlPath: string, bytes: number): boolean {
  return COMPRESSIBLE.has(path.extname(urlPath).toLowerCase()) && bytes > 512;
}

/**
 * The strongest settings: each file is compressed once, by the build (about
 * 4 s for the whole site), and sent many times.
 */
function compress(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body, { level: 9 });
}

function* filesUnder(root: string): Generator<{ full: string; urlPath: string }> {
  if (!fs.existsSync(root)) return;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    yield { full, urlPath: "/" + path.relative(root, full).split(path.sep).join("/") };
  }
}

/** A copy the build wrote beside `full`, not a file of the site itself. */
function isPrecompressedCopy(full: string): boolean {
  return Object.values(SUFFIX).some(
    (suffix) => full.endsWith(suffix) && fs.existsSync(full.slice(0, -suffix.length)),
  );
}

/**
 * Writes `name.br` and `name.gz` beside every file under `root` worth
 * compressing; run by the build (vite.config.ts), so the server only reads
 * them. Returns how many files were compressed.
 */
export function precompressStaticFiles(root: string): number {
  let count = 0;
  for (const { full, urlPath } of [...filesUnder(root)]) {
    if (isPrecompressedCopy(full)) continue;
    const body = fs.readFileSync(full);
    if (!isCompressible(urlPath, body.length)) continue;
    for (const encoding of ["br", "gzip"] as const)
      fs.writeFileSync(full + SUFFIX[encoding], compress(body, encoding));
    count++;
  }
  return count;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const { full, urlPath } of filesUnder(root)) {
    if (isPrecompressedCopy(full)) continue;
    const body = fs.readFileSync(full);
    const compressible = isCompressible(urlPath, body.length);
    const file: StaticFile = {
      body,
      compressible,
      type: TYPES[path.extname(urlPath).toLowerCase()] ?? "application/octet-stream",
      etag: `"${body.length.toString(16)}-${fs.statSync(full).mtimeMs.toString(16)}"`,
      cacheControl: isFingerprinted(urlPath)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600",
    };
    if (compressible) {
      file.br = readIfPresent(full + SUFFIX.br);
      file.gzip = readIfPresent(full + SUFFIX.gzip);
    }
    files.set(urlPath, file);
  }
  return files;
}

/**
 * The file's body in `encoding`. A build without precompressed copies (an
 * older build, a test folder) still answers compressed: the copy is made on
 * the first request that asks for it and kept.
 */
export function encodedStaticBody(file: StaticFile, encoding: Encoding): Buffer {
  if (encoding === "identity" || !file.compressible) return file.body;
  return (file[encoding] ??= compress(file.body, encoding));
}

export type Encoding = "br" | "gzip" | "identity";

export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accept = acceptEncoding ?? "";
  if (/\bbr\b/.test(accept)) return "br";
  if (/\bgzip\b/.test(accept)) return "gzip";
  return "identity";
}
