import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkImageUpload, inspectImage, MAX_IMAGE_BYTES } from "./picture-check.server";

const picture = (
  format: "jpeg" | "png" | "webp",
  width: number,
  height: number,
  lossless = false,
) =>
  sharp({ create: { width, height, channels: 3, background: "#c8553d" } })
    .toFormat(format, format === "webp" ? { lossless } : {})
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe("inspectImage", () => {
  it("reads type and size from JPEG, PNG and WebP (lossy and lossless) bytes", async () => {
    expect(inspectImage(await picture("jpeg", 640, 427))).toEqual({
      contentType: "image/jpeg",
      extension: "jpg",
      width: 640,
      height: 427,
    });
    expect(inspectImage(await picture("png", 33, 1200))).toMatchObject({
      contentType: "image/png",
      width: 33,
      height: 1200,
    });
    expect(inspectImage(await picture("webp", 801, 450))).toMatchObject({
      contentType: "image/webp",
      width: 801,
      height: 450,
    });
    expect(inspectImage(await picture("webp", 300, 7, true))).toMatchObject({
      contentType: "image/webp",
      width: 300,
      height: 7,
    });
  });

  it("reads an extended (VP8X) WebP, as written for pictures with transparency", async () => {
    const buffer = await sharp({
      create: { width: 120, height: 90, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    expect(new TextDecoder().decode(buffer.subarray(12, 16))).toBe("VP8X");
    expect(inspectImage(new Uint8Array(buffer))).toMatchObject({ width: 120, height: 90 });
  });

  it("refuses anything else, whatever it is called", async () => {
    const enc = new TextEncoder();
    expect(inspectImage(enc.encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(inspectImage(enc.encode("GIF89a......"))).toBeNull();
    expect(inspectImage(enc.encode("%PDF-1.7\n"))).toBeNull();
    expect(inspectImage(enc.encode("<script>alert(1)</script>"))).toBeNull();
    // A real PNG signature followed by garbage is not a picture either.
    expect(
      inspectImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])),
    ).toBeNull();
    // A truncated JPEG with no frame header.
    expect(
      inspectImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xd9, 0, 0])),
    ).toBeNull();
  });
});

describe("checkImageUpload", () => {
  it("passes a real picture and explains every refusal", async () => {
    expect(checkImageUpload(await picture("png", 10, 10)).ok).toBe(true);
    expect(checkImageUpload(new Uint8Array())).toEqual({
      ok: false,
      error: "The chosen file is empty.",
    });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkImageUpload(big)).toEqual({
      ok: false,
      error: "Choose a picture smaller than 5 MB.",
    });
    const fake = checkImageUpload(new TextEncoder().encode("MZ executable renamed photo.jpg"));
    expect(fake.ok).toBe(false);
    // A real PNG header edited to declare a canvas no web page needs.
    const huge = Buffer.from(await picture("png", 10, 10));
    huge.writeUInt32BE(12_000, 16);
    expect(checkImageUpload(huge)).toEqual({
      ok: false,
      error: "The picture must be at most 10000 pixels on each side (this one is 12000 × 10).",
    });
  });
});
