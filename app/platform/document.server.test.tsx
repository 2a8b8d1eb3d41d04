import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestPage, testServerBuild } from "../../tests/react-router-build";
import { renderDocument, streamTimeout } from "./document.server";
import { STOCK_CLIENT_MANIFEST, withPageRuntime } from "./runtime.server";
import { PAGE_CACHE_HEADER } from "~/lib/cache";
import { clearEnvCache } from "~/lib/env.server";

/**
 * renderDocument under each page runtime (ADR 49), through React Router's own
 * request handling; only the routes are small stand-ins. The stored content
 * carries a script of its own, which neither runtime's policy may allow.
 */
const INJECTED = "<script>window.__pwned=1</script>";

const root = {
  loader: () => ({ contentHtml: `<p>Stored content</p>${INJECTED}` }),
  headers: () => ({ [PAGE_CACHE_HEADER]: "max-age=60" }),
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
};

const build = testServerBuild({ default: renderDocument, streamTimeout }, [
  { id: "root", path: "", module: root },
  { id: "routes/home", parentId: "root", index: true, module: { default: () => <h1>Home</h1> } },
]);

function runtime(name: "own" | "stock") {
  vi.stubEnv("PAGE_RUNTIME", name);
  clearEnvCache();
}

afterEach(() => {
  vi.unstubAllEnvs();
  clearEnvCache();
});

function scriptSources(response: Response): string[] {
  const policy = response.headers.get("Content-Security-Policy") ?? "";
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/** Inline scripts a browser would run: not data blocks, not the content's own. */
function runningScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\btype="application\/json"/.test(attributes!))
    .filter(([, , text]) => text !== "window.__pwned=1")
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
}

describe("renderDocument, our runtime (the default)", () => {
  it("sends one fixed bootstrap allowed by its hash, no nonce, and keeps the page cacheable", async () => {
    runtime("own");
    const response = await requestPage(build, "/");
    const html = await response.text();
    expect(response.status).toBe(200);
    const [self, bootstrap, ...more] = scriptSources(response);
    expect(self).toBe("'self'");
    expect(bootstrap).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(more).toEqual([]);
    expect(runningScripts(html)).toHaveLength(1);
    expect(html).not.toMatch(/\snonce="/);
    expect(response.headers.get(PAGE_CACHE_HEADER)).toBe("max-age=60");
  });
});

describe("renderDocument, React Router's stock runtime", () => {
  it("leaves React Router's scripts as written, each with this response's nonce, which the CSP allows", async () => {
    runtime("stock");
    const [first, second] = await Promise.all([requestPage(build, "/"), requestPage(build, "/")]);
    const nonces = new Set<string>();
    for (const response of [first!, second!]) {
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain(INJECTED);
      const [self, nonce, ...more] = scriptSources(response);
      expect(self).toBe("'self'");
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      expect(more).toEqual([]);
      // React Router's own: the scroll restoration, the context, the module
      // bootstrap, the data; all carry the nonce, the stored script does not.
      const running = runningScripts(html);
      expect(running.length).toBeGreaterThanOrEqual(3);
      const value = nonce!.slice("'nonce-".length, -1);
      for (const script of running) expect(script.attributes).toContain(` nonce="${value}"`);
      expect(html).toContain(`import("/assets/entry-client-T3st.js")`);
      expect(html).not.toContain("data-render=");
      nonces.add(value);
      // A nonce is good for one response: the page is never kept in the page cache.
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    }
    expect(nonces.size).toBe(2);
  });
});

describe("withPageRuntime", () => {
  const stockAssets = { ...build.assets, version: "St0ck" };

  function buildDirWithStockManifest(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-runtime-"));
    fs.writeFileSync(path.join(dir, STOCK_CLIENT_MANIFEST), JSON.stringify(stockAssets));
    return dir;
  }

  it("keeps the build as made for our runtime", () => {
    runtime("own");
    expect(withPageRuntime(build, buildDirWithStockManifest())).toBe(build);
  });

  it("serves the stock client's asset manifest for the stock runtime", () => {
    runtime("stock");
    const served = withPageRuntime(build, buildDirWithStockManifest());
    expect(served.assets).toEqual(stockAssets);
    expect(served.routes).toBe(build.routes);
  });

  it("refuses to start the stock runtime from a build without its client", () => {
    runtime("stock");
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "kamo-runtime-"));
    expect(() => withPageRuntime(build, empty)).toThrow(/stock-client\.json is missing/);
  });
});
