import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, isPlainClick } from "./after-paint";

const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false };

describe("isPlainClick", () => {
  it("takes an ordinary left click", () => {
    expect(isPlainClick({ ...click, defaultPrevented: false })).toBe(true);
  });

  it("leaves a click that opens the link elsewhere, or was handled, to the browser", () => {
    for (const other of [
      { button: 1 },
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { defaultPrevented: true },
    ])
      expect(isPlainClick({ ...click, defaultPrevented: false, ...other })).toBe(false);
  });
});

describe("afterNextPaint", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("runs the work in a task after the next animation frame, not in it", () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    try {
      const work = vi.fn();
      afterNextPaint(work);
      vi.runAllTimers();
      expect(work).not.toHaveBeenCalled(); // nothing before the frame
      frames.shift()!(0);
      expect(work).not.toHaveBeenCalled(); // nor inside it: the frame is drawn first
      vi.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
