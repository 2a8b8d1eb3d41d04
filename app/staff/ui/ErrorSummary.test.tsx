import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorSummary, prefixTitle, problemsOf } from "./ErrorSummary";

/**
 * The staff kit's error summary (issue 43): what the server renders after a
 * refused form, which must take the focus and be announced without
 * JavaScript, and the "Error:" the tab's title carries while it shows.
 */
function parse(html: string) {
  return new new Window().DOMParser().parseFromString(html, "text/html");
}

const render = (node: React.ReactElement) => parse(renderToStaticMarkup(node));

describe("the staff error summary", () => {
  it("renders nothing for a form without problems", () => {
    expect(renderToStaticMarkup(<ErrorSummary problems={[]} />)).toBe("");
    expect(problemsOf({ name: "", email: undefined }, { name: "Name" })).toEqual([]);
  });

  it("is an alert that takes the focus on load, named by its heading, a link per field", () => {
    const doc = render(
      <ErrorSummary
        problems={problemsOf({ title: "Give the title", form: "Try again" }, { title: "Title" })}
      />,
    );
    const summary = doc.querySelector('[role="alert"]')!;
    expect(summary.hasAttribute("autofocus")).toBe(true);
    expect(summary.getAttribute("tabindex")).toBe("-1");
    // What the server reads to start the title of a page posted without JavaScript with "Error: ".
    expect(summary.getAttribute("data-title-prefix")).toBe("Error: ");
    const heading = doc.getElementById(summary.getAttribute("aria-labelledby")!)!;
    expect(heading.textContent).toBe("2 things need fixing");
    const items = [...summary.querySelectorAll("li")];
    expect(items.map((li) => li.textContent)).toEqual(["Title: Give the title", "Try again"]);
    // The field with a label links to its control; the form's own problem has nothing to link to.
    expect(items[0]!.querySelector("a")!.getAttribute("href")).toBe("#title");
    expect(items[1]!.querySelector("a")).toBeNull();
  });

  it("names the fields only when asked, and takes a form's own wording of the count", () => {
    const doc = render(
      <ErrorSummary
        problems={[{ field: "name", label: "Full name", message: "Enter the name." }]}
        messages={false}
        heading={(count) => `${count} field needs correcting`}
      />,
    );
    expect(doc.querySelector("h2")!.textContent).toBe("1 field needs correcting");
    expect(doc.querySelector("li a")!.textContent).toBe("Full name");
  });

  it("puts Error: before the tab's title in its own text node, and takes it away once", () => {
    const doc = parse("<html><head><title>New dealer | Staff</title></head><body></body></html>");
    const text = doc.querySelector("title")!.firstChild!;
    const undo = prefixTitle(doc);
    expect(doc.querySelector("title")!.firstChild).toBe(text);
    expect(doc.querySelector("title")!.textContent).toBe("Error: New dealer | Staff");
    // A second summary on the page does not say it twice.
    prefixTitle(doc)();
    expect(doc.querySelector("title")!.textContent).toBe("Error: New dealer | Staff");
    undo();
    expect(doc.querySelector("title")!.textContent).toBe("New dealer | Staff");
  });
});
