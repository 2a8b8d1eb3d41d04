import { ContentPicture } from "~/editorial/ContentPicture";
import type { ContentImage } from "~/editorial/blog-types";
import "~/staff/content/staff-content.css";

const isMedia = (value: string) => value.startsWith("/media/");

/**
 * The main picture of a blog post or news item: the current one (our artwork
 * or an upload) with its description, a file field to replace it and a box to
 * remove it. The current picture travels in hidden fields, so a form refused
 * for another reason keeps a picture that was just uploaded.
 */
export function PictureField({
  image,
  imageAlt,
  imageWidth,
  imageHeight,
  fallback,
  errors,
}: {
  image: string;
  imageAlt: string;
  imageWidth: number | null;
  imageHeight: number | null;
  /** Artwork the public page shows when there is no picture. */
  fallback: string;
  errors: { imageFile?: string; imageAlt?: string; image?: string };
}) {
  const current: ContentImage | undefined = image
    ? isMedia(image)
      ? { url: image, width: imageWidth ?? undefined, height: imageHeight ?? undefined }
      : { artwork: image }
    : undefined;
  const fileError = errors.imageFile ?? errors.image;
  return (
    <fieldset className="field--full picture-field">
      <legend className="field-label">Picture</legend>
      <input type="hidden" name="image" value={image} />
      <input type="hidden" name="imageWidth" value={imageWidth ?? ""} />
      <input type="hidden" name="imageHeight" value={imageHeight ?? ""} />
      <div className="picture-field__body">
        <figure className="picture-field__preview">
          <ContentPicture
            image={current}
            alt=""
            fallback={fallback}
            sizes="(min-width: 768px) 240px, 100vw"
          />
          <figcaption>
            {current
              ? isMedia(image)
                ? "Current picture (uploaded)"
                : "Current picture (Kamo artwork)"
              : "No picture yet: the page shows a standard Kamo illustration."}
          </figcaption>
        </figure>
        <div className="picture-field__controls">
          <div className="field">
            <label htmlFor="imageFile">
              {current ? "Replace with a new picture" : "Upload a picture"}
            </label>
            <p className="field-hint" id="imageFile-hint">
              JPEG, PNG or WebP, up to 5 MB. Landscape pictures about 1200 × 800 pixels look best.
            </p>
            <input
              id="imageFile"
              name="imageFile"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`imageFile-hint${fileError ? " imageFile-error" : ""}`}
            />
            {fileError ? (
              <p className="field-error" id="imageFile-error">
                {fileError}
              </p>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="imageAlt">Description of the picture</label>
            <p className="field-hint" id="imageAlt-hint">
              What the picture shows, for people who cannot see it. For example: “A living room with
              a saffron accent wall and brass lamps”.
            </p>
            <input
              id="imageAlt"
              name="imageAlt"
              type="text"
              maxLength={200}
              defaultValue={imageAlt}
              aria-invalid={errors.imageAlt ? true : undefined}
              aria-describedby={`imageAlt-hint${errors.imageAlt ? " imageAlt-error" : ""}`}
            />
            {errors.imageAlt ? (
              <p className="field-error" id="imageAlt-error">
                {errors.imageAlt}
              </p>
            ) : null}
          </div>
          {current ? (
            <label className="choice">
              <input type="checkbox" name="removeImage" />
              <span>Remove the picture</span>
            </label>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
