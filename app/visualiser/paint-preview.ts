import { repaintLast, type PaintShade } from "./photo-session";

/**
 * A shade chip was tapped: show its colour at once, on the selected surface
 * of the scheme being painted and on the photo's last wall, while the page
 * fetches its new data (a round trip on a phone network, then a render of the
 * whole picker). The render that follows draws the same colour, so the two
 * never disagree for longer than that fetch. Browser only (an event handler).
 */
export function previewPaint(shade: PaintShade) {
  // The selected surface of the scheme being painted is the one marked current.
  for (const path of document.querySelectorAll<SVGPathElement>(
    'figure .vis-surface[aria-current="true"] .vis-surface__paint',
  ))
    path.setAttribute("fill", shade.hex);
  void repaintLast(shade);
}
