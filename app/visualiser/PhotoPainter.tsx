import { useRef, useState, type ChangeEvent, type MouseEvent } from "react";
import { useMessages } from "~/lib/i18n/react";
import { useHydrated } from "~/lib/use-hydrated";
import type { ShadeSummary } from "~/shades/explorer/types";
import { loadPhotoTools, loadPngTools } from "./browser-tools";
import { visualiserMessages } from "./messages";
import type { PhotoAnalysis } from "./photo";

/** Our own sample photo (scripts/visualiser-sample-photo.mjs makes it). */
export const SAMPLE_PHOTO = "/visualiser/sample-room.jpg";
const UNDO_STEPS = 10;

interface Photo {
  analysis: PhotoAnalysis;
  original: ImageData;
  current: ImageData;
  undo: Uint8ClampedArray[];
}

/**
 * The visitor's own photo, painted in the browser and never sent anywhere:
 * the file is decoded and scaled down to at most 1,024 px on its long side,
 * then each tap fills the wall it lands on (photo.ts) with the shade of the
 * surface selected above. The colour code loads with the first photo. Each
 * tap's time is recorded as a performance measure ("visualiser-tap") and on
 * the canvas (data-tap-ms) for the bench.
 */
export function PhotoPainter({ shade, surfaceName }: { shade: ShadeSummary; surfaceName: string }) {
  const t = useMessages(visualiserMessages);
  const hydrated = useHydrated();
  const canvas = useRef<HTMLCanvasElement>(null);
  const photo = useRef<Photo | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [tolerance, setTolerance] = useState<number | null>(null);
  const [undoCount, setUndoCount] = useState(0);
  const [status, setStatus] = useState("");

  const open = async (file: Blob) => {
    setStatus(t("photo.loading"));
    try {
      const [{ analysePhoto, fitWithin }, bitmap] = await Promise.all([
        loadPhotoTools(),
        createImageBitmap(file),
      ]);
      const size = fitWithin(bitmap.width, bitmap.height);
      const element = canvas.current!;
      element.width = size.width;
      element.height = size.height;
      const context = element.getContext("2d", { willReadFrequently: true })!;
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      bitmap.close();
      const original = context.getImageData(0, 0, size.width, size.height);
      photo.current = {
        analysis: analysePhoto(original),
        original,
        current: new ImageData(new Uint8ClampedArray(original.data), size.width, size.height),
        undo: [],
      };
      setUndoCount(0);
      setLoaded(true);
      setStatus(t("photo.ready"));
    } catch {
      setStatus(t("photo.failed"));
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) void open(file);
  };
  const sample = async () => {
    const response = await fetch(SAMPLE_PHOTO);
    void open(await response.blob());
  };

  const tap = async (event: MouseEvent<HTMLCanvasElement>) => {
    const current = photo.current;
    if (!current) return;
    const element = event.currentTarget;
    const box = element.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) / box.width) * element.width);
    const y = Math.floor(((event.clientY - box.top) / box.height) * element.height);
    const { floodFill, recolour, TOLERANCE_DEFAULT } = await loadPhotoTools();
    const started = performance.now();
    const fill = floodFill(current.analysis, x, y, tolerance ?? TOLERANCE_DEFAULT);
    const { count } = fill;
    if (count === 0) {
      setStatus(t("photo.nothing"));
      return;
    }
    current.undo.push(new Uint8ClampedArray(current.current.data));
    if (current.undo.length > UNDO_STEPS) current.undo.shift();
    recolour(current.analysis, fill, current.current.data, shade.hex);
    // Only the rows the fill touched are drawn again.
    const rows = fill.bottom - fill.top + 1;
    element.getContext("2d")!.putImageData(current.current, 0, 0, 0, fill.top, element.width, rows);
    const ms = performance.now() - started;
    performance.measure("visualiser-tap", { start: started, duration: ms });
    element.dataset["tapMs"] = ms.toFixed(1);
    setUndoCount(current.undo.length);
    setStatus(t("photo.painted", { count, name: shade.name }));
  };

  const show = (data: Uint8ClampedArray) => {
    const current = photo.current!;
    current.current.data.set(data);
    canvas.current!.getContext("2d")!.putImageData(current.current, 0, 0);
  };
  const undo = () => {
    const previous = photo.current?.undo.pop();
    if (!previous) return;
    show(previous);
    setUndoCount(photo.current!.undo.length);
    setStatus(t("photo.undone"));
  };
  const reset = () => {
    if (!photo.current) return;
    photo.current.undo = [];
    show(photo.current.original.data);
    setUndoCount(0);
    setStatus(t("photo.resetDone"));
  };
  const save = async () => {
    const { canvasToPng, download } = await loadPngTools();
    download(await canvasToPng(canvas.current!), "kamo-my-room.png");
  };

  return (
    <section className="vis-photo" aria-labelledby="vis-photo-title">
      <div className="container">
        <h2 id="vis-photo-title">{t("photo.title")}</h2>
        <p className="vis-hero__lead">{t("photo.lead")}</p>
        <p className="vis-private">{t("photo.private")}</p>
        {hydrated ? (
          <>
            <div className="vis-photo__controls">
              <div className="vis-photo__field">
                <label htmlFor="vis-photo-file">{t("photo.choose")}</label>
                <input id="vis-photo-file" type="file" accept="image/*" onChange={choose} />
              </div>
              <p>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => void sample()}
                >
                  {t("photo.sample")}
                </button>
              </p>
              <div className="vis-photo__field">
                <label htmlFor="vis-tolerance">{t("photo.tolerance")}</label>
                <input
                  id="vis-tolerance"
                  type="range"
                  min={1}
                  max={100}
                  step={1}
                  value={tolerance ?? 40}
                  onChange={(event) => setTolerance(Number(event.currentTarget.value))}
                  aria-describedby="vis-tolerance-hint"
                />
                <p id="vis-tolerance-hint" className="vis-small">
                  {t("photo.toleranceHint")}
                </p>
              </div>
            </div>
            <p className="vis-current">
              <span className="vis-chip__swatch" style={{ backgroundColor: shade.hex }} />
              {t("photo.paintWith", { name: shade.name, code: shade.code, surface: surfaceName })}
            </p>
            <canvas
              ref={canvas}
              className="vis-photo__canvas"
              hidden={!loaded}
              width={0}
              height={0}
              onClick={(event) => void tap(event)}
              role="img"
              aria-label={t("photo.canvas")}
            />
            <p className="vis-photo__actions">
              <button
                type="button"
                className="button button--ghost"
                onClick={undo}
                disabled={undoCount === 0}
              >
                {t("photo.undo")}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={reset}
                disabled={!loaded}
              >
                {t("photo.reset")}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => void save()}
                disabled={!loaded}
              >
                {t("photo.save")}
              </button>
            </p>
            <p className="vis-small" role="status">
              {status}
            </p>
          </>
        ) : (
          <p className="vis-note">{t("photo.noScript")}</p>
        )}
      </div>
    </section>
  );
}
