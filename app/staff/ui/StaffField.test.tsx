import { Window } from "happy-dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaffField } from "./StaffField";

/** The staff kit's field (issue 43): a custom control gets what the kit's own input gets. */
const render = (node: React.ReactElement) =>
  new new Window().DOMParser().parseFromString(renderToStaticMarkup(node), "text/html");

describe("a staff field with its own control", () => {
  it("hands the control its id, name, required mark and the hint and error it is read with", () => {
    const doc = render(
      <StaffField label="Page" name="category" required hint="Where it is listed." error="Choose">
        {(control) => <select {...control} />}
      </StaffField>,
    );
    const select = doc.querySelector("select")!;
    expect(doc.querySelector("label")!.getAttribute("for")).toBe("category");
    expect(select.id).toBe("category");
    expect(select.getAttribute("name")).toBe("category");
    expect(select.hasAttribute("required")).toBe(true);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(select.getAttribute("aria-describedby")).toBe("category-hint category-error");
    expect(doc.getElementById("category-error")!.textContent).toBe("Choose");
  });

  it("says nothing of an error the field does not have", () => {
    const select = render(
      <StaffField label="Page" name="category" hint="Where it is listed.">
        {(control) => <select {...control} />}
      </StaffField>,
    ).querySelector("select")!;
    expect(select.hasAttribute("aria-invalid")).toBe(false);
    expect(select.hasAttribute("required")).toBe(false);
    expect(select.getAttribute("aria-describedby")).toBe("category-hint");
  });
});
