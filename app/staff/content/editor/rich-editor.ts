/**
 * The editing engine: Tiptap (on ProseMirror), loaded by HtmlEditor with a
 * dynamic import once a staff page has hydrated, so its code is a chunk of its
 * own that only staff pages ask for (ADR 11).
 *
 * The schema covers the site's rich-text allow-list (app/lib/sanitize.server.ts),
 * so what staff saved before, or what came from the ERP, survives a round trip
 * through the editor: paragraphs, line breaks, headings h2-h6, bold, italic,
 * underline, strike, sub- and superscript, small print, quotations, lists,
 * rules, links, tables and our own uploaded pictures. Anything else is dropped
 * when the HTML is parsed (in an inert document; nothing in it runs), and the
 * server sanitizes whatever is posted in any case.
 */
import { Editor, Mark, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import { Placeholder } from "@tiptap/extensions";
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedLinkHref, isOwnMediaSrc } from "./editor-html";
import type { ActiveFormats, CreateRichEditor, FormatCommand } from "./editor-types";

/** A mark that is its tag and nothing more (no attributes survive the sanitizer). */
const plainMark = (name: string, tag: string, excludes?: string) =>
  Mark.create({
    name,
    excludes,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

/** Pictures only from our own uploads, in the flow of the text as the old editor put them. */
const OwnPicture = Image.extend({
  parseHTML() {
    return [
      {
        tag: "img[src]",
        getAttrs: (element) =>
          isOwnMediaSrc((element as HTMLElement).getAttribute("src") ?? "") ? null : false,
      },
    ];
  },
}).configure({ inline: true });

export const extensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4, 5, 6] },
    // The allow-list has no code or pre: the sanitizer would drop them on save.
    code: false,
    codeBlock: false,
    // An empty paragraph after every list or heading would be saved with the text.
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      // The server adds target and rel to external links when it sanitizes.
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isAllowedLinkHref(url),
    },
  }),
  plainMark("subscript", "sub", "superscript"),
  plainMark("superscript", "sup", "subscript"),
  plainMark("small", "small"),
  OwnPicture,
  TableKit.configure({ table: { resizable: false } }),
  Placeholder.configure({ placeholder: "Start writing here…" }),
];

/** The HTML the form posts: "" when there is nothing but empty blocks. */
export function postedHtml(editor: Editor): string {
  const { doc } = editor.state;
  let picture = false;
  doc.descendants((node) => {
    if (node.type.name === "image") picture = true;
    return !picture;
  });
  return doc.textContent.trim() === "" && !picture ? "" : editor.getHTML();
}

export function activeFormats(editor: Editor): ActiveFormats {
  return {
    paragraph: editor.isActive("paragraph"),
    heading: editor.isActive("heading", { level: 2 }),
    subheading: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    bullets: editor.isActive("bulletList"),
    numbers: editor.isActive("orderedList"),
  };
}

function applyFormat(editor: Editor, command: FormatCommand): void {
  const chain = editor.chain().focus();
  switch (command) {
    case "paragraph":
      return void chain.setParagraph().run();
    case "heading":
      return void chain.toggleHeading({ level: 2 }).run();
    case "subheading":
      return void chain.toggleHeading({ level: 3 }).run();
    case "bold":
      return void chain.toggleBold().run();
    case "italic":
      return void chain.toggleItalic().run();
    case "bullets":
      return void chain.toggleBulletList().run();
    case "numbers":
      return void chain.toggleOrderedList().run();
  }
}

/**
 * Takes the browser's selection into the editor's state now. ProseMirror reads
 * it on the next selectionchange event, which can come after a quick key press
 * that moves focus to the toolbar (Shift+Home, then Alt+F10); the command the
 * toolbar then runs would act on the old selection.
 */
function readBrowserSelection(view: EditorView): void {
  const browser = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = browser ?? {};
  if (!browser || !anchorNode || !focusNode) return;
  if (!view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, browser.anchorOffset);
  const head = view.posAtDOM(focusNode, browser.focusOffset);
  const { selection, doc } = view.state;
  if (selection.anchor === anchor && selection.head === head) return;
  view.dispatch(
    view.state.tr.setSelection(TextSelection.between(doc.resolve(anchor), doc.resolve(head))),
  );
}

export const createRichEditor: CreateRichEditor = (options) => {
  const editor = new Editor({
    element: options.element,
    content: options.content,
    extensions,
    // Our Content-Security-Policy refuses inline <style> elements; the
    // editor's few rules are in staff/ui/staff.css.
    injectCSS: false,
    editorProps: {
      attributes: options.attributes,
      handleKeyDown: (view, event) => {
        if (event.altKey) readBrowserSelection(view);
        return options.onKeyDown(event);
      },
    },
    onUpdate: ({ editor }) => options.onChange(postedHtml(editor)),
    onTransaction: ({ editor }) => options.onFormats(activeFormats(editor)),
  });
  options.onChange(postedHtml(editor));
  options.onFormats(activeFormats(editor));

  return {
    format: (command) => applyFormat(editor, command),
    linkAtSelection: () =>
      editor.isActive("link") ? String(editor.getAttributes("link").href ?? "") : null,
    setLink(href) {
      const chain = editor.chain().focus();
      if (!editor.state.selection.empty) chain.setLink({ href }).run();
      else if (editor.isActive("link")) chain.extendMarkRange("link").setLink({ href }).run();
      else
        chain
          .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
          .run();
    },
    removeLink: () => void editor.chain().focus().extendMarkRange("link").unsetLink().run(),
    insertPicture: (picture) =>
      void editor.chain().focus().insertContent({ type: "image", attrs: picture }).run(),
    focus: () => void editor.commands.focus(),
    setAttributes: (attributes) =>
      editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes } }),
    destroy: () => editor.destroy(),
  };
};
