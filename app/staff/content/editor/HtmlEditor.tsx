import { useEffect, useRef, useState } from "react";
import type { CreateRichEditor, HtmlEditorProps } from "./editor-types";
import { HtmlSourceField } from "./HtmlSourceField";
import { RichHtmlField } from "./RichHtmlField";

export type { HtmlEditorProps };

/**
 * The editing engine, a chunk of its own (ADR 11). Asked for as soon as a page
 * with an editor runs its scripts, alongside hydration rather than after it.
 * The server build leaves it out altogether (import.meta.env.SSR is a constant
 * there, so the import is dropped): a dynamic import would split the server
 * bundle into chunks, and code that finds files beside the bundle would look
 * in the wrong folder.
 */
const engine: Promise<CreateRichEditor> | null = import.meta.env.SSR
  ? null
  : import("./rich-editor").then((module) => module.createRichEditor);
// A failed load is handled where it is awaited; this keeps it from being reported as unhandled first.
engine?.catch(() => {});

/**
 * A rich-text field that always posts HTML in `name`.
 *
 * Without JavaScript, and until the editor has loaded, it is a labelled
 * textarea of HTML (and, if asked, a picture upload appended on save). Then
 * the textarea gives way to the editor (RichHtmlField): paragraph and
 * headings, bold, italic, lists, links and uploaded pictures, with a toolbar
 * operable from the keyboard. The server sanitizes whatever is posted.
 */
export function HtmlEditor(props: HtmlEditorProps) {
  const sourceRef = useRef<HTMLTextAreaElement>(null);
  const [loaded, setLoaded] = useState<{ create: CreateRichEditor; initialHtml: string } | null>(
    null,
  );

  useEffect(() => {
    let live = true;
    engine?.then(
      (create) => {
        // A slow phone can show the textarea for seconds before the editor
        // arrives; whatever was typed there in the meantime carries over.
        if (live) setLoaded({ create, initialHtml: sourceRef.current?.value ?? "" });
      },
      // The chunk failed to load: the textarea goes on working.
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  if (!loaded) return <HtmlSourceField {...props} textareaRef={sourceRef} />;
  return <RichHtmlField {...props} create={loaded.create} initialHtml={loaded.initialHtml} />;
}
