import { useEffect, useRef, type MouseEvent } from "react";
import { useMessages } from "~/lib/i18n/react";
import { useHydrated } from "~/platform";
import type { ShadeSummary } from "~/shades/explorer/types";
import { loadPngTools } from "./browser-tools";
import { visualiserMessages } from "./messages";
import {
  attachCanvas,
  paintAt,
  photoCanvas,
  resetPhoto,
  setTolerance,
  showPhoto,
  undoPhoto,
  usePhotoView,
  type PhotoMessage,
} from "./photo-session";
import { PhotoPointer } from "~/ui/photo/PhotoPointer";

/** The id of the photo's canvas: the photo section moves focus to it once a photo opens. */
export const PHOTO_CANVAS_ID = "vis-photo-canvas";
/** The photo section's id: the scenes' "Your photo" entry and its no-script note. */
export const PHOTO_SECTION_ID = "vis-photo";

/** The words of a painting message; loading and failing are the photo section's. */
export function usePhotoMessage() {
  const t = useMessages(visualiserMessages);
  return (message: PhotoMessage | null): string => {
    if (!message) return "";
    if (message.key === "painted")
      return t("photo.painted", { count: message.count, name: message.name });
    return t(`photo.${message.key}`);
  };
}

/**
 * The visitor's photo in the scene's place (issue 42): once a photo is open it
 * is drawn where the scene was, so on a phone it stays at the top of the
 * screen while the picker scrolls beneath, and a shade chip tapped there
 * repaints the wall tapped last (previewPaint in paint-preview.ts). Below it, the tools for the photo. Nothing is
 * rendered on the server or before the page runs: the photo needs scripts.
 */
export function PhotoStage({ shade, scene }: { shade: ShadeSummary; scene: string }) {
  const t = useMessages(visualiserMessages);
  const words = usePhotoMessage();
  const hydrated = useHydrated();
  const photo = usePhotoView();

  // Choosing another scene shows the scene again; the photo stays for later.
  const sceneShown = useRef(scene);
  useEffect(() => {
    if (sceneShown.current !== scene) showPhoto(false);
    sceneShown.current = scene;
  }, [scene]);
  if (!hydrated) return null;
  // Opening a photo is the photo section's to tell; painting it, the stage's.
  const painting = photo.message && !["loading", "failed", "ready"].includes(photo.message.key);
  const save = async () => {
    const canvas = photoCanvas();
    if (!canvas) return;
    const { canvasToPng, download } = await loadPngTools();
    download(await canvasToPng(canvas), "kamo-my-room.png");
  };
  const backToScene = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    showPhoto(false);
  };

  return (
    <>
      <div className="vis-photo-stage" hidden={!photo.shown}>
        <PhotoPointer
          id={PHOTO_CANVAS_ID}
          canvasRef={attachCanvas}
          label={t("photo.canvas")}
          describedBy="vis-photo-paint-with"
          onPick={(point) => void paintAt(point.x, point.y, shade)}
        />
        {/* In the part that stays on screen, so what a tap did is seen where it was made. */}
        <p className="vis-photo-stage__status" role="status">
          {painting ? words(photo.message) : ""}
        </p>
      </div>
      {photo.shown ? (
        <div className="vis-photo-tools">
          <p className="vis-current" id="vis-photo-paint-with">
            <span className="vis-chip__swatch" style={{ backgroundColor: shade.hex }} />
            <span>{t("photo.paintWith", { name: shade.name, code: shade.code })}</span>
          </p>
          <p className="vis-photo-tools__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={undoPhoto}
              disabled={photo.undoCount === 0}
            >
              {t("photo.undo")}
            </button>
            <button type="button" className="button button--ghost" onClick={resetPhoto}>
              {t("photo.reset")}
            </button>
            <button type="button" className="button button--ghost" onClick={backToScene}>
              {t("photo.backToScene")}
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
              value={photo.tolerance}
              onChange={(event) => setTolerance(Number(event.currentTarget.value))}
              aria-describedby="vis-tolerance-hint"
            />
            <p id="vis-tolerance-hint" className="vis-small">
              {t("photo.toleranceHint")}
            </p>
          </div>
          <p>
            <button type="button" className="button" onClick={() => void save()}>
              {t("photo.save")}
            </button>
          </p>
        </div>
      ) : null}
    </>
  );
}
