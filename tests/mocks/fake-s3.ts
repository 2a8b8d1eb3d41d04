import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { computeSignature } from "~/lib/storage/s3.server";

/**
 * A fake S3-compatible server for contract tests and local development. It
 * keeps objects in memory, path-style (`/<bucket>/<key>`), and checks every
 * request the way S3 does: the SigV4 signature is recomputed from what arrived
 * on the wire with the secret it was started with, the payload hash must match
 * the body, and the request time must be within 15 minutes. Wrong credentials
 * get 403 SignatureDoesNotMatch / InvalidAccessKeyId, as from the real service.
 * Listens on 127.0.0.1 only.
 */
export interface FakeS3Options {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface FakeS3Request {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The status the fake answered. */
  status: number;
}

export interface FakeS3 {
  /** Endpoint URL to configure (no bucket). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  requests: FakeS3Request[];
  /** Delay every answer by this many ms (to test time-outs); 0 by default. */
  delayMs: number;
  close(): Promise<void>;
}

const MAX_SKEW_MS = 15 * 60 * 1000;

export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const sockets = new Set<Socket>();
  const fake: Omit<FakeS3, "url" | "close"> = {
    bucket: options.bucket ?? "kamo-uploads",
    region: options.region ?? "ap-south-1",
    accessKeyId: options.accessKeyId ?? "AKIAFAKEKAMO0001",
    secretAccessKey: options.secretAccessKey ?? "fake-secret-key-for-tests-only/0123456789",
    objects: new Map(),
    requests: [],
    delayMs: 0,
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = "/", query = ""] = (req.url ?? "/").split("?");
    const answer = (status: number, code?: string, payload?: Buffer, contentType?: string) => {
      fake.requests.push({ method: req.method ?? "", path: rawPath, headers: req.headers, status });
      const send = () => {
        if (code) {
          const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${messages[code] ?? code}</Message><Resource>${rawPath}</Resource></Error>`;
          res.writeHead(status, { "Content-Type": "application/xml" });
          res.end(xml);
        } else if (payload) {
          res.writeHead(status, {
            "Content-Type": contentType ?? "application/octet-stream",
            "Content-Length": String(payload.length),
          });
          res.end(payload);
        } else {
          res.writeHead(status);
          res.end();
        }
      };
      if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
      else send();
    };

    const problem = verify(req, rawPath, query, body, fake);
    if (problem) return answer(problem.status, problem.code);

    const segments = rawPath.split("/").slice(1);
    const bucket = decodeURIComponent(segments[0] ?? "");
    const key = segments.slice(1).map(decodeURIComponent).join("/");
    if (bucket !== fake.bucket) return answer(404, "NoSuchBucket");
    if (!key) return answer(400, "InvalidRequest");
    switch (req.method) {
      case "PUT":
        fake.objects.set(key, {
          bytes: body,
          contentType: String(req.headers["content-type"] ?? "application/octet-stream"),
        });
        return answer(200);
      case "GET": {
        const object = fake.objects.get(key);
        return object
          ? answer(200, undefined, object.bytes, object.contentType)
          : answer(404, "NoSuchKey");
      }
      case "DELETE":
        fake.objects.delete(key);
        return answer(204);
      default:
        return answer(405, "MethodNotAllowed");
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}

const messages: Record<string, string> = {
  AccessDenied: "Access Denied",
  SignatureDoesNotMatch:
    "The request signature we calculated does not match the signature you provided.",
  InvalidAccessKeyId: "The AWS Access Key Id you provided does not exist in our records.",
  RequestTimeTooSkewed:
    "The difference between the request time and the current time is too large.",
  XAmzContentSHA256Mismatch:
    "The provided 'x-amz-content-sha256' header does not match what was computed.",
  NoSuchBucket: "The specified bucket does not exist",
  NoSuchKey: "The specified key does not exist.",
};

function verify(
  req: http.IncomingMessage,
  path: string,
  query: string,
  body: Buffer,
  fake: Omit<FakeS3, "url" | "close">,
): { status: number; code: string } | undefined {
  const authorization = String(req.headers.authorization ?? "");
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return { status: 403, code: "AccessDenied" };
  const [, accessKeyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== fake.accessKeyId) return { status: 403, code: "InvalidAccessKeyId" };
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const when = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
  );
  if (!Number.isFinite(when) || Math.abs(Date.now() - when) > MAX_SKEW_MS)
    return { status: 403, code: "RequestTimeTooSkewed" };
  const names = signedHeaders!.split(";");
  if (!names.includes("host") || !names.includes("x-amz-date") || amzDate.slice(0, 8) !== day)
    return { status: 403, code: "SignatureDoesNotMatch" };
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== crypto.createHash("sha256").update(body).digest("hex"))
    return { status: 400, code: "XAmzContentSHA256Mismatch" };
  const headers: Record<string, string> = {};
  for (const name of names) headers[name] = String(req.headers[name] ?? "");
  const expected = computeSignature({
    method: req.method ?? "",
    path,
    query,
    headers,
    signedHeaders: names,
    payloadHash,
    amzDate,
    region: region!,
    secretAccessKey: fake.secretAccessKey,
  });
  const ok =
    region === fake.region &&
    crypto.timingSafeEqual(Buffer.from(expected.value), Buffer.from(signature!));
  return ok ? undefined : { status: 403, code: "SignatureDoesNotMatch" };
}
