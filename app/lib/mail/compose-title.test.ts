import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { composeAlert, MAX_TITLE_LENGTH, type AlertContent } from "./compose";
import { mailMessageSchema } from "./message";

/**
 * A title comes from staff text (a filing's description, up to 2,000
 * characters, any line breaks): the composer makes it a valid one-line
 * subject and heading instead of refusing the mail (issue 41).
 */
const base: AlertContent = {
  title: "x",
  lines: ["Category: Financial Results"],
  links: [{ label: "Read the document", url: "https://kamopaints.example/d/41" }],
  unsubscribeUrl: "https://kamopaints.example/alerts/unsubscribe?t=x",
  manageUrl: "https://kamopaints.example/alerts/manage?t=x",
};

const segmenter = new Intl.Segmenter("hi", { granularity: "grapheme" });
const graphemes = (text: string) => [...segmenter.segment(text)].map((s) => s.segment);

/** The mail as the mailer checks it: throws on anything the schema refuses. */
function valid(subject: string) {
  return mailMessageSchema.parse({ to: "a@example.in", subject, text: "t", html: "h" });
}

function parse(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html") as unknown as Document;
}

describe("a mail title made safe when the mail is composed", () => {
  const words = "Outcome of the board meeting held on 12 November 2026 and ";
  const long = `New filing: ${words.repeat(40)}`.slice(0, 2_000).trim();

  it("shortens a 2,000-character title at a word boundary, with an ellipsis, and keeps the whole in the body", () => {
    const mail = composeAlert({ ...base, title: long });
    expect(mail.subject.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(mail.subject.endsWith("…")).toBe(true);
    const kept = mail.subject.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // Cut between words: the original goes on with a space after what was kept.
    expect(long[kept.length]).toBe(" ");
    expect(kept).not.toMatch(/\s$/);
    expect(() => valid(mail.subject)).not.toThrow();
    const heading = parse(mail.html).querySelector("h1")?.textContent;
    expect(heading).toBe(mail.subject);
    expect(mail.text).toContain(long);
    expect(parse(mail.html).body.textContent).toContain(long);
  });

  it("folds every kind of line break into one space", () => {
    for (const br of ["\n", "\r", "\r\n", "\u2028", "\u2029", "\n\n  \r\n"]) {
      const mail = composeAlert({ ...base, title: `Board meeting outcome${br}Record date fixed` });
      expect(mail.subject).toBe("Board meeting outcome Record date fixed");
      expect(() => valid(mail.subject)).not.toThrow();
      expect(parse(mail.html).querySelector("h1")?.textContent).toBe(mail.subject);
      expect(parse(mail.html).querySelector("title")?.textContent).toBe(mail.subject);
    }
  });

  it("cuts a long Hindi title between whole words and whole letters (graphemes)", () => {
    const hindi = `नया दस्तावेज़: ${"तिमाही के अलेखापरीक्षित वित्तीय परिणाम और क्षेत्रवार आँकड़े ".repeat(30)}`;
    const mail = composeAlert({ ...base, lang: "hi", title: hindi });
    expect(mail.subject.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(mail.subject.endsWith("…")).toBe(true);
    const kept = mail.subject.slice(0, -1);
    const original = graphemes(hindi);
    expect(graphemes(kept)).toEqual(original.slice(0, graphemes(kept).length));
    expect(original[graphemes(kept).length]).toBe(" ");
    expect(() => valid(mail.subject)).not.toThrow();
  });

  it("cuts a single enormous word at a whole letter when there is no word boundary near the end", () => {
    const mail = composeAlert({ ...base, lang: "hi", title: "क्षे".repeat(400) });
    expect(mail.subject.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(graphemes(mail.subject.slice(0, -1)).every((g) => g === "क्षे")).toBe(true);
  });

  it("keeps a short title as it is", () => {
    expect(composeAlert({ ...base, title: "Annual report 2025-26" }).subject).toBe(
      "Annual report 2025-26",
    );
  });
});

describe("text in another language inside a mail", () => {
  const english = "Unaudited financial results\nfor the quarter ended 30 September 2026";
  const hindi: AlertContent = {
    ...base,
    lang: "hi",
    title: ["नया दस्तावेज़: ", { text: english, lang: "en" }],
    links: [
      {
        label: ["वित्तीय परिणाम, दिनांक 12 नवंबर 2026: ", { text: english, lang: "en" }],
        url: "https://kamopaints.example/d/41",
      },
      { label: ["दूसरा: ", { text: "पहले से हिंदी में", lang: "hi" }], url: "https://k.example/2" },
    ],
  };

  it("marks the English parts lang=en in the HTML part and leaves the rest in Hindi", () => {
    const mail = composeAlert(hindi);
    const doc = parse(mail.html);
    expect(doc.documentElement.getAttribute("lang")).toBe("hi");
    const h1 = doc.querySelector("h1")!;
    expect(h1.querySelector('[lang="en"]')?.textContent).toBe(
      "Unaudited financial results for the quarter ended 30 September 2026",
    );
    expect(h1.textContent).toBe(
      "नया दस्तावेज़: Unaudited financial results for the quarter ended 30 September 2026",
    );
    const [first, second] = [...doc.querySelectorAll("a")];
    expect(first?.querySelector('[lang="en"]')?.textContent).toBe(
      "Unaudited financial results for the quarter ended 30 September 2026",
    );
    expect(first?.textContent).toMatch(/^वित्तीय परिणाम, दिनांक 12 नवंबर 2026: Unaudited/);
    // Already in the mail's language: nothing to mark.
    expect(second?.querySelector("[lang]")).toBeNull();
    expect(mail.subject).toBe(
      "नया दस्तावेज़: Unaudited financial results for the quarter ended 30 September 2026",
    );
    expect(mail.text).toContain(mail.subject);
  });

  it("marks a <title> that is wholly in another language; a mixed one keeps the mail's", () => {
    const whole = composeAlert({ ...hindi, title: [{ text: "Annual report", lang: "en" }] });
    expect(parse(whole.html).querySelector("title")?.getAttribute("lang")).toBe("en");
    const mixed = parse(composeAlert(hindi).html).querySelector("title");
    expect(mixed?.textContent).toBe(
      "नया दस्तावेज़: Unaudited financial results for the quarter ended 30 September 2026",
    );
    expect(mixed?.hasAttribute("lang")).toBe(false);
  });

  it("shortens a title made of parts and keeps the mark on what is left of the English", () => {
    const mail = composeAlert({
      ...hindi,
      title: ["नया दस्तावेज़: ", { text: "Outcome of the board meeting ".repeat(70), lang: "en" }],
    });
    expect(mail.subject.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    const marked = parse(mail.html).querySelector('h1 [lang="en"]')?.textContent ?? "";
    expect(marked.startsWith("Outcome of the board meeting Outcome")).toBe(true);
    expect(marked.endsWith("…")).toBe(true);
  });

  it("escapes markup in a marked part", () => {
    const mail = composeAlert({
      ...hindi,
      title: ["नया: ", { text: "<img src=x onerror=alert(1)>", lang: "en" }],
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain('<span lang="en">&lt;img src=x onerror=alert(1)&gt;</span>');
  });
});
