import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blogPostWithBody } from "../tests/factories/content";
import { requestPage, testServerBuild } from "../tests/react-router-build";
import { setServerEnv, type ServerEnv } from "../tests/server-env";
import type * as Sanitizer from "~/lib/sanitize.server";

/**
 * Issue 23: a script that reaches a page through content must not be allowed
 * by the page's own policy. The sanitizer is switched off here, as a bug in it
 * would, so the stored script really reaches the HTML; everything else is the
 * real thing: the database, the blog's data module and route, the root layout,
 * React Router and this entry.
 */
vi.mock("~/lib/sanitize.server", async (importOriginal) => ({
  ...(await importOriginal<typeof Sanitizer>()),
  sanitizeRichText: (html: string | null | undefined) => html ?? "",
}));

const ATTACK =
  "<p>Choosing a primer</p><script>window.__pwned=1</script>" +
  '<img src="/no-such-picture.png" onerror="window.__pwned=2">' +
  "<style>body{background:red}</style>";

let postId = "";
let build: Parameters<typeof requestPage>[0];
let serverEnv: ServerEnv | undefined;

beforeAll(async () => {
  // Test files share a module graph (vitest.config.ts): modules another file
  // loaded hold the real sanitizer, so this file loads its own, and forgets
  // them afterwards so that no later file gets the switched-off one.
  vi.resetModules();
  serverEnv = setServerEnv();
  const { getDatabase } = await import("~/db/client.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  const database = getDatabase();
  await migrateToLatest(database.db);
  const row = await database.db
    .insertInto("blog_posts")
    .values(blogPostWithBody(ATTACK))
    .returning("id")
    .executeTakeFirstOrThrow();
  postId = String(row.id);
  build = testServerBuild(await import("./entry.server"), [
    { id: "root", path: "", module: await import("./root") },
    {
      id: "routes/blog-details",
      parentId: "root",
      path: "blog-details/:id",
      module: await import("./editorial/routes/blog-details.$id"),
    },
  ]);
  // Loading the real route modules takes a while on a busy machine.
}, 120_000);

afterAll(async () => {
  await serverEnv?.restore();
  vi.resetModules();
});

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

function sources(policy: string, directive: string): string[] {
  const found = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return found?.slice(1) ?? [];
}

async function page(pathname: string) {
  const response = await requestPage(build, pathname);
  return {
    status: response.status,
    html: await response.text(),
    policy: response.headers.get("Content-Security-Policy") ?? "",
  };
}

describe("the Content-Security-Policy of a page whose content carries a script", () => {
  it("does not allow the stored script, its event handler or its style", async () => {
    const { status, html, policy } = await page(`/blog-details/${postId}`);
    expect(status).toBe(200);
    // The sanitizer really was off: the attack is in the page as stored.
    expect(html).toContain(ATTACK);

    const scriptSrc = sources(policy, "script-src");
    expect(scriptSrc).not.toContain(hashOf("window.__pwned=1"));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-hashes'");
    expect(sources(policy, "style-src")).not.toContain(hashOf("body{background:red}"));
  });

  it("allows our origin and one bootstrap, the same on every page, and nothing else that runs", async () => {
    const pages = await Promise.all([
      page(`/blog-details/${postId}`),
      page(`/blog-details/${postId}`),
      page("/blog-details/404404"),
    ]);
    expect(pages.map((p) => p.status)).toEqual([200, 200, 404]);
    const policies = new Set(pages.map((p) => sources(p.policy, "script-src").join(" ")));
    expect(policies.size).toBe(1);
    const [self, bootstrap, ...more] = sources(pages[0]!.policy, "script-src");
    expect(self).toBe("'self'");
    expect(bootstrap).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(more).toEqual([]);
    for (const { html } of pages) {
      // Every inline script that runs: one, the bootstrap. The rest are data blocks.
      const running = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !/\btype="application\/json"/.test(attributes!))
        .map(([, , text]) => text!)
        .filter((text) => text !== "window.__pwned=1");
      expect(running.map(hashOf)).toEqual([bootstrap]);
      expect(html).not.toMatch(/\snonce="/);
    }
  });
});
