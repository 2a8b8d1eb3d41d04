import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  AdoptionScope,
  AdoptionScopeContext,
  adoptingServerMarkup,
  whileAdoptingServerMarkup,
} from "./hydration-phase";
import { StaticSection } from "./StaticSection";

const section = (
  <StaticSection className="facts" aria-labelledby="facts-title">
    <h2 id="facts-title">In numbers</h2>
    <a href="/about">Read about us</a>
  </StaticSection>
);

describe("StaticSection", () => {
  it("renders its children, with its attributes, on the server", () => {
    expect(renderToString(section)).toBe(
      '<section class="facts" aria-labelledby="facts-title"><h2 id="facts-title">In numbers</h2>' +
        '<a href="/about">Read about us</a></section>',
    );
  });

  it("while the browser adopts the server's markup, renders the element alone", () => {
    let html = "";
    whileAdoptingServerMarkup(() => {
      html = renderToString(
        <StaticSection as="footer" className="site-footer">
          <p>Footer text</p>
        </StaticSection>,
      );
    });
    expect(html).toBe('<footer class="site-footer"></footer>');
    expect(adoptingServerMarkup()).toBe(false);
  });

  it("stops adopting when hydration throws", () => {
    expect(() =>
      whileAdoptingServerMarkup(() => {
        throw new Error("hydration failed");
      }),
    ).toThrow("hydration failed");
    expect(adoptingServerMarkup()).toBe(false);
  });

  it("adopts inside a part that hydrates in its turn, and renders normally once that part has", () => {
    const scope = new AdoptionScope();
    const inPart = () =>
      renderToString(
        <AdoptionScopeContext.Provider value={scope}>
          <StaticSection className="quote">
            <p>Good paint.</p>
          </StaticSection>
        </AdoptionScopeContext.Provider>,
      );
    expect(inPart()).toBe('<section class="quote"></section>');
    scope.end();
    expect(inPart()).toBe('<section class="quote"><p>Good paint.</p></section>');
  });
});
