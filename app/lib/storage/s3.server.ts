import crypto from "node:crypto";
import { AwsClient } from "aws4fetch";
import { timeOutsideCall } from "~/lib/metrics/outside-call.server";
import type { FileStorage, S3StorageConfig } from "./types";

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, Cloudflare R2, …) for
 * staff uploads, so several app servers can share one set of files. Requests
 * are signed (AWS Signature Version 4) by `aws4fetch`, a small client with no
 * dependencies of its own; this module adds what a person needs when storage
 * fails: time-outs, S3 error codes and hints. Path-style addresses
 * (`${endpoint}/${bucket}/${key}`) work with every S3-compatible server,
 * including those without wildcard DNS for virtual-hosted buckets.
 */

export interface S3Options {
  /** A request still unanswered after this long fails (ms). Default 15 s. */
  timeoutMs?: number;
  /** Keys asked for per list request (S3 answers at most 1,000). */
  listPageSize?: number;
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
  { timeoutMs = DEFAULT_TIMEOUT_MS, listPageSize = 1000 }: S3Options = {},
): FileStorage {
  const endpoint = new URL(config.endpoint);
  if (endpoint.protocol !== "https:" && endpoint.protocol !== "http:")
    throw new S3StorageError(`S3 endpoint must be an http(s) URL, got "${config.endpoint}"`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(config.bucket))
    throw new S3StorageError(`S3 bucket name "${config.bucket}" is not a valid bucket name`);
  const bucketUrl = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, "")}/${config.bucket}`;
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    // One attempt: a staff upload waits on it, and the caller reports the failure.
    retries: 0,
  });

  /**
   * One request, timed and counted by method (kamo_outside_call_*): an answer
   * of 400 or more is an error, except 404, the ordinary answer for a key
   * that is not there.
   */
  function send(
    method: "PUT" | "GET" | "DELETE",
    url: string,
    what: string,
    body?: Uint8Array,
    contentType?: string,
  ): Promise<Response> {
    return timeOutsideCall(
      "s3",
      method.toLowerCase(),
      () => request(method, url, what, body, contentType),
      (response) => response.status >= 400 && response.status !== 404,
    );
  }

  async function request(
    method: "PUT" | "GET" | "DELETE",
    url: string,
    what: string,
    body?: Uint8Array,
    contentType?: string,
  ): Promise<Response> {
    try {
      return await client.fetch(url, {
        method,
        headers: {
          ...(contentType ? { "content-type": contentType } : {}),
          // Signing the payload's hash (aws4fetch's default for S3 is UNSIGNED-PAYLOAD)
          // lets the server refuse a body changed on the way, even over plain HTTP.
          "x-amz-content-sha256": sha256Hex(body ?? new Uint8Array()),
        },
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
  }

  function objectUrl(key: string): string {
    assertKey(key);
    return `${bucketUrl}/${encodeKey(key)}`;
  }

  async function fail(response: Response, what: string): Promise<never> {
    const text = await response.text().catch(() => "");
    const code = xmlElement(text, "Code");
    const message = xmlElement(text, "Message");
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
      const response = await send("PUT", objectUrl(key), `PUT ${key}`, bytes, contentType);
      if (!response.ok) await fail(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send("GET", objectUrl(key), `GET ${key}`);
      // A missing key is an ordinary answer; a missing bucket is a configuration error.
      if (response.status === 404 && !(await isMissingBucket(response.clone()))) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) await fail(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send("DELETE", objectUrl(key), `DELETE ${key}`);
      const missingKey = response.status === 404 && !(await isMissingBucket(response.clone()));
      if (!response.ok && !missingKey) await fail(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
    async list(prefix) {
      const keys: string[] = [];
      for (;;) {
        const url = new URL(bucketUrl);
        // ListObjects version 1, paged by marker (the last key seen; keys come
        // in order): every S3-compatible server answers it, while the test
        // server's version-2 continuation tokens use DES, which Node 20's
        // OpenSSL no longer offers.
        url.searchParams.set("prefix", prefix);
        url.searchParams.set("max-keys", String(listPageSize));
        const last = keys.at(-1);
        if (last !== undefined) url.searchParams.set("marker", last);
        const response = await send("GET", url.href, `LIST ${prefix}`);
        if (!response.ok) await fail(response, `LIST ${prefix}`);
        const xml = await response.text();
        const page = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => decodeXml(match[1]!));
        keys.push(...page);
        if (xmlElement(xml, "IsTruncated") !== "true" || page.length === 0) return keys;
      }
    },
  };
}

async function isMissingBucket(response: Response): Promise<boolean> {
  const text = await response.text().catch(() => "");
  return xmlElement(text, "Code") === "NoSuchBucket";
}

function assertKey(key: string): void {
  // Keys are made by our code (uploads/<id>-<hash>…); anything else is a bug, not user input.
  if (!key || key.length > 512 || key.startsWith("/") || key.split("/").includes(".."))
    throw new S3StorageError(`Refusing an unsafe storage key "${key}"`);
}

/** Each segment percent-encoded, so a "?", "#" or "%" in a key stays part of the path. */
function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

/** The text of the first `<name>` element of an S3 XML answer, entities decoded. */
function xmlElement(xml: string, name: string): string | undefined {
  const text = new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
  return text === undefined ? undefined : decodeXml(text);
}

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith("#x") || entity.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity] ?? whole;
  });
}

function sha256Hex(data: Uint8Array): string {
  return crypto.createHash("sha256").update(data).digest("hex");
}
