/**
 * Runs `work` once the browser has drawn the next frame. A tap's visible
 * answer (a preview, a busy state) is drawn first; the work that follows (a
 * client navigation, which renders the whole route at once under Preact, ADR
 * 14) then falls outside the tap's interaction, so the visitor sees the tap
 * answered within a frame on a slow phone (issue 42: INP "good", 200 ms).
 * `requestAnimationFrame` runs before the frame is drawn; the task it queues
 * runs after.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * Whether a click on a link is an ordinary one, which the page may handle
 * itself: not a middle click, nor one with a key held to open the link
 * elsewhere, nor one something else has already handled.
 */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}
