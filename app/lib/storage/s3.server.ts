import crypto from "node:crypto";
import type { FileStorage, S3StorageConfig } from "./types";

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, Cloudflare R2, …) for
 * staff uploads, so several app servers can share one set of files. Requests
 * are signed with AWS Signature Version 4 using node:crypto only; no SDK, so
 * there is nothing to keep patched beyond Node itself. Path-style addresses
 * (`${endpoint}/${bucket}/${key}`) work with every S3-compatible server,
 * including those without wildcard DNS for virtual-hosted buckets.
 */

export interface S3Options {
  /** A request still unanswered after this long fails (ms). Default 15 s. */
  timeoutMs?: number;
}

/** A failed storage request, with what a person needs to fix it (status, S3 error code). */
export class S3StorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "S3StorageError";
  }
}

const DEFAULT_TIMEOUT_MS = 15_000;

export function createS3Storage(
  config: S3StorageConfig,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: S3Options = {},
): FileStorage {
  const endpoint = new URL(config.endpoint);
  if (endpoint.protocol !== "https:" && endpoint.protocol !== "http:")
    throw new S3StorageError(`S3 endpoint must be an http(s) URL, got "${config.endpoint}"`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(config.bucket))
    throw new S3StorageError(`S3 bucket name "${config.bucket}" is not a valid bucket name`);
  const basePath = endpoint.pathname.replace(/\/+$/, "");

  async function send(
    method: "PUT" | "GET" | "DELETE",
    key: string,
    body?: Uint8Array,
    contentType?: string,
  ): Promise<Response> {
    assertKey(key);
    const path = `${basePath}/${config.bucket}/${encodeKey(key)}`;
    const url = `${endpoint.origin}${path}`;
    const headers = signRequest({
      method,
      host: endpoint.host,
      path,
      body: body ?? new Uint8Array(),
      headers: contentType ? { "content-type": contentType } : {},
      config,
      now: new Date(),
    });
    const what = `${method} ${config.bucket}/${key}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body as Uint8Array<ArrayBuffer> | undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === "TimeoutError" || name === "AbortError")
        throw new S3StorageError(`S3 ${what} timed out after ${timeoutMs} ms`);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new S3StorageError(
        `S3 ${what} failed: ${cause?.code ?? cause?.message ?? (error as Error).message} (endpoint ${endpoint.origin})`,
      );
    }
    return response;
  }

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => "");
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
    const hint =
      code === "SignatureDoesNotMatch" || code === "InvalidAccessKeyId"
        ? " (check the access key, secret and region)"
        : code === "NoSuchBucket"
          ? ` (create bucket "${config.bucket}" first)`
          : "";
    throw new S3StorageError(
      `S3 ${what} answered ${response.status}${code ? ` ${code}` : ""}${message ? `: ${message}` : ""}${hint}`,
      response.status,
      code,
    );
  }

  return {
    description: `S3 bucket ${config.bucket} at ${endpoint.origin}`,
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, bytes, contentType);
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", key);
      // A missing key is an ordinary answer; a missing bucket is a configuration error.
      if (response.status === 404 && !(await isMissingBucket(response.clone()))) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send("DELETE", key);
      const missingKey = response.status === 404 && !(await isMissingBucket(response.clone()));
      if (!response.ok && !missingKey) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}

async function isMissingBucket(response: Response): Promise<boolean> {
  const text = await response.text().catch(() => "");
  return text.includes("<Code>NoSuchBucket</Code>");
}

function assertKey(key: string): void {
  // Keys are made by our code (uploads/<id>-<hash>…); anything else is a bug, not user input.
  if (!key || key.length > 512 || key.startsWith("/") || key.split("/").includes(".."))
    throw new S3StorageError(`Refusing an unsafe storage key "${key}"`);
}

/** RFC 3986 encoding of each path segment, as SigV4 for S3 requires (slashes kept). */
export function encodeKey(key: string): string {
  return key.split("/").map(encodeRfc3986).join("/");
}

function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

// ---------------------------------------------------------------------------
// AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html)

export interface SignInput {
  method: string;
  host: string;
  /** Already-encoded path, e.g. "/bucket/uploads/1-report.pdf". */
  path: string;
  body: Uint8Array;
  /** Extra headers to sign (lower-case names). */
  headers: Record<string, string>;
  config: Pick<S3StorageConfig, "region" | "accessKeyId" | "secretAccessKey">;
  now: Date;
}

/** The headers to send: the caller's, plus x-amz-date, x-amz-content-sha256 and Authorization. */
export function signRequest(input: SignInput): Record<string, string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const payloadHash = sha256Hex(input.body);
  const headers: Record<string, string> = {
    ...input.headers,
    host: input.host,
    "x-amz-content-sha256": payloadHash,
    "x-amz-date": amzDate,
  };
  const signature = computeSignature({
    method: input.method,
    path: input.path,
    query: "",
    headers,
    signedHeaders: Object.keys(headers),
    payloadHash,
    amzDate,
    region: input.config.region,
    secretAccessKey: input.config.secretAccessKey,
  });
  const { host: _host, ...sent } = headers; // fetch sets Host itself, from the URL we signed.
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.config.accessKeyId}/${scopeOf(amzDate, input.config.region)}, SignedHeaders=${signature.signedHeaders}, Signature=${signature.value}`,
  };
}

export interface SignatureInput {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  region: string;
  secretAccessKey: string;
}

/**
 * The SigV4 signature of a request. Shared by the client and the fake S3
 * server, which recomputes it from what actually arrived on the wire.
 */
export function computeSignature(input: SignatureInput): { value: string; signedHeaders: string } {
  const names = input.signedHeaders.map((n) => n.toLowerCase()).sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${(input.headers[n] ?? "").trim().replace(/\s+/g, " ")}\n`)
    .join("");
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    input.method,
    input.path,
    input.query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const scope = scopeOf(input.amzDate, input.region);
  const stringToSign = [
    "AWS4-HMAC-SHA256",
    input.amzDate,
    scope,
    sha256Hex(Buffer.from(canonicalRequest, "utf8")),
  ].join("\n");
  let key: Buffer = hmac(`AWS4${input.secretAccessKey}`, input.amzDate.slice(0, 8));
  key = hmac(key, input.region);
  key = hmac(key, "s3");
  key = hmac(key, "aws4_request");
  return { value: hmac(key, stringToSign).toString("hex"), signedHeaders };
}

function scopeOf(amzDate: string, region: string): string {
  return `${amzDate.slice(0, 8)}/${region}/s3/aws4_request`;
}

function hmac(key: string | Buffer, data: string): Buffer {
  return crypto.createHmac("sha256", key).update(data, "utf8").digest();
}

function sha256Hex(data: Uint8Array): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}
