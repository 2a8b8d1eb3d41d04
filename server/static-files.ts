import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * A built client file (script, style, font, image, icon), kept in memory after
 * its first request with the Brotli and gzip copies of a text file that the
 * build wrote beside it (precompressStaticFiles, ADR 22). Our site is small
 * enough (a few MB) that this beats touching the disk per request.
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
  ".mp4": "video/mp4",
  ".webm": "video/webm",
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
  return (
    urlPath.startsWith("/assets/") ||
    urlPath.startsWith("/img/generated/") ||
    urlPath.startsWith("/video/generated/")
  );
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

/** Every file under `root`: URL path → path on disk. */
function filesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(root)) return files;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set("/" + path.relative(root, full).split(path.sep).join("/"), full);
  }
  return files;
}

/** A copy the build wrote beside a file, not a file of the site itself. */
function isPrecompressedCopy(urlPath: string, files: Map<string, string>): boolean {
  return Object.values(SUFFIX).some(
    (suffix) => urlPath.endsWith(suffix) && files.has(urlPath.slice(0, -suffix.length)),
  );
}

/**
 * Writes `name.br` and `name.gz` beside every file under `root` worth
 * compressing; run by the build (vite.config.ts), so the server only reads
 * them. Returns how many files were compressed.
 */
export function precompressStaticFiles(root: string): number {
  let count = 0;
  const files = filesUnder(root);
  for (const [urlPath, full] of files) {
    if (isPrecompressedCopy(urlPath, files)) continue;
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

/**
 * The site's static files by URL path. Start-up only lists them; each is read
 * (with its compressed copies) on its first request and then kept, so a
 * start does not wait for hundreds of reads it may never need (ADR 22).
 */
export class StaticFiles {
  private readonly paths: Map<string, string>;
  private readonly loaded = new Map<string, StaticFile>();

  constructor(root: string) {
    const files = filesUnder(root);
    this.paths = new Map([...files].filter(([urlPath]) => !isPrecompressedCopy(urlPath, files)));
  }

  /** URL paths of the files served. */
  urlPaths(): string[] {
    return [...this.paths.keys()];
  }

  get(urlPath: string): StaticFile | undefined {
    const known = this.loaded.get(urlPath);
    if (known) return known;
    const full = this.paths.get(urlPath);
    if (full === undefined) return undefined;
    const file = readStaticFile(urlPath, full);
    if (file) this.loaded.set(urlPath, file);
    return file;
  }
}

function readStaticFile(urlPath: string, full: string): StaticFile | undefined {
  let body: Buffer;
  let mtimeMs: number;
  try {
    body = fs.readFileSync(full);
    mtimeMs = fs.statSync(full).mtimeMs;
  } catch {
    // Removed since start: not ours to answer any more.
    return undefined;
  }
  const compressible = isCompressible(urlPath, body.length);
  return {
    body,
    compressible,
    br: compressible ? readIfPresent(full + SUFFIX.br) : undefined,
    gzip: compressible ? readIfPresent(full + SUFFIX.gzip) : undefined,
    type: TYPES[path.extname(urlPath).toLowerCase()] ?? "application/octet-stream",
    etag: `"${body.length.toString(16)}-${mtimeMs.toString(16)}"`,
    cacheControl: isFingerprinted(urlPath)
      ? "public, max-age=31536000, immutable"
      : "public, max-age=3600",
  };
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
