import { describe, expect, it } from "vitest";
import { defineMessages } from "./messages";

describe("a message set", () => {
  it("answers whether a key exists from the asked language's catalogue, not the default's", () => {
    // As a Hindi page's browser sees it: the English catalogue is not loaded (ADR 31).
    const onHindiPage = defineMessages({
      en: {} as Record<"own.note", string>,
      hi: { "own.note": "नोट" },
    });
    expect(onHindiPage.has("hi", "own.note")).toBe(true);
    expect(onHindiPage.in("hi")("own.note")).toBe("नोट");
    expect(onHindiPage.has("en", "own.note")).toBe(false);
    expect(onHindiPage.has("hi", "other.note")).toBe(false);
  });

  it("asks the default language for a code that is not a site language", () => {
    const both = defineMessages({ en: { greeting: "Hello" }, hi: { greeting: "नमस्ते" } });
    expect(both.has("xx", "greeting")).toBe(true);
    expect(both.in("xx")("greeting")).toBe("Hello");
  });
});
