import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { DocumentPagination } from "./DocumentPagination";

test("no navigation for a single page", () => {
  const html = renderToStaticMarkup(
    <DocumentPagination path="/x" filters={{}} pagination={{ page: 1, pageCount: 1 }} />,
  );
  expect(html).toBe("");
});

test("page links keep the filters and mark the current page", () => {
  const html = renderToStaticMarkup(
    <DocumentPagination
      path="/financial-results"
      filters={{ year: "2023-24", q: "board meeting" }}
      pagination={{ page: 2, pageCount: 3 }}
    />,
  );
  expect(html).toContain('href="/financial-results?year=2023-24&amp;q=board+meeting" rel="prev"');
  expect(html).toContain(
    'href="/financial-results?year=2023-24&amp;q=board+meeting&amp;page=2" aria-current="page"',
  );
  expect(html).toContain(
    'href="/financial-results?year=2023-24&amp;q=board+meeting&amp;page=3" rel="next"',
  );
});
