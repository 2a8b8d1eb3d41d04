import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { stripImageMetadata } from "./image-metadata.server";

// Real files made by libvips (through sharp, a build-time dependency), carrying
// what a phone writes: position, device, owner, a comment-like description.
const exif = {
  IFD0: {
    Make: "Phonemaker",
    Model: "Pocket 12",
    Artist: "Anita Desai",
    ImageDescription: "Our flat in Baner",
  },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 33/1 3000/100" },
};
const secrets = ["Phonemaker", "Pocket 12", "Anita Desai", "Baner"];

async function photo(format: "jpeg" | "png" | "webp", orientation?: number): Promise<Uint8Array> {
  const image = sharp({
    create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 85, b: 61 } },
  })
    .withExif(exif)
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description>Anita Desai</rdf:Description></x:xmpmeta>',
    );
  const withOrientation = orientation ? image.withMetadata({ orientation }) : image;
  return new Uint8Array(await withOrientation.toFormat(format).toBuffer());
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

async function pixels(bytes: Uint8Array) {
  return sharp(bytes).raw().toBuffer();
}

describe("stripping camera metadata from uploaded pictures", () => {
  for (const format of ["jpeg", "png", "webp"] as const) {
    it(`removes position, device and owner from a ${format.toUpperCase()} and keeps the picture`, async () => {
      const original = await photo(format);
      for (const secret of secrets.slice(0, 3)) expect(text(original)).toContain(secret);

      const stripped = stripImageMetadata(original, `image/${format}`);
      for (const secret of secrets) expect(text(stripped)).not.toContain(secret);
      const meta = await sharp(stripped).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([40, 20]);
      // The same pixels: nothing was decoded or re-compressed.
      expect(await pixels(stripped)).toEqual(await pixels(original));
    });
  }

  it("keeps a JPEG's orientation, so a phone's portrait photo stays upright", async () => {
    const original = await photo("jpeg", 6);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const stripped = stripImageMetadata(original, "image/jpeg");
    const meta = await sharp(stripped).metadata();
    expect(meta.orientation).toBe(6);
    for (const secret of secrets) expect(text(stripped)).not.toContain(secret);
  });

  it("returns files it cannot parse, and AVIF, unchanged", () => {
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1, 2]);
    expect(stripImageMetadata(broken, "image/jpeg")).toBe(broken);
    const avif = Uint8Array.from([0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70]);
    expect(stripImageMetadata(avif, "image/avif")).toBe(avif);
  });
});
