import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startFakeS3, type FakeS3 } from "../../../tests/mocks/fake-s3";
import { S3StorageError, computeSignature, createS3Storage } from "./s3.server";

let s3: FakeS3;

beforeAll(async () => {
  s3 = await startFakeS3();
});

afterAll(() => s3.close());

const storageFor = (overrides: Partial<Parameters<typeof createS3Storage>[0]> = {}) =>
  createS3Storage({
    endpoint: s3.url,
    bucket: s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    ...overrides,
  });

describe("SigV4", () => {
  // The fake server checks with the same function, so pin it to AWS's published
  // example ("GET Object" in the S3 SigV4 documentation) as well.
  test("matches AWS's documented example signature", () => {
    const signature = computeSignature({
      method: "GET",
      path: "/test.txt",
      query: "",
      headers: {
        host: "examplebucket.s3.amazonaws.com",
        range: "bytes=0-9",
        "x-amz-content-sha256": "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
        "x-amz-date": "20130524T000000Z",
      },
      signedHeaders: ["host", "range", "x-amz-content-sha256", "x-amz-date"],
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      amzDate: "20130524T000000Z",
      region: "us-east-1",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    });
    expect(signature.signedHeaders).toBe("host;range;x-amz-content-sha256;x-amz-date");
    expect(signature.value).toBe(
      "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });
});

describe("S3 storage against a signature-checking fake", () => {
  test("put, get and delete round-trip the exact bytes and content type", async () => {
    const storage = storageFor();
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 10, 13]);
    await storage.put("documents/2026/11/q2 results (final).pdf", bytes, "application/pdf");
    const stored = s3.objects.get("documents/2026/11/q2 results (final).pdf");
    expect(stored?.contentType).toBe("application/pdf");
    expect([...(await storage.get("documents/2026/11/q2 results (final).pdf"))!]).toEqual([
      ...bytes,
    ]);
    await storage.delete("documents/2026/11/q2 results (final).pdf");
    expect(await storage.get("documents/2026/11/q2 results (final).pdf")).toBeNull();
    // Path-style addressing: bucket first, key segments encoded.
    expect(s3.requests.at(0)?.path).toBe(
      `/${s3.bucket}/documents/2026/11/q2%20results%20%28final%29.pdf`,
    );
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
    await expect(failure).rejects.toThrow(/403 SignatureDoesNotMatch.*check the access key/);
    expect(s3.objects.has("documents/a.pdf")).toBe(false);
  });

  test("a wrong region or access key is refused too", async () => {
    await expect(storageFor({ region: "eu-west-1" }).get("documents/a.pdf")).rejects.toThrow(
      /SignatureDoesNotMatch/,
    );
    await expect(storageFor({ accessKeyId: "AKIAOTHER" }).get("documents/a.pdf")).rejects.toThrow(
      /InvalidAccessKeyId/,
    );
  });

  test("an unknown bucket says so", async () => {
    await expect(storageFor({ bucket: "no-such-bucket" }).get("documents/a.pdf")).rejects.toThrow(
      /404 NoSuchBucket.*create bucket "no-such-bucket"/,
    );
    await expect(
      storageFor({ bucket: "no-such-bucket" }).delete("documents/a.pdf"),
    ).rejects.toThrow(/NoSuchBucket/);
  });

  test("a server that does not answer in time fails with a time-out, not a hang", async () => {
    s3.delayMs = 500;
    try {
      const storage = createS3Storage(
        {
          endpoint: s3.url,
          bucket: s3.bucket,
          region: s3.region,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
        },
        { timeoutMs: 100 },
      );
      await expect(storage.get("documents/slow.pdf")).rejects.toThrow(/timed out after 100 ms/);
    } finally {
      s3.delayMs = 0;
    }
  });

  test("an unreachable endpoint is a clear error", async () => {
    // A port that was free a moment ago: nothing listens there.
    const closed = await startFakeS3();
    await closed.close();
    const storage = storageFor({ endpoint: closed.url });
    await expect(storage.get("documents/a.pdf")).rejects.toThrow(/failed: ECONNREFUSED/);
  });

  test("unsafe keys and bad configuration are refused before any request", async () => {
    const storage = storageFor();
    const before = s3.requests.length;
    await expect(storage.get("../etc/passwd")).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get("/absolute")).rejects.toThrow(/unsafe storage key/);
    expect(s3.requests.length).toBe(before);
    expect(() => storageFor({ bucket: "Bad_Bucket" })).toThrow(/not a valid bucket name/);
    expect(() => storageFor({ endpoint: "ftp://example.com" })).toThrow(/http\(s\) URL/);
  });
});
