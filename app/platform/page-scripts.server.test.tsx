import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  ServerRouter,
  useLoaderData,
  type EntryContext,
} from "react-router";
import { describe, expect, it, vi } from "vitest";
import { requestPage, testServerBuild } from "../../tests/react-router-build";
import { PAGE_BOOTSTRAP } from "./deferred-hydration.server";
import { handOverPageScripts, newRenderKey, PAGE_BOOTSTRAP_HASH } from "./page-scripts.server";
import { sourceHash } from "~/lib/security.server";

/**
 * The scripts here are React Router's own (7.18, pinned), rendered by it with
 * a render key as its nonce, exactly as app/entry.server.tsx does; only the
 * routes are small stand-ins. What the content carries is injected on purpose.
 */
const INJECTED = "<script>window.__pwned=1</script>";
const GUESSED = `<script nonce="${"a".repeat(32)}">window.__pwned=2</script>`;
const TRICKY = '</script><script>window.__pwned=3</script><!-- "quoted" \u2028 & ₹';

/**
 * React Router's output as it leaves the renderer, before any hand-over. The
 * render's key goes back in a header, so renders may run side by side.
 */
const rawEntry = {
  default: async (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
  ): Promise<Response> => {
    const renderKey = newRenderKey();
    const stream = await renderToReadableStream(
      <ServerRouter context={context} url={request.url} nonce={renderKey} />,
    );
    await stream.allReady;
    headers.set("Content-Type", "text/html; charset=utf-8");
    headers.set("X-Render-Key", renderKey);
    return new Response(stream, { status, headers });
  },
};

const root = {
  loader: () => ({ contentHtml: `<p>Stored content</p>${INJECTED}${GUESSED}` }),
  // As in app/root.tsx: one document around the page and the error boundary alike.
  Layout: function Layout({ children }: { children: ReactNode }) {
    return (
      <html lang="en-IN">
        <head>
          <Meta />
          <Links />
        </head>
        <body>
          <main>{children}</main>
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    );
  },
  default: function Root() {
    const { contentHtml } = useLoaderData() as { contentHtml: string };
    return (
      <>
        <Outlet />
        <div dangerouslySetInnerHTML={{ __html: contentHtml }} />
      </>
    );
  },
  ErrorBoundary: function ErrorBoundary() {
    return (
      <>
        <h1>Something went wrong</h1>
        <div dangerouslySetInnerHTML={{ __html: INJECTED }} />
      </>
    );
  },
};

const page = {
  loader: () => ({ note: TRICKY }),
  default: function Page() {
    const { note } = useLoaderData() as { note: string };
    return <p>{note}</p>;
  },
};

const failing = {
  loader: () => {
    throw new Error("the database is down");
  },
  default: function Failing() {
    return <p>never</p>;
  },
};

const build = testServerBuild(rawEntry, [
  { id: "root", path: "", module: root },
  { id: "routes/page", parentId: "root", index: true, module: page },
  { id: "routes/failing", parentId: "root", path: "failing", module: failing },
]);

async function render(path = "/"): Promise<{ raw: string; key: string; status: number }> {
  const response = await requestPage(build, path);
  const key = response.headers.get("X-Render-Key") ?? "";
  return { raw: await response.text(), key, status: response.status };
}

interface ScriptElement {
  tag: string;
  attributes: string;
  text: string;
}

function scriptsOf(html: string): ScriptElement[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
    tag: match[0],
    attributes: match[1]!,
    text: match[2]!,
  }));
}

/** Data blocks never run; anything else without src does. */
const isDataBlock = (script: ScriptElement) => /\stype="application\/json"/.test(script.attributes);

function blocksOf(html: string, key: string) {
  return scriptsOf(html)
    .filter(isDataBlock)
    .filter((script) => script.attributes.includes(`data-render="${key}"`))
    .map((script) => {
      const part = /data-part="(\w+)"/.exec(script.attributes)![1];
      // A chunk is the stream's text as it is; every other part is JSON.
      const value: unknown = part === "chunk" ? script.text : JSON.parse(script.text);
      return { part, text: script.text, value };
    });
}

/** The values a stream's text carries, line by line, as React Router's decoder reads them. */
function streamValues(text: string): unknown[] {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line.replace(/^[A-Z]\d+:/, "")) as unknown);
}

/** The loader data React Router streamed, as its inline scripts carried it. */
function streamedBy(raw: string, key: string): string {
  return scriptsOf(raw)
    .filter((script) => script.attributes.includes(`nonce="${key}"`))
    .map((script) =>
      /^window\.__reactRouterContext\.streamController\.enqueue\((.*)\);$/.exec(script.text),
    )
    .filter((match) => match !== null)
    .map((match) => JSON.parse(match![1]!) as string)
    .join("");
}

describe("handOverPageScripts on React Router's own output", () => {
  it("turns every script React Router wrote into data, and adds the one bootstrap the policy allows", async () => {
    const { raw, key } = await render();
    expect(scriptsOf(raw).filter((s) => s.attributes.includes(`nonce="${key}"`))).toHaveLength(5);

    const { html, scriptHashes, converted } = handOverPageScripts(raw, key);
    expect(converted).toBe(true);
    expect(scriptHashes).toEqual([PAGE_BOOTSTRAP_HASH]);
    expect(html).not.toContain(`nonce="${key}"`);

    const blocks = blocksOf(html, key);
    expect(blocks.map((block) => block.part)).toEqual([
      "scroll",
      "context",
      "modules",
      "chunk",
      "end",
    ]);
    expect(blocks[0]!.value).toEqual(["react-router-scroll-positions", null]);
    expect(blocks[1]!.value).toMatchObject({ ssr: true, isSpaMode: false });
    expect(blocks[2]!.value).toEqual({
      routes: [
        ["root", "/assets/root-T3st.js"],
        ["routes/page", "/assets/routes-page-T3st.js"],
      ],
      manifest: expect.objectContaining({ version: "T3st" }),
      entry: "/assets/entry-client-T3st.js",
      preloads: expect.arrayContaining([
        "/assets/entry-client-T3st.js",
        "/assets/framework-T3st.js",
        "/assets/root-T3st.js",
        "/assets/routes-page-T3st.js",
      ]),
    });
    const streamed = blocks.filter((b) => b.part === "chunk").map((b) => b.value as string);
    expect(streamValues(streamed.join(""))).toEqual(streamValues(streamedBy(raw, key)));
    // The bootstrap adds the preloads back when it starts.
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="modulepreload"');
  });

  it("lets exactly one script run: the bootstrap, last in the page", async () => {
    const { raw, key } = await render();
    const { html } = handOverPageScripts(raw, key);
    const ours = scriptsOf(html).filter((s) => s.attributes.includes(`data-render="${key}"`));
    const executable = ours.filter((s) => !isDataBlock(s));
    expect(executable).toEqual([
      { tag: expect.any(String), attributes: ` data-render="${key}"`, text: PAGE_BOOTSTRAP },
    ]);
    const last = scriptsOf(html).at(-1)!;
    expect(last.text).toBe(PAGE_BOOTSTRAP);
    expect(html.slice(html.lastIndexOf("</script>"))).toMatch(
      /^<\/script>(<!--\/?\$-->)*<\/body><\/html>$/,
    );
  });

  it("leaves a script that came with content as it is, and does not allow it", async () => {
    const { raw, key } = await render();
    const { html, scriptHashes } = handOverPageScripts(raw, key);
    expect(html).toContain(INJECTED);
    expect(html).toContain(GUESSED);
    expect(scriptHashes).not.toContain(sourceHash("window.__pwned=1"));
    expect(scriptHashes).not.toContain(sourceHash("window.__pwned=2"));
    // Everything executable the page holds, apart from our bootstrap, is blocked.
    const allowed = scriptsOf(html)
      .filter((s) => !isDataBlock(s))
      .filter((s) => scriptHashes.includes(sourceHash(s.text)));
    expect(allowed.map((s) => s.text)).toEqual([PAGE_BOOTSTRAP]);
  });

  it("writes data that cannot close its element, and reads back unchanged", async () => {
    const { raw, key } = await render();
    const { html } = handOverPageScripts(raw, key);
    const blocks = blocksOf(html, key);
    for (const block of blocks) expect(block.text).not.toContain("<");
    const streamed = blocks.filter((b) => b.part === "chunk").map((b) => b.value as string);
    expect(JSON.stringify(streamValues(streamed.join("")))).toContain(
      JSON.stringify(TRICKY).slice(1, -1),
    );
    // The visible text is still React's escaped copy, nowhere a live script.
    const executable = scriptsOf(html).filter((s) => !isDataBlock(s));
    expect(executable.some((s) => s.text.includes("window.__pwned=3"))).toBe(false);
  });

  it("gives every page and every render the same policy, error pages and the 404 included", async () => {
    // React Router reports the failing loader and the unknown path; both are meant here.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const pages = await Promise.all(["/", "/", "/failing", "/no-such-page"].map(render));
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
    expect(pages.map((p) => p.status)).toEqual([200, 200, 500, 404]);
    expect(new Set(pages.map((p) => p.key)).size).toBe(4);
    for (const { raw, key } of pages) {
      const handedOver = handOverPageScripts(raw, key);
      expect(handedOver.scriptHashes).toEqual([PAGE_BOOTSTRAP_HASH]);
      expect(handedOver.html).toContain(INJECTED);
    }
  });

  it("does not take a marker it was not given", async () => {
    const { raw, key } = await render();
    const other = newRenderKey();
    const { html, scriptHashes, converted } = handOverPageScripts(raw, other);
    expect(converted).toBe(false);
    expect(scriptHashes).toEqual([]);
    expect(html).toContain(`nonce="${key}"`);
    expect(() => handOverPageScripts(raw, "not-a-key")).toThrow();
  });
});

describe("handOverPageScripts on a shape it does not know", () => {
  it("leaves React Router's scripts as written, allowed by their own hashes, and never content's", async () => {
    const { raw, key } = await render();
    // Development's bootstrap starts with an import of the hot-reloading runtime.
    const unknown = raw.replace(
      /(<script nonce="[0-9a-f]{32}" type="module" async="">);/,
      '$1import "/@vite/client";',
    );
    expect(unknown).not.toBe(raw);
    const { html, scriptHashes, converted } = handOverPageScripts(unknown, key);
    expect(converted).toBe(false);
    expect(html).toBe(unknown.replaceAll(` nonce="${key}"`, ""));
    const marked = scriptsOf(unknown).filter((s) => s.attributes.includes(`nonce="${key}"`));
    expect(scriptHashes.sort()).toEqual([...new Set(marked.map((s) => sourceHash(s.text)))].sort());
    expect(scriptHashes).not.toContain(sourceHash("window.__pwned=1"));
    expect(html).not.toContain(PAGE_BOOTSTRAP);
  });
});
