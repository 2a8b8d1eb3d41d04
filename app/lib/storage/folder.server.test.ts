import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { createFolderStorage } from "./folder.server";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-folder-"));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("put, get, list and delete keep files under the folder", async () => {
  const storage = createFolderStorage(path.join(root, "uploads"));
  // Listing a folder nothing was stored in yet is not an error.
  expect(await storage.list("")).toEqual([]);
  await storage.put("media/b.webp", new Uint8Array([2]), "image/webp");
  await storage.put("media/a.avif", new Uint8Array([1]), "image/avif");
  await storage.put("documents/2026/11/c.pdf", new Uint8Array([3]), "application/pdf");
  // A write under way (temporary file) is not a stored key.
  fs.writeFileSync(path.join(root, "uploads/media/d.png.123.tmp"), "half");

  expect([...(await storage.get("media/a.avif"))!]).toEqual([1]);
  expect(await storage.list("media/")).toEqual(["media/a.avif", "media/b.webp"]);
  expect(await storage.list("")).toEqual([
    "documents/2026/11/c.pdf",
    "media/a.avif",
    "media/b.webp",
  ]);
  await storage.delete("media/a.avif");
  expect(await storage.get("media/a.avif")).toBeNull();
  expect(await storage.list("media/")).toEqual(["media/b.webp"]);
  await expect(storage.get("../outside")).rejects.toThrow(/unsafe storage key/);
});
