import { describe, expect, it } from "vitest";
import { withTitlePrefix } from "./title-prefix";

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>New event | Kamo Paints staff</title></head><body>${body}</body></html>`;

describe("withTitlePrefix", () => {
  it("puts a marked element's prefix before the title", () => {
    const html = withTitlePrefix(page('<div role="alert" data-title-prefix="Error: ">x</div>'));
    expect(html).toContain("<title>Error: New event | Kamo Paints staff</title>");
  });

  it("leaves a page without a marked element as it was", () => {
    // As React writes text: quotes escaped, so no text reads as an attribute.
    const html = page("<p>see data-title-prefix=&quot;Error: &quot; in the docs</p>");
    expect(withTitlePrefix(html)).toBe(html);
  });

  it("does not add the prefix twice", () => {
    const html = page('<div data-title-prefix="New event">x</div>');
    expect(withTitlePrefix(html)).toBe(html);
  });
});
