import { describe, expect, it } from "vitest";
import { xmlProblem } from "../../tests/xml-well-formed";
import {
  formWithoutControlCharacters,
  hasControlCharacters,
  withoutControlCharacters,
} from "./control-characters";
import { xmlText } from "./xml";

/** Every code point from U+0000 to U+00FF, then the ends of the BMP. */
const EVERY_LOW = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i)).join("");

describe("withoutControlCharacters", () => {
  it("drops C0 but TAB, LF and CR, DEL and C1; keeps every other character", () => {
    const kept = withoutControlCharacters(`${EVERY_LOW}हरा 📈`);
    expect(kept).toBe(`\t\n\r${EVERY_LOW.slice(0x20, 0x7f)}${EVERY_LOW.slice(0xa0)}हरा 📈`);
    expect(hasControlCharacters(kept)).toBe(false);
    expect(hasControlCharacters("a\u001bb")).toBe(true);
  });

  it("drops TAB, LF and CR too from one-line text", () => {
    expect(withoutControlCharacters("a\tb\nc\r\u000bd\u0085", { oneLine: true })).toBe("abcd");
  });
});

describe("formWithoutControlCharacters", () => {
  it("cleans text fields, keeps files and the fields named verbatim", async () => {
    const form = new FormData();
    form.append("title", "Board\u001b meeting\u000b");
    form.append("category", "a\u0085");
    form.append("category", "b\u0007");
    form.append("current", "pass\u0001word");
    form.append("file", new File([new Uint8Array([1, 0x1b, 2])], "notice.pdf"));
    const cleaned = formWithoutControlCharacters(form, (name) => name === "current");
    expect(cleaned.get("title")).toBe("Board meeting");
    expect(cleaned.getAll("category")).toEqual(["a", "b"]);
    expect(cleaned.get("current")).toBe("pass\u0001word");
    const file = cleaned.get("file") as File;
    expect(file.name).toBe("notice.pdf");
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([1, 0x1b, 2]);
  });
});

describe("xmlText", () => {
  it("makes any string well-formed XML text and attribute values", () => {
    const nasty = `${EVERY_LOW}\uD800\uDFFF\uFFFE\uFFFF\uFFFD 📈 & < > " '`;
    const value = xmlText(nasty);
    expect(xmlProblem(`<a b="${value}" c='${value}'>${value}</a>`)).toBeNull();
    expect(value).toContain("&amp; &lt; &gt; &quot; &apos;");
    expect(value).toContain("\uFFFD 📈");
    // eslint-disable-next-line no-control-regex
    expect(value).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/);
  });
});
