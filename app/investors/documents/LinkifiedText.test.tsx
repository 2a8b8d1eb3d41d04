import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { LinkifiedText, toLink } from "./LinkifiedText";

test("every https word becomes a new-tab link; punctuation stays outside", () => {
  const html = renderToStaticMarkup(
    <LinkifiedText text="Filed at https://www.bseindia.com/a?b=1. Also (https://nse.example/x), not http://old.example or https:/broken" />,
  );
  expect(html).toContain(
    '<a href="https://www.bseindia.com/a?b=1" target="_blank" rel="noopener noreferrer" class="linkified">https://www.bseindia.com/a?b=1<span class="visually-hidden"> (opens in a new tab)</span></a>.',
  );
  expect(html).toContain('(<a href="https://nse.example/x"');
  expect(html).toContain("</a>), not http://old.example or https:/broken");
  expect(html.match(/<a /g)).toHaveLength(2);
});

test("text is escaped, never HTML", () => {
  const html = renderToStaticMarkup(
    <LinkifiedText text={'<img src=x onerror=alert(1)> https://a.example/"><script>'} />,
  );
  expect(html).not.toContain("<img");
  expect(html).not.toContain("<script>");
});

test("toLink rejects words that are not https URLs", () => {
  expect(toLink("https://")).toBeUndefined();
  expect(toLink("nothttps")).toBeUndefined();
  expect(toLink("https://localhost")).toBeUndefined();
  expect(toLink("see:https://a.example/x;")).toEqual({
    before: "see:",
    href: "https://a.example/x",
    text: "https://a.example/x",
    after: ";",
  });
});

test("text between links is one text node, so the page carries no empty comment per word", async () => {
  const { renderToString } = await import("react-dom/server");
  const html = renderToString(
    <LinkifiedText text="Unaudited standalone results, filed at https://www.bseindia.com/x. See the notes." />,
  );
  expect(html).not.toContain("<!-- -->");
  expect(html.startsWith("Unaudited standalone results, filed at <a ")).toBe(true);
  expect(html.endsWith("</a>. See the notes.")).toBe(true);
});
