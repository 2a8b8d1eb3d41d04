import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * HTML_CodeSniffer, the engine pa11y runs, as a second judge beside axe
 * (fixtures.ts): the two disagree in places (a footer row whose header spans
 * three columns is, to HTML_CodeSniffer, a second level of headers that needs
 * `headers` attributes; axe lets it through), and a visitor's screen reader
 * is no kinder than the stricter of them.
 *
 * The bundle is put into the page by evaluation, as axe is: a script tag
 * (`page.addScriptTag`) would be an inline script, which the site's CSP
 * refuses, and the refusal would fail the test as a console error.
 */
const htmlcsSource = fs.readFileSync(
  createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"),
  "utf8",
);

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}

/**
 * Runs HTML_CodeSniffer's WCAG 2 AA rules on the page as it is now and
 * expects no errors (its warnings and notices ask for a human's judgement
 * and are not read). Each error is reported with its code, its sentence and
 * the element's tag, id and classes.
 */
export async function expectNoHtmlcsErrors(page: Page, context = ""): Promise<void> {
  if (!(await page.evaluate(() => "HTMLCS" in window))) await page.evaluate(htmlcsSource);
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              ERROR: number;
              process(
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
                language: string,
              ): void;
              getMessages(): HtmlcsMessage[];
            };
          }
        ).HTMLCS;
        const where = (element: Element) =>
          element.nodeType === Node.ELEMENT_NODE
            ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
                element.getAttribute("class")
                  ? `.${element.getAttribute("class")!.trim().split(/\s+/).join(".")}`
                  : ""
              }>`
            : "(document)";
        htmlcs.process(
          "WCAG2AA",
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === htmlcs.ERROR)
                .map((message) => `${message.code}: ${message.msg} ${where(message.element)}`),
            ),
          () => reject(new Error("HTML_CodeSniffer could not run")),
          "en",
        );
      }),
  );
  expect(errors, `HTML_CodeSniffer errors ${context}`).toEqual([]);
}
