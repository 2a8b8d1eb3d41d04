import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration.server";

// What React Router 7.18 writes at the end of a server-rendered page.
const bootstrap = `<script type="module" async="">;
import * as route0 from "/assets/root-BK7y1wBT.js";
import * as route1 from "/assets/home-8d6MIoDI.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-Dl.js"},"version":"d0c2"};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-Dl.js");</script>`;
// Module preloads as optimiseDocumentHead leaves them at the end of the head.
const preloads =
  '<link rel="modulepreload" href="/assets/entry.client-Dl.js" fetchpriority="low"/>' +
  '<link rel="modulepreload" href="/assets/framework-B00.js" fetchpriority="low"/>';
const page = (script: string) =>
  `<html><head><title>T</title>${preloads}</head><body><main>Hi</main><script>ctx()</script>${script}</body></html>`;

function scriptOf(html: string): string {
  const match = html.match(/<script type="module">([\s\S]*)<\/script>/);
  expect(match, "a module script").not.toBeNull();
  return match![1]!;
}

/**
 * Runs the rewritten bootstrap against a stand-in browser, with import()
 * recorded instead of performed, and returns hooks to drive it.
 */
function run(script: string, readyState: "loading" | "complete") {
  const listeners = new Map<string, Array<() => void>>();
  const imported: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const win: Record<string, unknown> = {};
  const preloaded: string[] = [];
  const document = {
    readyState,
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`),
    },
  };
  const body = script.replaceAll("import(", "load(");
  const load = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  new Function(
    "load",
    "window",
    "document",
    "addEventListener",
    "removeEventListener",
    "requestAnimationFrame",
    "setTimeout",
    body,
  )(
    load,
    win,
    document,
    (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    (type: string, listener: () => void) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((l) => l !== listener),
      ),
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((l) => l());
  const flush = () => {
    for (const frame of frames.splice(0)) frame();
    for (const timer of timers.splice(0)) timer();
  };
  return { imported, preloaded, win, fire, flush, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("deferHydration", () => {
  it("turns React Router's static imports into a start function and keeps its manifest", () => {
    const script = scriptOf(deferHydration(page(bootstrap)));
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain(
      'Promise.all([import("/assets/root-BK7y1wBT.js"),import("/assets/home-8d6MIoDI.js")])',
    );
    expect(script).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(deferHydration(page(bootstrap))).toContain("<script>ctx()</script>");
  });

  it("takes the module preloads out of the head, for the script to add after load", () => {
    const html = deferHydration(page(bootstrap));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("<head><title>T</title></head>");
    expect(scriptOf(html)).toContain(
      'const modules=["/assets/entry.client-Dl.js","/assets/framework-B00.js"];',
    );
  });

  it("fetches nothing until the page has loaded, then every module at once, then starts after a frame", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "loading");
    expect(browser.imported).toEqual([]);
    expect(browser.preloaded).toEqual([]);
    browser.fire("load");
    expect(browser.preloaded).toEqual([
      "modulepreload /assets/entry.client-Dl.js",
      "modulepreload /assets/framework-B00.js",
    ]);
    expect(browser.imported).toEqual([]);
    browser.flush();
    await settle();
    expect(browser.imported).toEqual([
      "/assets/root-BK7y1wBT.js",
      "/assets/home-8d6MIoDI.js",
      "/assets/entry.client-Dl.js",
    ]);
    expect(browser.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-BK7y1wBT.js" },
      "routes/home": { url: "/assets/home-8d6MIoDI.js" },
    });
    browser.fire("pointerdown");
    await settle();
    expect(browser.imported).toHaveLength(3);
    expect(browser.preloaded).toHaveLength(2);
  });

  it("starts at once when the visitor interacts before the page has loaded", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "loading");
    browser.fire("keydown");
    await settle();
    expect(browser.preloaded).toHaveLength(2);
    expect(browser.imported).toContain("/assets/entry.client-Dl.js");
    expect(browser.listeners.get("keydown")).toEqual([]);
    browser.fire("load");
    expect(browser.preloaded).toHaveLength(2);
  });

  it("starts after a frame when the page had already loaded", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "complete");
    browser.flush();
    await settle();
    expect(browser.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("leaves anything that is not exactly the bootstrap alone", () => {
    const unknown = bootstrap.replace('import("/assets/entry.client-Dl.js");', "start();");
    expect(deferHydration(page(unknown))).toBe(page(unknown));
    const extra = bootstrap.replace(";\n", ';\nimport "/assets/side-effect.js";\n');
    expect(deferHydration(page(extra))).toBe(page(extra));
    expect(deferHydration(page(""))).toBe(page(""));
  });
});
