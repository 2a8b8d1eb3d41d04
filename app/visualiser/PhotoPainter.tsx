import { type ChangeEvent } from "react";
import { useMessages } from "~/lib/i18n/react";
import { useHydrated } from "~/platform";
import { FromPhotoLink } from "~/shades/from-photo/FromPhotoLink";
import { visualiserMessages } from "./messages";
import { openPhoto, showPhoto, usePhotoView } from "./photo-session";
import { PHOTO_CANVAS_ID, PHOTO_SECTION_ID, usePhotoMessage } from "./PhotoStage";

/** Our own sample photo (scripts/visualiser-sample-photo.mjs makes it). */
export const SAMPLE_PHOTO = "/visualiser/sample-room.jpg";

/** Brings the photo, now in the scene's place, into view and puts the keyboard on it. */
function goToPhoto() {
  const canvas = document.getElementById(PHOTO_CANVAS_ID);
  if (!canvas) return;
  canvas.focus({ preventScroll: true });
  // The page's scroll-behavior decides smooth or not (reduced motion: not).
  canvas.closest(".vis-photo-stage")?.scrollIntoView({ block: "start" });
}

/**
 * Where the visitor chooses their own photo (ADR 32): it is decoded and
 * scaled down in the browser and never sent anywhere, then shown in the
 * scene's place (PhotoStage), where each tap fills the wall it lands on with
 * the shade of the surface selected in the picker. The colour code loads with
 * the first photo.
 */
export function PhotoPainter() {
  const t = useMessages(visualiserMessages);
  const words = usePhotoMessage();
  const hydrated = useHydrated();
  const photo = usePhotoView();

  const open = async (file: Blob) => {
    if (await openPhoto(file)) goToPhoto();
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file) void open(file);
  };
  const sample = async () => {
    const response = await fetch(SAMPLE_PHOTO);
    void open(await response.blob());
  };
  const show = () => {
    showPhoto(true);
    goToPhoto();
  };
  const opening = photo.message && ["loading", "failed", "ready"].includes(photo.message.key);

  return (
    <section className="vis-photo" id={PHOTO_SECTION_ID} aria-labelledby="vis-photo-title">
      <div className="container">
        <h2 id="vis-photo-title">{t("photo.title")}</h2>
        <p className="vis-hero__lead">{t("photo.lead")}</p>
        <p className="vis-private">{t("photo.private")}</p>
        <p className="vis-small">
          <FromPhotoLink />
        </p>
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
              {photo.loaded && !photo.shown ? (
                <p>
                  <button type="button" className="button" onClick={show}>
                    {t("photo.show")}
                  </button>
                </p>
              ) : null}
            </div>
            <p className="vis-small" role="status">
              {opening ? words(photo.message) : ""}
            </p>
          </>
        ) : (
          <p className="vis-note">{t("photo.noScript")}</p>
        )}
      </div>
    </section>
  );
}

/**
 * "Your photo" among the scenes: without scripts, or before a photo is open,
 * a link to the photo section; with one open, it shows the photo again.
 */
export function PhotoSceneLink() {
  const t = useMessages(visualiserMessages);
  const photo = usePhotoView();
  return (
    <li>
      <a
        href={`#${PHOTO_SECTION_ID}`}
        aria-current={photo.shown ? "page" : undefined}
        onClick={(event) => {
          if (!photo.loaded) return;
          event.preventDefault();
          showPhoto(true);
          goToPhoto();
        }}
      >
        {t("photo.sceneLink")}
      </a>
    </li>
  );
}
