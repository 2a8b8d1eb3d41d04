import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";

/**
 * An S3-compatible server for tests: `@20minutes/s3rver`, a pure-JS S3
 * implementation written by other people, so a mistake in how we sign or
 * address requests fails a test the way it would fail against a real bucket.
 * It checks every request's Signature Version 4 against its one account
 * (access key and secret both "S3RVER"; it accepts any region) and keeps
 * objects in a temporary folder, removed by close(). Listens on 127.0.0.1 only.
 */
export interface TestS3Server {
  /** Endpoint URL to configure (no bucket). */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startS3Server({ bucket = "kamo-uploads" } = {}): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region: "ap-south-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
