import type { ReactNode } from "react";
import { FieldError } from "./FieldText";

/** A picture as the field shows it: the picture itself and a line saying what it is. */
export interface PictureView {
  preview: ReactNode;
  description: string;
  /** The stored value (an artwork name or a /media/ path), for staff who need to tell pictures apart. */
  value?: string;
}

/**
 * The picture of a record (a catalogue banner, a product card, a blog post):
 * the current picture with a box to remove it, and a file input to add or
 * replace it, plus any fields of the caller's (a description, the current
 * picture in hidden fields). The server checks the file's bytes; the `accept`
 * list only helps the browser's file picker.
 */
export function PictureField({
  name,
  legend,
  label,
  replaceLabel,
  hint,
  current,
  empty,
  removeName,
  error,
  formRefused = false,
  children,
}: {
  /** Name and id of the file input; the hint, error and remove box ids derive from it. */
  name: string;
  legend: string;
  /** The file input's label while there is no picture, and while there is one. */
  label: string;
  replaceLabel: string;
  /** What to upload; the accepted formats and size are added. */
  hint: string;
  current: PictureView | null;
  /** Shown while there is no picture (what visitors see instead). */
  empty?: PictureView;
  removeName: string;
  error?: string;
  /**
   * The form came back with errors and the caller does not keep a chosen file:
   * browsers never refill a file input, so the field asks to choose it again.
   */
  formRefused?: boolean;
  children?: ReactNode;
}) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  const shown = current ?? empty;
  return (
    <fieldset className="field--full picture-field">
      <legend className="field-label">{legend}</legend>
      <div className={`picture-field__body${shown ? " picture-field__body--with-preview" : ""}`}>
        {shown ? (
          <figure className="picture-field__preview">
            {shown.preview}
            <figcaption>
              <span className="picture-field__what">{shown.description}</span>
              {shown.value ? <code>{shown.value}</code> : null}
            </figcaption>
          </figure>
        ) : null}
        <div className="picture-field__controls">
          <div className="field">
            <label htmlFor={name}>{current ? replaceLabel : label}</label>
            <p className="field-hint" id={hintId}>
              {hint} JPEG, PNG or WebP, up to 5 MB.
            </p>
            <input
              type="file"
              id={name}
              name={name}
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            />
            <FieldError id={errorId} error={error} />
          </div>
          {children}
          {current ? (
            <span className="choice">
              <input type="checkbox" id={`${name}-remove`} name={removeName} value="on" />
              <label htmlFor={`${name}-remove`}>Remove this picture</label>
            </span>
          ) : null}
          {formRefused && error === undefined ? (
            <p className="field-hint">If you had chosen a new picture, choose it again.</p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
