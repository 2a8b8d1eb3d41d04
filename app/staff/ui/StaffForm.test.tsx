import { Window } from "happy-dom";
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { StaffForm } from "./StaffForm";

/**
 * The staff kit's form (issue 43): the two choices a form may make beyond
 * the kit's defaults, the browser's own checks and a line under the summary.
 */
function render(props: Omit<ComponentProps<typeof StaffForm>, "children">) {
  // <Form> submits through the data router, so it renders inside one.
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <StaffForm {...props}>
          <input id="title" name="title" required />
        </StaffForm>
      ),
    },
  ]);
  const html = renderToStaticMarkup(<RouterProvider router={router} />);
  return new new Window().DOMParser().parseFromString(html, "text/html");
}

const refused = [{ field: "title", label: "Title", message: "Give the title." }];

describe("the staff form", () => {
  it("leaves the checks to the server unless a form keeps the browser's", () => {
    expect(render({ problems: [] }).querySelector("form")!.hasAttribute("novalidate")).toBe(true);
    const kept = render({ problems: [], browserValidation: true }).querySelector("form")!;
    expect(kept.hasAttribute("novalidate")).toBe(false);
    expect(kept.querySelector("input[required]")).not.toBeNull();
  });

  it("puts a form's note under the summary's list, and nothing while nothing was refused", () => {
    const note = "If the PDF file field is empty now, choose the file again.";
    const summary = render({ problems: refused, summaryNote: <p>{note}</p> }).querySelector(
      '[role="alert"]',
    )!;
    expect(summary.querySelector("ul + p")!.textContent).toBe(note);
    expect(render({ problems: [], summaryNote: <p>{note}</p> }).body.textContent).not.toContain(
      note,
    );
  });
});
