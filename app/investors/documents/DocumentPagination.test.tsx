import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import type { ComponentProps } from "react";
import { DocumentPagination } from "./DocumentPagination";

function render(props: ComponentProps<typeof DocumentPagination>, at = props.path) {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[at]}>
      <DocumentPagination {...props} />
    </MemoryRouter>,
  );
}

test("no navigation for a single page", () => {
  expect(render({ path: "/x", filters: {}, pagination: { page: 1, pageCount: 1 } })).toBe("");
});

test("page links keep the filters and mark the current page", () => {
  const html = render({
    path: "/financial-results",
    filters: { year: "2023-24", q: "board meeting" },
    pagination: { page: 2, pageCount: 3 },
  });
  expect(html).toContain('href="/financial-results?year=2023-24&amp;q=board+meeting" rel="prev"');
  expect(html).toContain(
    'href="/financial-results?year=2023-24&amp;q=board+meeting&amp;page=2" aria-current="page"',
  );
  expect(html).toContain(
    'href="/financial-results?year=2023-24&amp;q=board+meeting&amp;page=3" rel="next"',
  );
  expect(html).toContain('aria-label="Pages of documents"');
  expect(html).toContain('rel="next">Next</a>');
  expect(html).toContain('aria-label="Page 3"');
});

test("on a Hindi page the links stay in Hindi and the words are Hindi", () => {
  const html = render(
    {
      path: "/financial-results",
      filters: { year: "2023-24" },
      pagination: { page: 1, pageCount: 2 },
    },
    "/hi/financial-results",
  );
  expect(html).toContain('href="/hi/financial-results?year=2023-24&amp;page=2" rel="next"');
  expect(html).toContain('href="/hi/financial-results?year=2023-24" aria-current="page"');
  expect(html).toContain('aria-label="दस्तावेज़ों के पेज"');
  expect(html).toContain('rel="next">अगला</a>');
  expect(html).not.toContain("Next");
});

test("a list of hundreds of pages links the ends and the pages near this one, not every page", () => {
  const html = render({
    path: "/financial-results",
    filters: {},
    pagination: { page: 120, pageCount: 250 },
  });
  const numbers = [...html.matchAll(/aria-label="Page (\d+)"/g)].map((m) => Number(m[1]));
  expect(numbers).toEqual([1, 118, 119, 120, 121, 122, 250]);
  expect(html.match(/<li aria-hidden="true">…<\/li>/g)).toHaveLength(2);
});
