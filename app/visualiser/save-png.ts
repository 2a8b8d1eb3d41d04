/**
 * Pictures the visitor saves, made in the browser: the scene's SVG drawn on
 * a canvas (several schemes side by side), or the painted photo's canvas,
 * as a PNG download. Loaded when the visitor asks for a picture.
 */
const GAP = 24;

function drawSvg(svg: SVGSVGElement, scale: number): Promise<HTMLImageElement> {
  const text = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.width = svg.viewBox.baseVal.width * scale;
  image.height = svg.viewBox.baseVal.height * scale;
  return new Promise((resolve, reject) => {
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The scene could not be drawn"));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  });
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No PNG"))), "image/png"),
  );
}

/** The scenes as one PNG, left to right, at `scale` times their drawn size. */
export async function scenesToPng(svgs: SVGSVGElement[], scale = 2): Promise<Blob> {
  const images = await Promise.all(svgs.map((svg) => drawSvg(svg, scale)));
  const canvas = document.createElement("canvas");
  canvas.width = images.reduce((sum, image) => sum + image.width, 0) + GAP * (images.length - 1);
  canvas.height = Math.max(...images.map((image) => image.height));
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  let x = 0;
  for (const image of images) {
    context.drawImage(image, x, 0, image.width, image.height);
    x += image.width + GAP;
  }
  return canvasBlob(canvas);
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return canvasBlob(canvas);
}

/** Offers `blob` as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
