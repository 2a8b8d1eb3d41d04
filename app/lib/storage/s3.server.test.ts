import net from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startS3Server, type TestS3Server } from "../../../tests/mocks/s3-server";
import { S3StorageError, createS3Storage, type S3Options } from "./s3.server";

let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(() => s3?.close());

const storageFor = (
  overrides: Partial<Parameters<typeof createS3Storage>[0]> = {},
  options?: S3Options,
) =>
  createS3Storage(
    {
      endpoint: s3.url,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      ...overrides,
    },
    options,
  );

/** A server that accepts connections and never answers; counts them. */
async function startSilentServer(): Promise<{
  url: string;
  connections: () => number;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("S3 storage against an independent S3 server (s3rver)", () => {
  test("put, get, list and delete round-trip the exact bytes and content type", async () => {
    const storage = storageFor();
    // Spaces and parentheses: the path we send and the one we sign must be encoded alike.
    const key = "documents/2026/11/q2 results (final).pdf";
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 10, 13]);
    await storage.put(key, bytes, "application/pdf");
    expect([...(await storage.get(key))!]).toEqual([...bytes]);
    expect(await storage.list("documents/2026/")).toEqual([key]);
    // Read back without our client (s3rver answers unsigned reads): stored as sent, path-style.
    const direct = await fetch(
      `${s3.url}/${s3.bucket}/documents/2026/11/q2%20results%20%28final%29.pdf`,
    );
    expect(direct.status).toBe(200);
    expect(direct.headers.get("content-type")).toBe("application/pdf");
    expect([...new Uint8Array(await direct.arrayBuffer())]).toEqual([...bytes]);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.list("documents/2026/")).toEqual([]);
  });

  test("list returns only the prefix asked for, in order, across pages", async () => {
    const storage = storageFor({}, { listPageSize: 2 });
    const keys = ["media/b.webp", "media/a.avif", "media/c.png", "media/d.jpg", "other/e.pdf"];
    for (const key of keys) await storage.put(key, new Uint8Array([1]), "image/png");
    try {
      // Five keys in pages of two: the client must follow the continuation token.
      expect(await storage.list("media/")).toEqual([
        "media/a.avif",
        "media/b.webp",
        "media/c.png",
        "media/d.jpg",
      ]);
      expect(await storage.list("")).toEqual([...keys].sort());
      expect(await storage.list("none/")).toEqual([]);
    } finally {
      for (const key of keys) await storage.delete(key);
    }
  });

  test("a missing key reads as null and deletes without error", async () => {
    const storage = storageFor();
    expect(await storage.get("documents/none.pdf")).toBeNull();
    await expect(storage.delete("documents/none.pdf")).resolves.toBeUndefined();
  });

  test("a wrong secret is refused by the server and reported clearly", async () => {
    const storage = storageFor({ secretAccessKey: "not-the-secret" });
    const failure = storage.put("documents/a.pdf", new Uint8Array([1]), "application/pdf");
    await expect(failure).rejects.toBeInstanceOf(S3StorageError);
    await expect(failure).rejects.toThrow(
      /PUT documents\/a\.pdf answered 403 SignatureDoesNotMatch.*check the access key/,
    );
    await expect(failure).rejects.toMatchObject({ status: 403, code: "SignatureDoesNotMatch" });
    await expect(storage.list("documents/")).rejects.toThrow(/LIST documents\/ answered 403/);
    expect(await storageFor().list("documents/a.pdf")).toEqual([]);
  });

  test("an unknown access key is refused too", async () => {
    await expect(storageFor({ accessKeyId: "AKIAOTHER" }).get("documents/a.pdf")).rejects.toThrow(
      /403 InvalidAccessKeyId.*check the access key/,
    );
  });

  test("an unknown bucket says so", async () => {
    const storage = storageFor({ bucket: "no-such-bucket" });
    await expect(storage.get("documents/a.pdf")).rejects.toThrow(
      /404 NoSuchBucket.*create bucket "no-such-bucket"/,
    );
    await expect(storage.delete("documents/a.pdf")).rejects.toThrow(/NoSuchBucket/);
    await expect(storage.list("")).rejects.toThrow(/NoSuchBucket/);
  });

  test("a server that does not answer in time fails with a time-out, not a hang", async () => {
    const silent = await startSilentServer();
    try {
      const storage = storageFor({ endpoint: silent.url }, { timeoutMs: 100 });
      await expect(storage.get("documents/slow.pdf")).rejects.toThrow(/timed out after 100 ms/);
    } finally {
      await silent.close();
    }
  });

  test("an unreachable endpoint is a clear error", async () => {
    // A port that was listening a moment ago: nothing listens there now.
    const closed = await startSilentServer();
    await closed.close();
    const storage = storageFor({ endpoint: closed.url });
    await expect(storage.get("documents/a.pdf")).rejects.toThrow(/failed: ECONNREFUSED/);
  });

  test("unsafe keys and bad configuration are refused before any request", async () => {
    const silent = await startSilentServer();
    try {
      const storage = storageFor({ endpoint: silent.url }, { timeoutMs: 1_000 });
      await expect(storage.get("../etc/passwd")).rejects.toThrow(/unsafe storage key/);
      await expect(storage.put("/absolute", new Uint8Array([1]), "text/plain")).rejects.toThrow(
        /unsafe storage key/,
      );
      expect(silent.connections()).toBe(0);
    } finally {
      await silent.close();
    }
    expect(() => storageFor({ bucket: "Bad_Bucket" })).toThrow(/not a valid bucket name/);
    expect(() => storageFor({ endpoint: "ftp://example.com" })).toThrow(/http\(s\) URL/);
  });
});
