import { useSyncExternalStore } from "react";
import { loadPhotoTools } from "./browser-tools";
import type { FillResult, PhotoAnalysis } from "./photo";
import { decodePhoto } from "~/ui/photo/photo-file";

/**
 * The visitor's photo while they paint it (ADR 32, issue 42): one per tab,
 * shared by the stage, where it is drawn and tapped in the scene's place, and
 * the photo section, where it is chosen. Painting works on the pixels
 * directly, outside React: a tap repaints a few hundred rows of a canvas, and
 * only the small view below (what the controls show) goes through React.
 * Browser only: the server and hydration see the empty view.
 */

export type PhotoMessage =
  | { key: "loading" | "ready" | "failed" | "nothing" | "undone" | "resetDone" }
  | { key: "painted"; count: number; name: string };

export interface PhotoView {
  loaded: boolean;
  /** The photo is shown where the scene was. */
  shown: boolean;
  undoCount: number;
  tolerance: number;
  message: PhotoMessage | null;
}

export interface PaintShade {
  hex: string;
  name: string;
}

const UNDO_STEPS = 10;
export const DEFAULT_TOLERANCE = 40;

interface Photo {
  analysis: PhotoAnalysis;
  original: ImageData;
  current: ImageData;
  /** Each step: the rows it changed, as they were before (a tap changes a wall, not the photo). */
  undo: { offset: number; bytes: Uint8ClampedArray }[];
  /** The region painted last: a shade chosen next repaints it. */
  last: (FillResult & { hex: string }) | null;
}

const initialView: PhotoView = {
  loaded: false,
  shown: false,
  undoCount: 0,
  tolerance: DEFAULT_TOLERANCE,
  message: null,
};
let view = initialView;
let photo: Photo | null = null;
let canvas: HTMLCanvasElement | null = null;
const listeners = new Set<() => void>();

function update(change: Partial<PhotoView>) {
  view = { ...view, ...change };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the photo controls show. */
export function usePhotoView(): PhotoView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => initialView,
  );
}

/**
 * Whether the photo shows in the scene's place: a value of its own, so the
 * page around re-renders when that changes, not on every tap.
 */
export function usePhotoShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => view.shown,
    () => false,
  );
}

/** The stage's canvas: the photo is drawn on it whenever it is (re)attached. */
export function attachCanvas(element: HTMLCanvasElement | null) {
  canvas = element;
  if (!element || !photo) return;
  element.width = photo.current.width;
  element.height = photo.current.height;
  element.getContext("2d")!.putImageData(photo.current, 0, 0);
}

/** Decodes the visitor's file, analyses it once, and shows it in the scene's place. */
export async function openPhoto(file: Blob): Promise<boolean> {
  update({ message: { key: "loading" } });
  const target = canvas;
  if (!target) return false;
  try {
    const [{ analysePhoto }, original] = await Promise.all([
      loadPhotoTools(),
      decodePhoto(file, target),
    ]);
    photo = {
      analysis: analysePhoto(original),
      original,
      current: new ImageData(new Uint8ClampedArray(original.data), original.width, original.height),
      undo: [],
      last: null,
    };
    delete target.dataset["shade"];
    update({ loaded: true, shown: true, undoCount: 0, message: { key: "ready" } });
    return true;
  } catch {
    update({ message: { key: "failed" } });
    return false;
  }
}

/** Draws rows `top`..`bottom` of the painted photo. */
function drawRows(top: number, bottom: number) {
  if (!canvas || !photo) return;
  canvas
    .getContext("2d")!
    .putImageData(photo.current, 0, 0, 0, top, photo.current.width, bottom - top + 1);
}

function keepForUndo(current: Photo, top: number, bottom: number) {
  const rowBytes = current.current.width * 4;
  const offset = top * rowBytes;
  current.undo.push({
    offset,
    bytes: current.current.data.slice(offset, (bottom + 1) * rowBytes),
  });
  if (current.undo.length > UNDO_STEPS) current.undo.shift();
}

/**
 * Paints `fill` in `shade` and draws it, timed as a "visualiser-tap"
 * performance measure (and on the canvas, data-tap-ms) for the bench.
 */
async function paint(fill: FillResult, shade: PaintShade, started: number) {
  const current = photo!;
  const { recolour } = await loadPhotoTools();
  keepForUndo(current, fill.top, fill.bottom);
  recolour(current.analysis, fill, current.current.data, shade.hex);
  drawRows(fill.top, fill.bottom);
  current.last = { ...fill, hex: shade.hex };
  const ms = performance.now() - started;
  performance.measure("visualiser-tap", { start: started, duration: ms });
  if (canvas) {
    canvas.dataset["tapMs"] = ms.toFixed(1);
    canvas.dataset["shade"] = shade.hex;
  }
  update({
    undoCount: current.undo.length,
    message: { key: "painted", count: fill.count, name: shade.name },
  });
}

/** A tap at (x, y) of the photo: fills the wall there and paints it. */
export async function paintAt(x: number, y: number, shade: PaintShade) {
  if (!photo) return;
  const started = performance.now();
  const { floodFill } = await loadPhotoTools();
  const fill = floodFill(photo.analysis, x, y, view.tolerance);
  if (fill.count === 0) {
    update({ message: { key: "nothing" } });
    return;
  }
  await paint(fill, shade, started);
}

/** Another shade chosen while the photo shows: the wall painted last takes it. */
export async function repaintLast(shade: PaintShade) {
  const last = photo?.last;
  if (!last || last.hex === shade.hex || !view.shown) return;
  await paint(last, shade, performance.now());
}

export function undoPhoto() {
  const step = photo?.undo.pop();
  if (!photo || !step) return;
  photo.current.data.set(step.bytes, step.offset);
  const rowBytes = photo.current.width * 4;
  drawRows(step.offset / rowBytes, (step.offset + step.bytes.length) / rowBytes - 1);
  // What was painted last is gone, so a new shade has no wall to go to.
  photo.last = null;
  update({ undoCount: photo.undo.length, message: { key: "undone" } });
}

export function resetPhoto() {
  if (!photo) return;
  photo.undo = [];
  photo.last = null;
  photo.current.data.set(photo.original.data);
  drawRows(0, photo.current.height - 1);
  update({ undoCount: 0, message: { key: "resetDone" } });
}

export function showPhoto(shown: boolean) {
  if (photo && shown !== view.shown) update({ shown });
}

export function setTolerance(tolerance: number) {
  update({ tolerance });
}

/** The canvas, for saving it as a PNG. */
export function photoCanvas(): HTMLCanvasElement | null {
  return photo ? canvas : null;
}
