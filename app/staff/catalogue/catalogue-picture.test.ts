import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PICTURE_BYTES, inspectPicture } from "./catalogue-picture.server";

// Real encoder output, so the header parsing is checked against what cameras and
// editors actually write, not against hand-made bytes.
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 85, b: 61 } } });

describe("inspectPicture", () => {
  it("reads the type and pixel size of JPEG, PNG and WebP files", async () => {
    const jpeg = await canvas(640, 480).jpeg().toBuffer();
    const progressive = await canvas(300, 200).jpeg({ progressive: true }).toBuffer();
    const png = await canvas(120, 90).png().toBuffer();
    const lossy = await canvas(333, 222).webp().toBuffer();
    const lossless = await canvas(257, 129).webp({ lossless: true }).toBuffer();
    const withAlpha = await sharp({
      create: { width: 50, height: 70, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();

    expect(inspectPicture(jpeg)).toEqual({
      ok: true,
      picture: { contentType: "image/jpeg", extension: "jpg", width: 640, height: 480 },
    });
    expect(inspectPicture(progressive)).toMatchObject({
      ok: true,
      picture: { width: 300, height: 200 },
    });
    expect(inspectPicture(png)).toMatchObject({
      ok: true,
      picture: { contentType: "image/png", width: 120, height: 90 },
    });
    expect(inspectPicture(lossy)).toMatchObject({
      ok: true,
      picture: { contentType: "image/webp", width: 333, height: 222 },
    });
    expect(inspectPicture(lossless)).toMatchObject({
      ok: true,
      picture: { width: 257, height: 129 },
    });
    expect(inspectPicture(withAlpha)).toMatchObject({
      ok: true,
      picture: { width: 50, height: 70 },
    });
  });

  it("refuses files that only claim to be pictures", async () => {
    const text = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>");
    const pdf = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj");
    const gif = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
    for (const bytes of [text, pdf, gif, new Uint8Array([0x89, 0x50, 0x4e, 0x47])]) {
      expect(inspectPicture(bytes)).toEqual({
        ok: false,
        error: expect.stringMatching(/not a JPEG, PNG or WebP/),
      });
    }
    expect(inspectPicture(new Uint8Array())).toEqual({ ok: false, error: "The file is empty." });
  });

  it("refuses files over 5 MB and absurd canvas sizes", async () => {
    const big = new Uint8Array(MAX_PICTURE_BYTES + 1);
    big.set(await canvas(10, 10).png().toBuffer());
    expect(inspectPicture(big)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/larger than 5 MB/),
    });

    // A valid PNG header that declares 20000 × 20000 pixels.
    const png = Buffer.from(await canvas(10, 10).png().toBuffer());
    png.writeUInt32BE(20_000, 16);
    png.writeUInt32BE(20_000, 20);
    expect(inspectPicture(png)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/at most 8000 pixels/),
    });
  });
});
