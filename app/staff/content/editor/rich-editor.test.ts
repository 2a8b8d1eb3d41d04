// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { createRichEditor } from "./rich-editor";
import type { ActiveFormats, RichEditor } from "./editor-types";

/** An editor on a fresh element, recording what it reports. */
function open(content: string, attributes: Record<string, string> = { id: "bodyHtml" }) {
  const element = document.createElement("div");
  document.body.append(element);
  const seen = { html: "", formats: {} as ActiveFormats };
  const editor = createRichEditor({
    element,
    content,
    attributes,
    onChange: (html) => (seen.html = html),
    onFormats: (formats) => (seen.formats = formats),
    onKeyDown: () => false,
  });
  opened.push(editor);
  const surface = element.firstElementChild as HTMLElement;
  return { editor, seen, surface };
}

const opened: RichEditor[] = [];
afterEach(() => {
  for (const editor of opened.splice(0)) editor.destroy();
  document.body.replaceChildren();
});

/** The Tiptap editor behind a surface (Tiptap keeps it there), to place the selection as a person would. */
const tiptapOf = (surface: HTMLElement) =>
  (
    surface as unknown as {
      editor: { commands: { selectAll(): void; focus(position: "end"): void } };
    }
  ).editor;

function selectAll(editor: RichEditor, surface: HTMLElement) {
  tiptapOf(surface).commands.selectAll();
  editor.focus();
}

describe("the rich editor keeps what the sanitizer allows", () => {
  it("round-trips headings, emphasis, lists, quotations, links, tables and our pictures", () => {
    const html =
      "<h2>Before you paint</h2>" +
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, H<sub>2</sub>O, m<sup>2</sup>, <small>fine print</small>,<br>a <a href="https://www.kamopaints.example/warranty">link</a> and <a href="/contact">one of ours</a>.</p>' +
      "<h3>Tools</h3><h4>Brushes</h4><h5>Rollers</h5><h6>Trays</h6>" +
      "<ul><li><p>Sandpaper</p></li></ul><ol><li><p>Prime</p></li><li><p>Paint</p></li></ol>" +
      "<blockquote><p>Measure twice.</p></blockquote><hr>" +
      '<p><img src="/media/12/teak-door.jpg" alt="A teak door" width="900" height="600"></p>';
    const { seen } = open(html);
    expect(seen.html).toBe(html);
  });

  it("keeps a table's rows, header cells and spans", () => {
    const { seen } = open(
      '<table><tbody><tr><th colspan="2">Coverage</th></tr><tr><td>Emulsion</td><td>12 m²/l</td></tr></tbody></table>',
    );
    expect(seen.html).toMatch(/<th colspan="2"[^>]*><p>Coverage<\/p><\/th>/);
    expect(seen.html).toMatch(/<td[^>]*><p>Emulsion<\/p><\/td><td[^>]*><p>12 m²\/l<\/p><\/td>/);
  });

  it("drops scripts, handlers, unsafe links and pictures from elsewhere, running none of them", () => {
    const { seen } = open(
      '<p onclick="window.__xss=1">Text</p><script>window.__xss=2</script>' +
        '<img src="x" onerror="window.__xss=3"><p><img src="https://evil.example/a.png" alt="remote"></p>' +
        '<p><a href="javascript:window.__xss=4">Read more</a></p><iframe title="x"></iframe>' +
        "<pre><code>npm run</code></pre>",
    );
    expect(seen.html).toBe("<p>Text</p><p></p><p>Read more</p><p>npm run</p>");
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("posts nothing for an empty field, but a picture alone is content", () => {
    expect(open("").seen.html).toBe("");
    expect(open("<p>   </p><p></p>").seen.html).toBe("");
    expect(open('<p><img src="/media/3/a.png" alt="A"></p>').seen.html).toBe(
      '<p><img src="/media/3/a.png" alt="A"></p>',
    );
  });
});

describe("the rich editor's commands", () => {
  it("formats the selection and reports which formats are on", () => {
    const { editor, seen, surface } = open("<p>Keep the invoice</p>");
    expect(seen.formats).toMatchObject({ paragraph: true, bold: false, heading: false });
    selectAll(editor, surface);
    editor.format("bold");
    expect(seen.html).toBe("<p><strong>Keep the invoice</strong></p>");
    expect(seen.formats.bold).toBe(true);
    editor.format("heading");
    expect(seen.html).toBe("<h2><strong>Keep the invoice</strong></h2>");
    expect(seen.formats).toMatchObject({ heading: true, paragraph: false });
    editor.format("heading");
    expect(seen.html).toBe("<p><strong>Keep the invoice</strong></p>");
    editor.format("subheading");
    expect(seen.html).toBe("<h3><strong>Keep the invoice</strong></h3>");
    editor.format("paragraph");
    editor.format("numbers");
    expect(seen.html).toBe("<ol><li><p><strong>Keep the invoice</strong></p></li></ol>");
    expect(seen.formats.numbers).toBe(true);
    editor.format("bullets");
    expect(seen.html).toBe("<ul><li><p><strong>Keep the invoice</strong></p></li></ul>");
    editor.format("italic");
    expect(seen.formats.italic).toBe(true);
  });

  it("links the selection, edits and removes the link", () => {
    const { editor, seen, surface } = open("<p>Warranty</p>");
    selectAll(editor, surface);
    expect(editor.linkAtSelection()).toBeNull();
    editor.setLink("https://www.kamopaints.example/warranty");
    expect(seen.html).toBe('<p><a href="https://www.kamopaints.example/warranty">Warranty</a></p>');
    expect(editor.linkAtSelection()).toBe("https://www.kamopaints.example/warranty");
    editor.setLink("/warranty");
    expect(seen.html).toBe('<p><a href="/warranty">Warranty</a></p>');
    editor.removeLink();
    expect(seen.html).toBe("<p>Warranty</p>");
  });

  it("with nothing selected, makes the address its own link text", () => {
    const { editor, seen, surface } = open("<p>Call</p>");
    tiptapOf(surface).commands.focus("end");
    editor.setLink("tel:+918000000000");
    expect(seen.html).toBe('<p>Call<a href="tel:+918000000000">tel:+918000000000</a></p>');
  });

  it("inserts an uploaded picture with its description and size", () => {
    const { editor, seen, surface } = open("<p>Door</p>");
    tiptapOf(surface).commands.focus("end");
    editor.insertPicture({ src: "/media/7/door.jpg", alt: "A teak door", width: 900, height: 600 });
    expect(seen.html).toBe(
      '<p>Door<img src="/media/7/door.jpg" alt="A teak door" width="900" height="600"></p>',
    );
  });
});

describe("the editing surface", () => {
  it("carries the field's id, name and state for assistive technology, and updates them", () => {
    const { editor, surface } = open("<p>x</p>", {
      id: "answerHtml",
      role: "textbox",
      "aria-labelledby": "answerHtml-label",
      "aria-multiline": "true",
    });
    expect(surface.getAttribute("contenteditable")).toBe("true");
    expect(surface.id).toBe("answerHtml");
    expect(surface.getAttribute("role")).toBe("textbox");
    expect(surface.getAttribute("aria-labelledby")).toBe("answerHtml-label");
    editor.setAttributes({ id: "answerHtml", "aria-invalid": "true" });
    expect(surface.getAttribute("aria-invalid")).toBe("true");
  });
});
