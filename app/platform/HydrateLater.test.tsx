import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { whileAdoptingServerMarkup } from "./hydration-phase";
import { HydrateLater } from "./HydrateLater";
import { StaticSection } from "./StaticSection";

const part = (
  <HydrateLater>
    <section className="reviews" aria-label="Reviews">
      <StaticSection as="div" className="quote">
        <p>Good paint.</p>
      </StaticSection>
      <button type="button">Next</button>
    </section>
  </HydrateLater>
);

const asSent =
  '<section class="reviews" aria-label="Reviews"><div class="quote"><p>Good paint.</p></div>' +
  '<button type="button">Next</button></section>';

describe("HydrateLater", () => {
  it("adds nothing to the server's markup", () => {
    expect(renderToString(part)).toBe(asSent);
    expect(renderToString(<HydrateLater urgent>{part}</HydrateLater>)).toBe(asSent);
  });

  it("waits behind a Suspense boundary while the page is hydrating", () => {
    // React's server renderer shows what the boundary would: its (empty)
    // fallback, since the part suspends until its turn. In the browser, Preact
    // keeps the server's element in place instead (tests/e2e/hydration.spec.ts).
    let html = "";
    whileAdoptingServerMarkup(() => {
      html = renderToString(part);
    });
    expect(html).not.toContain("Good paint.");
    expect(html).toContain("<!--$!-->");
  });
});
