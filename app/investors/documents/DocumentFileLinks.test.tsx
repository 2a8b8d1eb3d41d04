import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { DocumentFileLinks } from "./DocumentFileLinks";
import type { DocumentFile } from "./document-types";

const render = (files: DocumentFile[]) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={["/presentation"]}>
      <DocumentFileLinks files={files} date="2024-08-09" />
    </MemoryRouter>,
  );

// Issue 26: a media value that can only lead nowhere gets no icon.
test("a media value with no real file behind it gets no icon; the real ones do", () => {
  const html = render([
    { kind: "pdf", href: "/documents/7/q1.pdf", bytes: 2886 },
    { kind: "audioLink", href: "https://media.kamopaints.example/investors/q1.mp3" },
    { kind: "video", href: "https://www.youtube.com/watch?v=kamoq2fy27" },
    { kind: "video", href: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    { kind: "image", href: "javascript:alert(1)" },
  ]);
  expect(html).toContain('href="/documents/7/q1.pdf"');
  expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  expect(html).not.toContain("kamopaints.example");
  expect(html).not.toContain("kamoq2fy27");
  expect(html).not.toContain("javascript:");
  expect(html).not.toContain(">Listen<");
  expect(html.match(/class="file-link /g)).toHaveLength(2);
});

test("a document whose only values lead nowhere says it has no files", () => {
  const html = render([{ kind: "video", href: "https://media.kamopaints.example/agm-2026" }]);
  expect(html).toBe('<span class="muted">No files</span>');
});
