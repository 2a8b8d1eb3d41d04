import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { sitemapPagesToVisit } from "./sitemap-sample";

/**
 * Issue 26, "Valid HTML": every page in the sitemap (both languages; of the
 * shade pages one per colour family, sitemap-sample.ts), plus the 404,
 * thank-you and staff sign-in pages, passes the Nu HTML Checker (the W3C
 * validator, `vnu-jar` from npm on Debian's Java) with no error. The pages are
 * fetched as a visitor's browser gets them and checked in one run of the
 * checker, which takes most of its time starting Java.
 */
// The jar itself; its package's own Java download is not run (allowScripts in package.json).
const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const extraPages = ["/not-found", "/hi/not-found", "/thankyou", "/hi/thankyou", "/staff/sign-in"];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

test("every page is valid HTML by the Nu HTML Checker", { tag: "@http" }, async ({ request }) => {
  test.setTimeout(300_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!.replace(/&amp;/g, "&")).pathname,
  );
  const paths = [...new Set([...sitemapPagesToVisit(listed), ...extraPages])];
  // A sitemap cut short would make this test pass on the few pages left.
  expect(paths.length, "pages to check").toBeGreaterThan(140);

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, pathname] of paths.entries()) {
      const response = await request.get(pathname);
      expect([200, 404], `${pathname} status`).toContain(response.status());
      const file = path.join(folder, `page-${index}.html`);
      fs.writeFileSync(file, await response.body());
      files.set(`file:${file}`, pathname);
    }
    const messages = await runChecker([...files.keys()].map((url) => url.slice("file:".length)));
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message}`);
    expect(errors, "Nu HTML Checker errors").toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

/** Runs the checker once over all files; it exits 1 when it finds errors, and says which in JSON. */
async function runChecker(files: string[]): Promise<VnuMessage[]> {
  // The checker's run is short, so the JVM's first, quick compiler alone does:
  // its optimising one spent 10 of 22 s of CPU on 200 pages here (same wall
  // time alone), CPU the browser tests beside it want. The quick compiler's
  // frames are larger, and the schema's deep recursion overflowed 1 MB stacks.
  const { stderr } = await promisify(execFile)(
    "java",
    [
      "-XX:TieredStopAtLevel=1",
      "-Xss16m",
      "-jar",
      vnuJar,
      "--errors-only",
      "--format",
      "json",
      ...files,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: { stderr?: string; code?: number }) => {
    if (error.code === 1 && error.stderr) return { stderr: error.stderr };
    throw error;
  });
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}
