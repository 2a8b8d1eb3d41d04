/**
 * The carousel's behaviour as a pure reducer, so the rules (wrap-around,
 * swipe threshold, who may restart rotation) are unit-tested without a browser.
 */

/** A horizontal drag shorter than this is treated as a tap or a scroll, not a swipe (spec §9). */
export const SWIPE_THRESHOLD_PX = 40;
/** Default time each slide stays before the next one shows (spec §9). */
export const AUTO_ADVANCE_MS = 5000;

export interface CarouselState {
  index: number;
  count: number;
  /** The visitor's choice: false once they press Pause (or the system asks for reduced motion). */
  playing: boolean;
}

export type CarouselAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; index: number }
  | { type: "swipe"; deltaX: number }
  | { type: "tick" }
  | { type: "togglePlaying" }
  | { type: "stop" };

export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** -1 (go back), 1 (go forward) or 0 (not a swipe) for a horizontal drag of deltaX pixels. */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold) return 0;
  // Dragging the content to the left reveals the next slide.
  return deltaX < 0 ? 1 : -1;
}

export function initialCarouselState(count: number, playing = true): CarouselState {
  return { index: 0, count, playing: playing && count > 1 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case "next":
      return { ...state, index: wrapIndex(state.index + 1, state.count) };
    case "previous":
      return { ...state, index: wrapIndex(state.index - 1, state.count) };
    case "goTo":
      return { ...state, index: wrapIndex(action.index, state.count) };
    case "swipe": {
      const direction = swipeDirection(action.deltaX);
      return direction === 0
        ? state
        : { ...state, index: wrapIndex(state.index + direction, state.count) };
    }
    case "tick":
      // A timer that fires after the visitor paused must not move the slide.
      return state.playing ? { ...state, index: wrapIndex(state.index + 1, state.count) } : state;
    case "togglePlaying":
      return { ...state, playing: !state.playing && state.count > 1 };
    case "stop":
      return state.playing ? { ...state, playing: false } : state;
  }
}

/**
 * WAI-ARIA carousel pattern: announce slide changes politely only when the
 * visitor caused them; announcing every automatic change would talk over them.
 */
export function liveRegionMode(rotating: boolean): "off" | "polite" {
  return rotating ? "off" : "polite";
}
