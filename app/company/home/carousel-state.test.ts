import { describe, expect, it } from "vitest";
import {
  carouselReducer,
  initialCarouselState,
  liveRegionMode,
  swipeDirection,
  wrapIndex,
} from "./carousel-state";

describe("carousel state", () => {
  it("wraps past either end", () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
  });

  it("moves forward and back with wrap-around", () => {
    let state = initialCarouselState(4);
    state = carouselReducer(state, { type: "previous" });
    expect(state.index).toBe(3);
    state = carouselReducer(state, { type: "next" });
    expect(state.index).toBe(0);
    state = carouselReducer(state, { type: "goTo", index: 2 });
    expect(state.index).toBe(2);
  });

  it("treats drags of 40 px or more as swipes and shorter ones as taps", () => {
    expect(swipeDirection(-39)).toBe(0);
    expect(swipeDirection(39)).toBe(0);
    expect(swipeDirection(-40)).toBe(1);
    expect(swipeDirection(40)).toBe(-1);
    const start = initialCarouselState(4);
    expect(carouselReducer(start, { type: "swipe", deltaX: -20 }).index).toBe(0);
    expect(carouselReducer(start, { type: "swipe", deltaX: -60 }).index).toBe(1);
    expect(carouselReducer(start, { type: "swipe", deltaX: 60 }).index).toBe(3);
  });

  it("advances on a timer tick only while playing", () => {
    let state = initialCarouselState(4);
    state = carouselReducer(state, { type: "tick" });
    expect(state.index).toBe(1);
    state = carouselReducer(state, { type: "togglePlaying" });
    expect(state.playing).toBe(false);
    state = carouselReducer(state, { type: "tick" });
    expect(state.index).toBe(1);
    state = carouselReducer(state, { type: "togglePlaying" });
    expect(state.playing).toBe(true);
  });

  it("never plays a single slide and can be stopped (reduced motion)", () => {
    expect(initialCarouselState(1).playing).toBe(false);
    expect(carouselReducer(initialCarouselState(1), { type: "togglePlaying" }).playing).toBe(false);
    expect(carouselReducer(initialCarouselState(4), { type: "stop" }).playing).toBe(false);
  });

  it("announces changes only when not rotating", () => {
    expect(liveRegionMode(true)).toBe("off");
    expect(liveRegionMode(false)).toBe("polite");
  });
});
