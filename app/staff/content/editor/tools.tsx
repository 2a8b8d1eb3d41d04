import type { ReactNode } from "react";
import type { ToolCommand } from "./editor-types";

export interface Tool {
  command: ToolCommand;
  label: string;
  icon: ReactNode;
  /** Tools with an on/off state announce it with aria-pressed; panel tools with aria-expanded. */
  kind: "toggle" | "panel";
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

/** The toolbar, in order. */
export const TOOLS: Tool[] = [
  { command: "paragraph", label: "Paragraph", icon: glyph("¶"), kind: "toggle" },
  // A button that shows "H2" must be named with it too, and first (WCAG 2.5.3,
  // label in name), so someone using voice control can say what they see.
  { command: "heading", label: "H2 heading", icon: glyph("H2"), kind: "toggle" },
  { command: "subheading", label: "H3 subheading", icon: glyph("H3"), kind: "toggle" },
  { command: "bold", label: "Bold", icon: glyph("B", "is-bold"), kind: "toggle" },
  { command: "italic", label: "Italic", icon: glyph("I", "is-italic"), kind: "toggle" },
  {
    command: "bullets",
    label: "Bulleted list",
    kind: "toggle",
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
    kind: "toggle",
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
    kind: "panel",
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
    kind: "panel",
    icon: svg(
      <>
        <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
        <circle cx="9" cy="10" r="2" {...stroke} />
        <path d="M21 16l-5-5-9 9" {...stroke} />
      </>,
    ),
  },
];
