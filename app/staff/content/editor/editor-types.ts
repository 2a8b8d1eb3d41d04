/**
 * What the editor's toolbar and panels ask of the editing engine. The engine
 * (Tiptap, in rich-editor.ts) is loaded only once a staff page has hydrated,
 * so the components depend on this interface, not on the library.
 */
import type { ReactNode } from "react";

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
  /** The language of the text written here, when it is not the page's (a Hindi version). */
  lang?: string;
}

/** Toolbar commands that change the text's format; each is on or off where the caret is. */
export type FormatCommand =
  "paragraph" | "heading" | "subheading" | "bold" | "italic" | "bullets" | "numbers";

/** Every toolbar command: the formats, and the two that open a panel. */
export type ToolCommand = FormatCommand | "link" | "image";

export type ActiveFormats = Partial<Record<FormatCommand, boolean>>;

export interface PictureToInsert {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface RichEditor {
  /** Applies a format to the selection (or turns it off) and returns focus to the text. */
  format(command: FormatCommand): void;
  /** The link at the selection, if any. */
  linkAtSelection(): string | null;
  /** Links the selection; with nothing selected the address itself becomes the link text. */
  setLink(href: string): void;
  removeLink(): void;
  insertPicture(picture: PictureToInsert): void;
  focus(): void;
  /** Accessibility attributes of the editing surface, which change with the field's error. */
  setAttributes(attributes: Record<string, string>): void;
  destroy(): void;
}

export interface RichEditorOptions {
  /** Where the editing surface is put. */
  element: HTMLElement;
  /** HTML to start from. */
  content: string;
  attributes: Record<string, string>;
  /** Called with the HTML the form should post, after every change (and once at the start). */
  onChange(html: string): void;
  /** Called with the formats at the caret whenever the selection or the text changes. */
  onFormats(formats: ActiveFormats): void;
  /** Keys the surface does not handle itself; true when handled. */
  onKeyDown(event: KeyboardEvent): boolean;
}

export type CreateRichEditor = (options: RichEditorOptions) => RichEditor;
