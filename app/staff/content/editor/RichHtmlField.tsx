import { useEffect, useRef, useState } from "react";
import { FieldError, FieldHint, LabelText } from "~/staff/ui/FieldText";
import { EditorToolbar } from "./EditorToolbar";
import type {
  ActiveFormats,
  CreateRichEditor,
  HtmlEditorProps,
  RichEditor,
  ToolCommand,
} from "./editor-types";
import { describedBy, fieldIds, type FieldIds } from "./field-ids";
import { ImagePanel } from "./ImagePanel";
import { LinkPanel } from "./LinkPanel";
import { TOOLS } from "./tools";
import { uploadPicture } from "./upload-picture";

export type RichHtmlFieldProps = Omit<HtmlEditorProps, "defaultValue" | "fallbackImageFields"> & {
  create: CreateRichEditor;
  /** What the field held when the editor replaced the textarea. */
  initialHtml: string;
};

/** The editing surface's name, description and state for assistive technology. */
function surfaceAttributes(
  ids: FieldIds,
  { hint, error, required, lang }: Pick<RichHtmlFieldProps, "hint" | "error" | "required" | "lang">,
): Record<string, string> {
  const description = describedBy(ids, hint, error);
  return {
    id: ids.surface,
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": ids.label,
    ...(description ? { "aria-describedby": description } : {}),
    ...(error ? { "aria-invalid": "true" } : {}),
    ...(required ? { "aria-required": "true" } : {}),
    // Spell-checking and a screen reader's voice follow the text's language.
    ...(lang ? { lang } : {}),
    class: "html-editor__surface prose",
    spellcheck: "true",
  };
}

const sameFormats = (a: ActiveFormats, b: ActiveFormats) =>
  (Object.keys({ ...a, ...b }) as (keyof ActiveFormats)[]).every((key) => a[key] === b[key]);

/**
 * The rich editor: a toolbar, its link and picture panels, the editing
 * surface, and a hidden textarea that always holds the HTML the form posts.
 */
export function RichHtmlField(props: RichHtmlFieldProps) {
  const { name, label, hint, error, uploadUrl, create, initialHtml } = props;
  const ids = fieldIds(name);
  const mountRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<RichEditor | null>(null);
  const [formats, setFormats] = useState<ActiveFormats>({});
  const [panel, setPanel] = useState<"link" | "image" | null>(null);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const [panelError, setPanelError] = useState("");
  const [status, setStatus] = useState("");
  const [uploading, setUploading] = useState(false);
  const tools = TOOLS.filter((tool) => tool.command !== "image" || uploadUrl);

  const attributes = surfaceAttributes(ids, props);
  const attributesKey = JSON.stringify(attributes);
  // The editor is made once; it reads the latest attributes through this ref.
  const attributesRef = useRef(attributes);
  useEffect(() => {
    attributesRef.current = JSON.parse(attributesKey) as Record<string, string>;
    editorRef.current?.setAttributes(attributesRef.current);
  }, [attributesKey]);

  useEffect(() => {
    const element = mountRef.current;
    if (!element) return;
    const editor = create({
      element,
      content: initialHtml,
      attributes: attributesRef.current,
      onChange: (html) => {
        if (textareaRef.current) textareaRef.current.value = html;
      },
      onFormats: (next) => setFormats((current) => (sameFormats(current, next) ? current : next)),
      onKeyDown: (event) => {
        // Alt+F10 moves to the toolbar, as in other rich-text editors.
        if (!(event.altKey && event.key === "F10")) return false;
        toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
        return true;
      },
    });
    editorRef.current = editor;
    return () => {
      editorRef.current = null;
      editor.destroy();
    };
  }, [create, initialHtml]);

  function closePanel(message = "") {
    setPanel(null);
    setPanelError("");
    if (message) setStatus(message);
    editorRef.current?.focus();
  }

  function onCommand(command: ToolCommand) {
    setPanelError("");
    if (command === "link") {
      setLinkHref(editorRef.current?.linkAtSelection() ?? null);
      setPanel(panel === "link" ? null : "link");
    } else if (command === "image") setPanel(panel === "image" ? null : "image");
    else editorRef.current?.format(command);
  }

  async function insertPicture(file: File | undefined, alt: string) {
    if (!uploadUrl) return;
    if (!file) return setPanelError("Choose a picture to upload.");
    if (alt.trim() === "")
      return setPanelError("Describe the picture for people who cannot see it.");
    const form = mountRef.current?.closest("form");
    const csrf = form?.querySelector<HTMLInputElement>('input[name="_csrf"]')?.value ?? "";
    setUploading(true);
    setPanelError("");
    setStatus("Uploading the picture…");
    const result = await uploadPicture(uploadUrl, file, alt.trim(), csrf);
    setUploading(false);
    if ("error" in result) {
      setPanelError(result.error);
      setStatus("");
      return;
    }
    editorRef.current?.insertPicture(result.picture);
    closePanel("Picture inserted.");
  }

  return (
    <div className="field field--full html-editor is-enhanced">
      {/* Not a <label>: the surface is not a form control; it is named by aria-labelledby. */}
      <span className="field-label" id={ids.label}>
        <LabelText label={label} required={props.required} />
      </span>
      <FieldHint id={ids.hint} hint={hint} />
      <div className={`html-editor__frame${error ? " is-invalid" : ""}`}>
        <EditorToolbar
          label={`${label}: formatting`}
          controls={ids.surface}
          tools={tools}
          active={formats}
          openPanel={panel}
          onCommand={onCommand}
          toolbarRef={toolbarRef}
        />
        {panel === "link" ? (
          <LinkPanel
            id={ids.linkInput}
            initialHref={linkHref}
            onApply={(href) => {
              editorRef.current?.setLink(href);
              closePanel("Link added.");
            }}
            onRemove={() => {
              editorRef.current?.removeLink();
              closePanel("Link removed.");
            }}
            onCancel={() => closePanel()}
          />
        ) : null}
        {panel === "image" ? (
          <ImagePanel
            ids={ids}
            error={panelError}
            uploading={uploading}
            onUpload={insertPicture}
            onCancel={() => closePanel()}
          />
        ) : null}
        {/* The editor puts its surface in here; nothing else renders into it. */}
        <div ref={mountRef} className="html-editor__mount" />
      </div>
      <textarea
        ref={textareaRef}
        name={name}
        defaultValue={initialHtml}
        hidden
        readOnly
        tabIndex={-1}
        aria-hidden="true"
      />
      <p className="visually-hidden" role="status" id={ids.status}>
        {status}
      </p>
      <FieldError id={ids.error} error={error} />
    </div>
  );
}
