/** The longest side a photo is worked on at: a 12-megapixel photo is scaled to about 0.8 MP first. */
export const PHOTO_MAX_SIDE = 1024;

/** The size to draw a photo at so its long side is at most `max`; never enlarged. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A photo file the visitor chose, decoded in the browser and drawn on
 * `canvas` at most `maxSide` pixels on its long side: the pixels to work on.
 * Nothing is sent anywhere. Used by the visualiser's own-photo mode and by
 * "Colour from a photo"; small, so both pages load it with their own code
 * (the colour maths stays in chunks of its own). Throws when the file is not
 * a picture the browser can decode.
 */
export async function decodePhoto(
  file: Blob,
  canvas: HTMLCanvasElement,
  maxSide = PHOTO_MAX_SIDE,
): Promise<ImageData> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height, maxSide);
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d", { willReadFrequently: true })!;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return context.getImageData(0, 0, size.width, size.height);
  } finally {
    bitmap.close();
  }
}
