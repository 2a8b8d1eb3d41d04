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
function run(
  script: string,
  readyState: "loading" | "complete",
  { painted = true, paintTiming = true } = {},
) {
  const listeners = new Map<string, Array<() => void>>();
  const imported: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  // Paint Timing as a browser reports it: a buffered observer is told of the
  // paints so far, then of each new one.
  interface EntryList {
    getEntriesByName(name: string): string[];
  }
  const paints: string[] = painted ? ["first-contentful-paint"] : [];
  const observers = new Set<(list: EntryList) => void>();
  const listOf = (entries: string[]): EntryList => ({
    getEntriesByName: (name) => entries.filter((entry) => entry === name),
  });
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(private readonly notify: (list: EntryList) => void) {}
    observe() {
      observers.add(this.notify);
      if (paints.length > 0) this.notify(listOf(paints));
    }
    disconnect() {
      observers.delete(this.notify);
    }
  }
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
    "PerformanceObserver",
    "globalThis",
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
    (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    PerformanceObserver,
    { PerformanceObserver },
  );
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((l) => l());
  /** Runs the next frame, then the timers due at once. */
  const flush = () => {
    for (const frame of frames.splice(0)) frame();
    const due = timers.filter((timer) => timer.delay === 0);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > 0));
    for (const timer of due) timer.callback();
  };
  /** Lets every waiting timer run, however long its delay. */
  const elapse = () => {
    for (const timer of timers.splice(0)) timer.callback();
  };
  const paint = () => {
    paints.push("first-contentful-paint");
    for (const notify of [...observers]) notify(listOf(["first-contentful-paint"]));
  };
  return { imported, preloaded, win, fire, flush, elapse, paint, listeners, observers };
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

  it("fetches nothing until the page has loaded and painted, then every module at once after a frame", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "loading");
    expect(browser.imported).toEqual([]);
    expect(browser.preloaded).toEqual([]);
    browser.fire("load");
    expect(browser.preloaded).toEqual([]);
    browser.flush();
    await settle();
    expect(browser.preloaded).toEqual([
      "modulepreload /assets/entry.client-Dl.js",
      "modulepreload /assets/framework-B00.js",
    ]);
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

  it("waits for the first contentful paint when the page loaded before painting", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "loading", { painted: false });
    browser.fire("load");
    browser.flush();
    await settle();
    expect(browser.preloaded).toEqual([]);
    expect(browser.imported).toEqual([]);
    browser.paint();
    expect(browser.observers.size).toBe(0);
    browser.flush();
    await settle();
    expect(browser.preloaded).toHaveLength(2);
    expect(browser.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("starts anyway when no paint is reported within a few seconds", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "loading", { painted: false });
    browser.fire("load");
    browser.flush();
    await settle();
    expect(browser.imported).toEqual([]);
    browser.elapse();
    browser.flush();
    await settle();
    expect(browser.imported).toContain("/assets/entry.client-Dl.js");
    expect(browser.observers.size).toBe(0);
  });

  it("does not wait for a paint in a browser without Paint Timing", async () => {
    const browser = run(scriptOf(deferHydration(page(bootstrap))), "loading", {
      painted: false,
      paintTiming: false,
    });
    browser.fire("load");
    browser.flush();
    await settle();
    expect(browser.imported).toContain("/assets/entry.client-Dl.js");
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
