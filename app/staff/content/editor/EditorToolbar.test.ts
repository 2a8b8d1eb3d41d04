import { describe, expect, it } from "vitest";
import { nextToolIndex } from "./EditorToolbar";

describe("moving between toolbar buttons", () => {
  it("wraps around with the arrow keys and jumps with Home and End", () => {
    expect(nextToolIndex("ArrowRight", 0, 9)).toBe(1);
    expect(nextToolIndex("ArrowRight", 8, 9)).toBe(0);
    expect(nextToolIndex("ArrowLeft", 0, 9)).toBe(8);
    expect(nextToolIndex("ArrowLeft", 4, 9)).toBe(3);
    expect(nextToolIndex("Home", 5, 9)).toBe(0);
    expect(nextToolIndex("End", 2, 9)).toBe(8);
  });

  it("leaves every other key to the browser", () => {
    for (const key of ["Enter", " ", "Tab", "ArrowDown", "a"])
      expect(nextToolIndex(key, 3, 9), key).toBeUndefined();
  });
});
