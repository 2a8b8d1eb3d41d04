import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "./SiteHeader";

function renderHeader(catalogueMenu: { subCategoryId: number; name: string }[], path = "/") {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader catalogueMenu={catalogueMenu} />
    </MemoryRouter>,
  );
}

describe("SiteHeader (server-rendered, before any JavaScript runs)", () => {
  it("leaves the Catalogue menu out entirely when the catalogue has no entries", () => {
    const html = renderHeader([]);
    expect(html).not.toContain("Catalogue");
    expect(html).not.toContain("/Product/");
  });

  it("lists catalogue entries as links to their sub-category pages", () => {
    const html = renderHeader([
      { subCategoryId: 12, name: "Interior Emulsions" },
      { subCategoryId: 31, name: "Wood & Metal" },
    ]);
    expect(html).toContain("Catalogue");
    expect(html).toContain('href="/Product/12"');
    expect(html).toContain('href="/Product/31"');
  });

  it("marks English catalogue names as English on a Hindi page, and nothing on an English one", () => {
    const menu = [
      { subCategoryId: 12, name: "Interior Emulsions" },
      { subCategoryId: 13, name: "प्राइमर" },
    ];
    const hindi = renderHeader(menu, "/hi/about");
    expect(hindi).toContain(
      'href="/hi/Product/12"><span lang="en-IN">Interior Emulsions</span></a>',
    );
    expect(hindi).toContain('href="/hi/Product/13">प्राइमर</a>');
    expect(renderHeader(menu, "/about")).toContain('href="/Product/12">Interior Emulsions</a>');
  });

  it("has no dead buttons: the menu opener is a link to the navigation", () => {
    const html = renderHeader([]);
    expect(html).toMatch(/<a class="menu-toggle" href="#site-nav"/);
    expect(html).not.toContain("<button");
  });

  it("marks the current page in the navigation", () => {
    const html = renderHeader([], "/about");
    expect(html).toMatch(/<a class="nav-link" href="\/about"[^>]*aria-current="page"/);
  });
});
