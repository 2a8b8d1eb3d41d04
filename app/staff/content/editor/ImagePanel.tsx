import { useEffect, useRef } from "react";

/** The picture tool's panel: a file and its description, uploaded and inserted together. */
export function ImagePanel({
  ids,
  error,
  uploading,
  onUpload,
  onCancel,
}: {
  ids: { imageFile: string; imageAlt: string };
  error: string;
  uploading: boolean;
  onUpload: (file: File | undefined, alt: string) => void;
  onCancel: () => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const altRef = useRef<HTMLInputElement>(null);
  useEffect(() => fileRef.current?.focus(), []);
  const submit = () => onUpload(fileRef.current?.files?.[0], altRef.current?.value ?? "");
  return (
    <div className="html-editor__panel" role="group" aria-label="Insert picture">
      <div className="field">
        <label htmlFor={ids.imageFile}>Picture (JPEG, PNG or WebP, up to 5 MB)</label>
        <input
          ref={fileRef}
          id={ids.imageFile}
          type="file"
          accept="image/jpeg,image/png,image/webp"
        />
      </div>
      <div className="field">
        <label htmlFor={ids.imageAlt}>Description of the picture</label>
        <input
          ref={altRef}
          id={ids.imageAlt}
          type="text"
          maxLength={200}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              submit();
            }
          }}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="html-editor__panel-actions">
        <button
          type="button"
          className="button button--small"
          disabled={uploading}
          onClick={submit}
        >
          {uploading ? "Uploading…" : "Upload and insert"}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
