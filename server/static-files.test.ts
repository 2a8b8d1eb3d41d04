import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  StaticFiles,
  encodedStaticBody,
  pickEncoding,
  precompressStaticFiles,
} from "./static-files";

let root: string;
let files: StaticFiles;
let precompressed: number;
const script = `export const shades = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Shade ${i}`))};\n`;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-static-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.mkdirSync(path.join(root, "img", "generated"), { recursive: true });
  fs.writeFileSync(path.join(root, "assets", "entry.client-AbC123.js"), script);
  fs.writeFileSync(path.join(root, "img", "generated", "room-640.webp"), Buffer.alloc(2048, 7));
  fs.writeFileSync(path.join(root, "favicon.ico"), Buffer.alloc(300, 1));
  fs.writeFileSync(path.join(root, "robots-extra.txt"), "tiny");
  // As the build does: copies written once, beside the files.
  precompressed = precompressStaticFiles(root);
  files = new StaticFiles(root);
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("StaticFiles", () => {
  it("maps every file to its URL path with the right type", () => {
    expect(files.urlPaths().sort()).toEqual([
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

  it("reads the build's compressed copies of text files worth it, which decompress to the original", () => {
    expect(precompressed).toBe(1);
    expect(fs.existsSync(path.join(root, "assets", "entry.client-AbC123.js.br"))).toBe(true);
    const js = files.get("/assets/entry.client-AbC123.js");
    expect(js?.br && zlib.brotliDecompressSync(js.br).toString()).toBe(script);
    expect(js?.gzip && zlib.gunzipSync(js.gzip).toString()).toBe(script);
    expect(js!.br!.length).toBeLessThan(script.length);
    // Images are compressed already; tiny files are not worth it.
    expect(files.get("/img/generated/room-640.webp")?.compressible).toBe(false);
    expect(files.get("/robots-extra.txt")?.compressible).toBe(false);
    expect(fs.existsSync(path.join(root, "robots-extra.txt.gz"))).toBe(false);
  });

  it("does not serve the compressed copies as files of their own", () => {
    expect(files.get("/assets/entry.client-AbC123.js.br")).toBeUndefined();
    expect(files.get("/assets/entry.client-AbC123.js.gz")).toBeUndefined();
  });

  it("without copies from the build, compresses a file on first asking, once", () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-static-bare-"));
    try {
      fs.writeFileSync(path.join(bare, "app.js"), script);
      const file = new StaticFiles(bare).get("/app.js")!;
      expect(file.br).toBeUndefined();
      const br = encodedStaticBody(file, "br");
      expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
      expect(encodedStaticBody(file, "br")).toBe(br);
      expect(zlib.gunzipSync(encodedStaticBody(file, "gzip")).toString()).toBe(script);
      expect(encodedStaticBody(file, "identity")).toBe(file.body);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it("returns an empty map for a missing folder", () => {
    expect(new StaticFiles(path.join(root, "nope")).urlPaths()).toEqual([]);
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
