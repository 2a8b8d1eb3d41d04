import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { cleanForEditing, imageHtml, isAllowedLinkHref, serializeSurface } from "./editor-html";
import "~/staff/content/staff-content.css";

const subscribeNever = () => () => {};

/** False in the server HTML and during hydration (so both match), true afterwards. */
function useEnhanced(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export interface HtmlEditorProps {
  /** The form field that carries the HTML; also the base of the element ids. */
  name: string;
  label: string;
  defaultValue: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /**
   * Where pictures are posted (multipart: `_csrf`, `file`, `alt`; answers JSON
   * `{ url, width, height }` or `{ error }`). Without it there is no picture tool.
   */
  uploadUrl?: string;
  /** Without JavaScript: names of a file field and its alt text, appended to the HTML on save. */
  fallbackImageFields?: { file: string; alt: string };
}

type Command =
  | "paragraph"
  | "heading"
  | "subheading"
  | "bold"
  | "italic"
  | "bullets"
  | "numbers"
  | "link"
  | "image";

interface Tool {
  command: Command;
  label: string;
  icon: ReactNode;
  /** Tools with an on/off state announce it with aria-pressed. */
  toggles?: boolean;
}

const glyph = (text: string, className = "") => (
  <span className={`html-editor__glyph ${className}`} aria-hidden="true">
    {text}
  </span>
);

const svg = (path: ReactNode) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="html-editor__icon">
    {path}
  </svg>
);

const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const TOOLS: Tool[] = [
  { command: "paragraph", label: "Paragraph", icon: glyph("¶"), toggles: true },
  { command: "heading", label: "Heading", icon: glyph("H2"), toggles: true },
  { command: "subheading", label: "Subheading", icon: glyph("H3"), toggles: true },
  { command: "bold", label: "Bold", icon: glyph("B", "is-bold"), toggles: true },
  { command: "italic", label: "Italic", icon: glyph("I", "is-italic"), toggles: true },
  {
    command: "bullets",
    label: "Bulleted list",
    toggles: true,
    icon: svg(
      <>
        <path d="M9 6h11M9 12h11M9 18h11" {...stroke} />
        <circle cx="4.5" cy="6" r="1.5" fill="currentColor" />
        <circle cx="4.5" cy="12" r="1.5" fill="currentColor" />
        <circle cx="4.5" cy="18" r="1.5" fill="currentColor" />
      </>,
    ),
  },
  {
    command: "numbers",
    label: "Numbered list",
    toggles: true,
    icon: svg(
      <>
        <path d="M10 6h10M10 12h10M10 18h10" {...stroke} />
        <path d="M4 4.5l1.5-1V9M3.5 9h3" {...stroke} strokeWidth={1.5} />
        <path d="M3.5 14.5c.5-1 2.8-1 2.8.5 0 1.2-2.8 2-2.8 3.5h3" {...stroke} strokeWidth={1.5} />
      </>,
    ),
  },
  {
    command: "link",
    label: "Link",
    icon: svg(
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
        {...stroke}
      />,
    ),
  },
  {
    command: "image",
    label: "Insert picture",
    icon: svg(
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
        <circle cx="9" cy="10" r="2" {...stroke} />
        <path d="M21 16l-5-5-9 9" {...stroke} />
      </>,
    ),
  },
];

type Panel = "none" | "link" | "image";

/**
 * A rich-text field that always posts HTML in `name`.
 *
 * Without JavaScript it is a labelled textarea of HTML (and, if asked, a
 * picture upload appended on save). Once hydrated, the textarea is hidden and
 * kept in sync with an editing surface (contenteditable) and a toolbar:
 * paragraph/headings, bold, italic, lists, links and uploaded pictures. The
 * toolbar follows the WAI-ARIA toolbar pattern: one tab stop, arrow keys,
 * Home/End; every button has a name and toggles announce their state.
 * Only React handlers are used (our CSP forbids inline scripts and handlers),
 * and the server sanitizes whatever is posted.
 */
export function HtmlEditor({
  name,
  label,
  defaultValue,
  hint,
  error,
  required,
  uploadUrl,
  fallbackImageFields,
}: HtmlEditorProps) {
  const enhanced = useEnhanced();
  // Ids derive from the field name (one editor per field), so an error summary can link to `#name`.
  const baseId = name;
  const ids = {
    label: `${baseId}-label`,
    hint: `${baseId}-hint`,
    error: `${baseId}-error`,
    surface: baseId,
    status: `${baseId}-status`,
    linkInput: `${baseId}-link`,
    imageFile: `${baseId}-image-file`,
    imageAlt: `${baseId}-image-alt`,
  };
  const describedBy = [hint ? ids.hint : "", error ? ids.error : ""].filter(Boolean).join(" ");

  const surfaceRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  /**
   * What the plain textarea held when the editor replaced it. A slow phone can
   * show the server's textarea for seconds before the toolbar arrives, and
   * whatever was typed there in the meantime must carry over.
   */
  const typedBeforeEnhancement = useRef<string | null>(null);
  const plainTextareaRef = useCallback((element: HTMLTextAreaElement | null) => {
    if (element) textareaRef.current = element;
    else if (textareaRef.current) typedBeforeEnhancement.current = textareaRef.current.value;
  }, []);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [active, setActive] = useState<Partial<Record<Command, boolean>>>({});
  const [panel, setPanel] = useState<Panel>("none");
  const [linkValue, setLinkValue] = useState("");
  /** True when the link panel was opened on an existing link (offers "Remove link"). */
  const [editingLink, setEditingLink] = useState(false);
  const [panelError, setPanelError] = useState("");
  const [status, setStatus] = useState("");
  const [uploading, setUploading] = useState(false);

  const tools = TOOLS.filter((tool) => tool.command !== "image" || uploadUrl);
  const linkInputRef = useRef<HTMLInputElement>(null);

  // A panel takes focus when it opens (autoFocus would also fire on re-renders).
  useEffect(() => {
    if (panel === "link") linkInputRef.current?.focus();
  }, [panel]);

  const sync = useCallback(() => {
    const surface = surfaceRef.current;
    const textarea = textareaRef.current;
    if (surface && textarea) textarea.value = serializeSurface(surface);
  }, []);

  // Fill the surface once, from what the textarea holds (the saved or re-shown value).
  useEffect(() => {
    if (!enhanced) return;
    const surface = surfaceRef.current;
    const textarea = textareaRef.current;
    if (!surface || !textarea) return;
    surface.replaceChildren(cleanForEditing(typedBeforeEnhancement.current ?? textarea.value));
    // Enter starts a new <p>, not a <div>, so the HTML stays within the allow-list.
    document.execCommand("defaultParagraphSeparator", false, "p");
    sync();
  }, [enhanced, sync]);

  // Remember the last selection inside the surface, so toolbar commands and
  // panels act on it after focus has moved to a button or an input.
  useEffect(() => {
    if (!enhanced) return;
    const onSelectionChange = () => {
      const surface = surfaceRef.current;
      const selection = document.getSelection();
      if (!surface || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (!surface.contains(range.commonAncestorContainer)) return;
      savedRange.current = range.cloneRange();
      setActive(readActiveState());
    };
    document.addEventListener("selectionchange", onSelectionChange);
    return () => document.removeEventListener("selectionchange", onSelectionChange);
  }, [enhanced]);

  function restoreSelection() {
    const surface = surfaceRef.current;
    if (!surface) return;
    surface.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    } else if (selection) {
      // Nothing chosen yet: act at the end of the text.
      const range = document.createRange();
      range.selectNodeContents(surface);
      range.collapse(false);
      selection.removeAllRanges();
      selection.addRange(range);
    }
  }

  function exec(command: string, value?: string) {
    restoreSelection();
    document.execCommand(command, false, value);
    sync();
    setActive(readActiveState());
  }

  function run(command: Command) {
    setPanelError("");
    switch (command) {
      case "paragraph":
        return exec("formatBlock", "<p>");
      case "heading":
        return exec("formatBlock", active.heading ? "<p>" : "<h2>");
      case "subheading":
        return exec("formatBlock", active.subheading ? "<p>" : "<h3>");
      case "bold":
        return exec("bold");
      case "italic":
        return exec("italic");
      case "bullets":
        return exec("insertUnorderedList");
      case "numbers":
        return exec("insertOrderedList");
      case "link": {
        const anchor = anchorAtSelection(savedRange.current);
        setLinkValue(anchor?.getAttribute("href") ?? "");
        setEditingLink(anchor !== null);
        return setPanel(panel === "link" ? "none" : "link");
      }
      case "image":
        return setPanel(panel === "image" ? "none" : "image");
    }
  }

  function closePanel(message = "") {
    setPanel("none");
    setPanelError("");
    if (message) setStatus(message);
    restoreSelection();
  }

  function applyLink() {
    const href = linkValue.trim();
    if (!isAllowedLinkHref(href)) {
      setPanelError(
        "Enter a full web address (https://…), an email (mailto:…), a phone number (tel:…) or a page of our site (/…).",
      );
      return;
    }
    restoreSelection();
    const selection = document.getSelection();
    if (selection && selection.isCollapsed && !anchorAtSelection(savedRange.current)) {
      // No text chosen: the address itself becomes the link text.
      document.execCommand("insertText", false, href);
      const range = selection.getRangeAt(0);
      range.setStart(range.endContainer, Math.max(0, range.endOffset - href.length));
      selection.removeAllRanges();
      selection.addRange(range);
    }
    document.execCommand("createLink", false, href);
    sync();
    savedRange.current = document.getSelection()?.getRangeAt(0).cloneRange() ?? null;
    closePanel("Link added.");
  }

  function removeLink() {
    restoreSelection();
    const anchor = anchorAtSelection(savedRange.current);
    if (anchor) {
      const range = document.createRange();
      range.selectNodeContents(anchor);
      const selection = document.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    document.execCommand("unlink");
    sync();
    closePanel("Link removed.");
  }

  async function uploadImage(file: File | undefined, alt: string) {
    if (!uploadUrl) return;
    if (!file) return setPanelError("Choose a picture to upload.");
    if (alt.trim() === "")
      return setPanelError("Describe the picture for people who cannot see it.");
    const form = surfaceRef.current?.closest("form");
    const csrf = form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? "";
    const body = new FormData();
    body.set("_csrf", csrf);
    body.set("file", file);
    setUploading(true);
    setPanelError("");
    setStatus("Uploading the picture…");
    try {
      const response = await fetch(uploadUrl, {
        method: "POST",
        body,
        credentials: "same-origin",
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as {
        url?: string;
        width?: number;
        height?: number;
        error?: string;
        message?: string;
      } | null;
      if (!response.ok || !answer?.url) {
        const reason =
          response.status === 413
            ? "The picture is too large to upload. Choose one under 5 MB."
            : (answer?.error ?? answer?.message ?? "The picture could not be uploaded. Try again.");
        setPanelError(reason);
        setStatus("");
        return;
      }
      exec(
        "insertHTML",
        imageHtml({ url: answer.url, alt: alt.trim(), width: answer.width, height: answer.height }),
      );
      closePanel("Picture inserted.");
    } catch {
      setPanelError("The picture could not be uploaded. Check your connection and try again.");
      setStatus("");
    } finally {
      setUploading(false);
    }
  }

  function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next =
      event.key === "ArrowRight"
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === "ArrowLeft"
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  }

  function onSurfaceKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Alt+F10 moves to the toolbar, as in other rich-text editors.
    if (event.altKey && event.key === "F10") {
      event.preventDefault();
      toolbarRef.current?.querySelectorAll<HTMLButtonElement>("button")[focusIndex]?.focus();
    }
  }

  const labelText = (
    <>
      {label}
      {required ? (
        <span className="field-required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  const hintElement = hint ? (
    <p className="field-hint" id={ids.hint}>
      {hint}
    </p>
  ) : null;
  const errorElement = error ? (
    <p className="field-error" id={ids.error}>
      {error}
    </p>
  ) : null;

  if (!enhanced)
    return (
      <div className="field field--full html-editor">
        <label htmlFor={baseId}>{labelText}</label>
        {hintElement}
        <p className="field-hint html-editor__html-hint">
          Write HTML: &lt;p&gt;, &lt;h2&gt;, &lt;h3&gt;, &lt;strong&gt;, &lt;em&gt;, &lt;ul&gt; or
          &lt;ol&gt; with &lt;li&gt;, &lt;a href=&quot;https://…&quot;&gt;. Anything else is removed
          on save.
        </p>
        <textarea
          ref={plainTextareaRef}
          id={baseId}
          name={name}
          rows={14}
          className="html-editor__source"
          defaultValue={defaultValue}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          spellCheck
        />
        {errorElement}
        {fallbackImageFields ? (
          <fieldset className="html-editor__fallback-image">
            <legend>Add a picture at the end (optional)</legend>
            <div className="field">
              <label htmlFor={fallbackImageFields.file}>
                Picture (JPEG, PNG or WebP, up to 5 MB)
              </label>
              <input
                id={fallbackImageFields.file}
                type="file"
                name={fallbackImageFields.file}
                accept="image/jpeg,image/png,image/webp"
              />
            </div>
            <div className="field">
              <label htmlFor={fallbackImageFields.alt}>Description of the added picture</label>
              <input
                id={fallbackImageFields.alt}
                type="text"
                name={fallbackImageFields.alt}
                maxLength={200}
              />
            </div>
          </fieldset>
        ) : null}
      </div>
    );

  return (
    <div className="field field--full html-editor is-enhanced">
      {/* Not a <label>: the surface is not a form control; it is named by aria-labelledby. */}
      <span className="field-label" id={ids.label}>
        {labelText}
      </span>
      {hintElement}
      <div className={`html-editor__frame${error ? " is-invalid" : ""}`}>
        <div
          ref={toolbarRef}
          className="html-editor__toolbar"
          role="toolbar"
          aria-label={`${label}: formatting`}
          aria-controls={ids.surface}
          onKeyDown={onToolbarKeyDown}
        >
          {tools.map((tool, index) => (
            <button
              key={tool.command}
              type="button"
              className="html-editor__tool"
              tabIndex={index === focusIndex ? 0 : -1}
              aria-label={tool.label}
              title={tool.label}
              aria-pressed={tool.toggles ? Boolean(active[tool.command]) : undefined}
              aria-expanded={
                tool.command === "link"
                  ? panel === "link"
                  : tool.command === "image"
                    ? panel === "image"
                    : undefined
              }
              // Keep the text selection when the button is clicked with a mouse.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocusIndex(index)}
              onClick={() => run(tool.command)}
            >
              {tool.icon}
            </button>
          ))}
        </div>

        {panel === "link" ? (
          <div className="html-editor__panel" role="group" aria-label="Link">
            <div className="field">
              <label htmlFor={ids.linkInput}>Link address</label>
              <input
                id={ids.linkInput}
                type="text"
                inputMode="url"
                autoComplete="off"
                ref={linkInputRef}
                value={linkValue}
                aria-invalid={panelError ? true : undefined}
                aria-describedby={panelError ? `${ids.linkInput}-error` : undefined}
                onChange={(event) => setLinkValue(event.target.value)}
                onKeyDown={(event) => {
                  // Enter would submit the whole form; here it adds the link.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    applyLink();
                  } else if (event.key === "Escape") {
                    event.preventDefault();
                    closePanel();
                  }
                }}
              />
              {panelError ? (
                <p className="field-error" id={`${ids.linkInput}-error`}>
                  {panelError}
                </p>
              ) : null}
            </div>
            <div className="html-editor__panel-actions">
              <button type="button" className="button button--small" onClick={applyLink}>
                Apply link
              </button>
              {editingLink ? (
                <button
                  type="button"
                  className="button button--small button--secondary"
                  onClick={removeLink}
                >
                  Remove link
                </button>
              ) : null}
              <button
                type="button"
                className="button button--small button--ghost"
                onClick={() => closePanel()}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : null}

        {panel === "image" ? (
          <ImagePanel
            ids={ids}
            error={panelError}
            uploading={uploading}
            onUpload={uploadImage}
            onCancel={() => closePanel()}
          />
        ) : null}

        <div
          ref={surfaceRef}
          id={ids.surface}
          className="html-editor__surface prose"
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={ids.label}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          spellCheck
          onInput={sync}
          onBlur={sync}
          onKeyDown={onSurfaceKeyDown}
        />
      </div>
      {/* Its own key: a new element, not the visible textarea of the server HTML made hidden. */}
      <textarea
        key="mirror"
        ref={textareaRef}
        name={name}
        defaultValue={defaultValue}
        hidden
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
      <p className="visually-hidden" role="status" id={ids.status}>
        {status}
      </p>
      {errorElement}
    </div>
  );
}

function ImagePanel({
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

/** The link the selection sits in, if any (never looking outside the editing surface). */
function anchorAtSelection(range: Range | null): HTMLAnchorElement | null {
  let node: Node | null = range?.commonAncestorContainer ?? null;
  while (node) {
    if (node instanceof HTMLAnchorElement) return node;
    if (node instanceof HTMLElement && node.isContentEditable && node.contentEditable === "true")
      return null;
    node = node.parentNode;
  }
  return null;
}

/** Which toggles are on where the caret is. */
function readActiveState(): Partial<Record<Command, boolean>> {
  const block = String(document.queryCommandValue("formatBlock")).toLowerCase();
  return {
    paragraph: block === "p",
    heading: block === "h2",
    subheading: block === "h3",
    bold: document.queryCommandState("bold"),
    italic: document.queryCommandState("italic"),
    bullets: document.queryCommandState("insertUnorderedList"),
    numbers: document.queryCommandState("insertOrderedList"),
  };
}
