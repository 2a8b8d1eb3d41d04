import path from "node:path";
import { getEnv } from "~/lib/env.server";
import { singleton } from "~/lib/singleton.server";
import { createFolderStorage } from "./folder.server";
import { createS3Storage } from "./s3.server";
import type { FileStorage } from "./types";

export type { FileStorage } from "./types";

/** The configured storage: S3-compatible when STORAGE_S3_* are set, else DATA_DIR/uploads. */
export function fileStorage(): FileStorage {
  return singleton("file-storage", () => {
    const env = getEnv();
    if (
      env.STORAGE_S3_ENDPOINT &&
      env.STORAGE_S3_BUCKET &&
      env.STORAGE_S3_ACCESS_KEY_ID &&
      env.STORAGE_S3_SECRET_ACCESS_KEY
    ) {
      return createS3Storage({
        endpoint: env.STORAGE_S3_ENDPOINT,
        bucket: env.STORAGE_S3_BUCKET,
        region: env.STORAGE_S3_REGION,
        accessKeyId: env.STORAGE_S3_ACCESS_KEY_ID,
        secretAccessKey: env.STORAGE_S3_SECRET_ACCESS_KEY,
      });
    }
    return createFolderStorage(path.join(env.DATA_DIR, "uploads"));
  });
}
