import { useEffect, useRef, useState } from "react";
import { isAllowedLinkHref, LINK_HREF_ERROR } from "./editor-html";

/**
 * The link tool's panel: an address (checked before it is applied), and
 * "Remove link" when the selection is in a link already. Enter applies,
 * Escape cancels; neither submits the page's form.
 */
export function LinkPanel({
  id,
  initialHref,
  onApply,
  onRemove,
  onCancel,
}: {
  /** The address input's id. */
  id: string;
  /** The link the selection is in, or null for a new one. */
  initialHref: string | null;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [href, setHref] = useState(initialHref ?? "");
  const [error, setError] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  // The panel takes focus when it opens (autoFocus would also fire on re-renders).
  useEffect(() => inputRef.current?.focus(), []);

  function apply() {
    const value = href.trim();
    if (!isAllowedLinkHref(value)) return setError(LINK_HREF_ERROR);
    onApply(value);
  }

  const errorId = `${id}-error`;
  return (
    <div className="html-editor__panel" role="group" aria-label="Link">
      <div className="field">
        <label htmlFor={id}>Link address</label>
        <input
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          ref={inputRef}
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            } else if (event.key === "Escape") {
              event.preventDefault();
              onCancel();
            }
          }}
        />
        {error ? (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
      <div className="html-editor__panel-actions">
        <button type="button" className="button button--small" onClick={apply}>
          Apply link
        </button>
        {initialHref !== null ? (
          <button
            type="button"
            className="button button--small button--secondary"
            onClick={onRemove}
          >
            Remove link
          </button>
        ) : null}
        <button type="button" className="button button--small button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
