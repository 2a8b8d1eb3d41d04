import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useMessages } from "~/lib/i18n/react";
import { decodePhoto } from "~/ui/photo/photo-file";
import { PhotoPointer, type PhotoPoint } from "~/ui/photo/PhotoPointer";
import { fromPhotoMessages } from "./messages";
import { SAMPLE_RADIUS, sampleColour } from "./sample";

/** The close-up: this many photo pixels each side of the point, each drawn this many times larger. */
const LENS_REACH = 12;
const LENS_ZOOM = 5;
const LENS_SIZE = (2 * LENS_REACH + 1) * LENS_ZOOM;

export const SAMPLER_CANVAS_ID = "fp-photo";
/** The results' heading (routes/colours.from-photo.tsx), scrolled to below the photo on a phone. */
export const RESULTS_HEADING_ID = "fp-results-title";
/** When the photo sticks at the top of the screen: from-photo.css's media query. */
const STICKY_PHOTO = "(max-width: 991.98px) and (min-height: 500px)";

/**
 * The visitor's photo, opened in the browser (the visualiser's decoding,
 * photo-file.ts) and never sent anywhere. A tap, or Enter on the marker the
 * arrow keys move, samples the colour around that point (sample.ts); a
 * close-up shows the point and the ring averaged. `onSample` gets the colour.
 */
export function PhotoSampler({ onSample }: { onSample: (hex: string) => void }) {
  const t = useMessages(fromPhotoMessages);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const lens = useRef<HTMLCanvasElement | null>(null);
  const pixels = useRef<ImageData | null>(null);
  /** A photo has just been opened: the next render that shows it brings it into view. */
  const opened = useRef(false);
  const [state, setState] = useState<"empty" | "loading" | "ready" | "failed">("empty");
  /** Where the close-up sits: over the side of the photo away from the point, so it never hides it. */
  const [lensSide, setLensSide] = useState<"left" | "right" | null>(null);

  const open = async (file: Blob) => {
    setState("loading");
    try {
      pixels.current = await decodePhoto(file, canvas.current!);
      setLensSide(null);
      opened.current = true;
      setState("ready");
    } catch {
      setState("failed");
    }
  };
  // The photo is what the visitor works on next: once it shows, put the
  // keyboard on it and bring it into view. On a phone it sticks at the top
  // (from-photo.css), so the page scrolls to the shades' heading, which the
  // scroll padding leaves just below the photo: both in view. After the
  // render that shows it, or the heading would be measured above a hidden photo.
  useEffect(() => {
    const photo = canvas.current;
    if (state !== "ready" || !opened.current || !photo) return;
    opened.current = false;
    photo.focus({ preventScroll: true });
    if (matchMedia(STICKY_PHOTO).matches)
      document.getElementById(RESULTS_HEADING_ID)?.scrollIntoView({ block: "start" });
    else photo.scrollIntoView({ block: "nearest" });
  }, [state]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) void open(file);
  };

  /** Draws the pixels around `point`, magnified, without smoothing: the pixels as they are. */
  const magnify = (point: PhotoPoint) => {
    const source = canvas.current;
    const target = lens.current;
    if (!source || !target) return;
    const context = target.getContext("2d")!;
    context.imageSmoothingEnabled = false;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, LENS_SIZE, LENS_SIZE);
    context.drawImage(
      source,
      point.x - LENS_REACH,
      point.y - LENS_REACH,
      2 * LENS_REACH + 1,
      2 * LENS_REACH + 1,
      0,
      0,
      LENS_SIZE,
      LENS_SIZE,
    );
    setLensSide(point.x > source.width / 2 ? "left" : "right");
  };
  const pick = (point: PhotoPoint) => {
    magnify(point);
    const photo = pixels.current;
    const sample = photo ? sampleColour(photo, point.x, point.y) : undefined;
    if (sample) onSample(sample.hex);
  };

  const status =
    state === "loading"
      ? t("photo.loading")
      : state === "ready"
        ? t("photo.ready")
        : state === "failed"
          ? t("photo.failed")
          : "";

  return (
    <div className="fp-sampler">
      <div className="fp-field">
        <label htmlFor="fp-file">{t("photo.choose")}</label>
        <input
          id="fp-file"
          type="file"
          accept="image/*"
          onChange={choose}
          aria-describedby="fp-file-hint"
        />
        <p id="fp-file-hint" className="fp-small">
          {t("photo.chooseHint")}
        </p>
      </div>
      <p className="fp-small" role="status">
        {status}
      </p>
      <div className="fp-stage">
        <PhotoPointer
          id={SAMPLER_CANVAS_ID}
          canvasRef={(element) => {
            canvas.current = element;
          }}
          label={t("photo.canvas")}
          hidden={state !== "ready"}
          onPick={pick}
          onMove={magnify}
          className="fp-photo"
        />
        <div
          className={`fp-lens fp-lens--${lensSide ?? "right"}`}
          hidden={lensSide === null || state !== "ready"}
        >
          <canvas ref={lens} width={LENS_SIZE} height={LENS_SIZE} aria-hidden="true" />
          {/* The ring averaged: SAMPLE_RADIUS pixels each side of the point, at the close-up's scale. */}
          <span
            className="fp-lens__ring"
            aria-hidden="true"
            style={{ width: (2 * SAMPLE_RADIUS + 1) * LENS_ZOOM }}
          />
        </div>
      </div>
    </div>
  );
}
