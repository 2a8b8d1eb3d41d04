import { CataloguePictureView } from "~/catalogue/CataloguePictureView";
import type { CataloguePicture } from "~/catalogue/types";

export interface PictureFieldCurrent {
  value: string;
  uploaded: boolean;
  preview: CataloguePicture;
}

/**
 * Picture upload for a catalogue record: the current picture (if any) with a
 * "remove" choice, and a file input. The server checks the file's bytes; the
 * `accept` list only helps the browser's file picker. Browsers never refill a
 * file input, so when the form comes back refused for another reason it says
 * to choose the picture again.
 */
export function PictureField({
  name,
  label,
  hint,
  current,
  error,
  formRefused = false,
  removeName = `${name}Remove`,
}: {
  name: string;
  label: string;
  hint: string;
  current: PictureFieldCurrent | null;
  error?: string;
  /** The form came back with errors (any field): a chosen file is gone. */
  formRefused?: boolean;
  removeName?: string;
}) {
  const hintId = `${name}-hint`;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <>
      <div className="field field--full cat-picture-field">
        <label htmlFor={name}>{current ? `Replace ${label.toLowerCase()}` : label}</label>
        <p className="field-hint" id={hintId}>
          {hint} JPEG, PNG or WebP, up to 5 MB.
        </p>
        {current ? (
          <figure className="cat-picture-field__current">
            <CataloguePictureView
              picture={current.preview}
              alt=""
              sizes="160px"
              className="cat-thumb cat-thumb--large"
            />
            <figcaption>
              <span className="cat-picture-field__what">
                {current.uploaded ? "Uploaded picture" : "Site artwork"}
              </span>
              <code>{current.value}</code>
              <span className="choice cat-picture-field__remove">
                <input type="checkbox" id={`${name}-remove`} name={removeName} value="on" />
                <label htmlFor={`${name}-remove`}>Remove this picture</label>
              </span>
            </figcaption>
          </figure>
        ) : null}
        <input
          type="file"
          id={name}
          name={name}
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
      {formRefused && error === undefined ? (
        <p className="field-hint cat-reselect">If you had chosen a new picture, choose it again.</p>
      ) : null}
    </>
  );
}
