import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticFiles, pickEncoding, type StaticFile } from "./static-files";

let root: string;
let files: Map<string, StaticFile>;
const script = `export const shades = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Shade ${i}`))};\n`;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-static-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.mkdirSync(path.join(root, "img", "generated"), { recursive: true });
  fs.writeFileSync(path.join(root, "assets", "entry.client-AbC123.js"), script);
  fs.writeFileSync(path.join(root, "img", "generated", "room-640.webp"), Buffer.alloc(2048, 7));
  fs.writeFileSync(path.join(root, "favicon.ico"), Buffer.alloc(300, 1));
  fs.writeFileSync(path.join(root, "robots-extra.txt"), "tiny");
  files = loadStaticFiles(root);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("loadStaticFiles", () => {
  it("maps every file to its URL path with the right type", () => {
    expect([...files.keys()].sort()).toEqual([
      "/assets/entry.client-AbC123.js",
      "/favicon.ico",
      "/img/generated/room-640.webp",
      "/robots-extra.txt",
    ]);
    expect(files.get("/assets/entry.client-AbC123.js")?.type).toMatch(/^text\/javascript/);
    expect(files.get("/img/generated/room-640.webp")?.type).toBe("image/webp");
  });

  it("lets browsers keep fingerprinted files for a year and others for an hour", () => {
    expect(files.get("/assets/entry.client-AbC123.js")?.cacheControl).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(files.get("/img/generated/room-640.webp")?.cacheControl).toContain("immutable");
    expect(files.get("/favicon.ico")?.cacheControl).toBe("public, max-age=3600");
  });

  it("precompresses text files that are worth it, and decompress to the original", () => {
    const js = files.get("/assets/entry.client-AbC123.js");
    expect(js?.br && zlib.brotliDecompressSync(js.br).toString()).toBe(script);
    expect(js?.gzip && zlib.gunzipSync(js.gzip).toString()).toBe(script);
    expect(js!.br!.length).toBeLessThan(script.length);
    // Images are compressed already; tiny files are not worth it.
    expect(files.get("/img/generated/room-640.webp")?.br).toBeUndefined();
    expect(files.get("/robots-extra.txt")?.gzip).toBeUndefined();
  });

  it("returns an empty map for a missing folder", () => {
    expect(loadStaticFiles(path.join(root, "nope")).size).toBe(0);
  });
});

describe("pickEncoding", () => {
  it("prefers Brotli, then gzip, then none, by Accept-Encoding", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("")).toBe("identity");
  });
});
