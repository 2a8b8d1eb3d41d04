import { useState, type KeyboardEvent, type Ref } from "react";
import type { ActiveFormats, FormatCommand, ToolCommand } from "./editor-types";
import type { Tool } from "./tools";

/** The next tool to focus for a key, following the WAI-ARIA toolbar pattern; undefined for other keys. */
export function nextToolIndex(key: string, current: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case "ArrowRight":
      return current === last ? 0 : current + 1;
    case "ArrowLeft":
      return current === 0 ? last : current - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}

/**
 * The formatting toolbar: one tab stop (the last tool used), arrow keys and
 * Home/End between tools. Every button has a name; format tools announce
 * whether they are on with aria-pressed, panel tools whether their panel is
 * open with aria-expanded.
 */
export function EditorToolbar({
  label,
  controls,
  tools,
  active,
  openPanel,
  onCommand,
  toolbarRef,
}: {
  label: string;
  /** The id of the editing surface. */
  controls: string;
  tools: Tool[];
  active: ActiveFormats;
  openPanel: ToolCommand | null;
  onCommand: (command: ToolCommand) => void;
  toolbarRef: Ref<HTMLDivElement>;
}) {
  const [focusIndex, setFocusIndex] = useState(0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextToolIndex(event.key, focusIndex, tools.length);
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  }

  return (
    <div
      ref={toolbarRef}
      className="html-editor__toolbar"
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.command}
          type="button"
          className="html-editor__tool"
          tabIndex={index === focusIndex ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={
            tool.kind === "toggle" ? Boolean(active[tool.command as FormatCommand]) : undefined
          }
          aria-expanded={tool.kind === "panel" ? openPanel === tool.command : undefined}
          // Keep the text selection when the button is clicked with a mouse.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocusIndex(index)}
          onClick={() => onCommand(tool.command)}
        >
          {tool.icon}
        </button>
      ))}
    </div>
  );
}
