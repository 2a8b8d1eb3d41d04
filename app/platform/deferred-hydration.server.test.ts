import { describe, expect, it } from "vitest";
import { compactScript, PAGE_BOOTSTRAP, takeModulePreloads } from "./deferred-hydration.server";

const KEY = "0123456789abcdef0123456789abcdef";

interface Block {
  dataset: { render: string; part: string };
  textContent: string;
}

/** As the server writes them: a stream chunk as its own text, anything else as JSON. */
const block = (part: string, value: unknown, key = KEY): Block => ({
  dataset: { render: key, part },
  textContent: part === "chunk" && typeof value === "string" ? value : JSON.stringify(value),
});

// The data a page of React Router 7.18 hands over (see page-scripts.server.ts).
const modules = {
  routes: [
    ["root", "/assets/root-BK7y1wBT.js"],
    ["routes/home", "/assets/home-8d6MIoDI.js"],
  ],
  manifest: { entry: { module: "/assets/entry.client-Dl.js" }, version: "d0c2" },
  entry: "/assets/entry.client-Dl.js",
  preloads: ["/assets/entry.client-Dl.js", "/assets/framework-B00.js"],
};
const pageBlocks = (): Block[] => [
  block("scroll", ["react-router-scroll-positions", null]),
  block("context", { basename: "/", ssr: true }),
  block("modules", modules),
  block("chunk", '[{"_1":2},"loaderData"]\n'),
  block("chunk", "[3]\n"),
  block("end", null),
];

/**
 * A stand-in browser for the page bootstrap: import() is recorded instead of
 * performed, events, frames and timers run when the test says so. Each call of
 * `parse` runs the bootstrap's text once, as the parser would meet one copy of
 * it; the returned hooks drive the page from there.
 */
function browser({
  blocks = pageBlocks(),
  painted = true,
  paintTiming = true,
  storage = new Map<string, string>(),
  historyState = null as { key: string } | null,
} = {}) {
  const listeners = new Map<string, Array<() => void>>();
  const documentListeners: Array<() => void> = [];
  const imported: string[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const scrolled: number[] = [];
  const errors: unknown[] = [];
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
  const win: Record<string | symbol, unknown> = {};
  const preloaded: string[] = [];
  const document = {
    readyState: "loading",
    currentScript: null as object | null,
    addEventListener: (type: string, listener: () => void) => {
      if (type === "DOMContentLoaded") documentListeners.push(listener);
    },
    querySelectorAll: (selector: string) =>
      selector === 'script[type="application/json"]' ? blocks : [],
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`),
    },
  };
  const history = {
    state: historyState,
    replaceState(state: { key: string }) {
      this.state = state;
    },
  };
  const sessionStorage = {
    getItem: (name: string) => storage.get(name) ?? null,
    removeItem: (name: string) => storage.delete(name),
  };
  const load = (url: string) => {
    imported.push(url);
    return Promise.resolve({ url });
  };
  const run = new Function(
    "load",
    "window",
    "document",
    "history",
    "sessionStorage",
    "scrollTo",
    "console",
    "addEventListener",
    "removeEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "globalThis",
    PAGE_BOOTSTRAP.replaceAll("import(", "load("),
  );
  const parse = (script: { dataset: { render?: string } } | null) => {
    document.currentScript = script;
    run(
      load,
      win,
      document,
      history,
      sessionStorage,
      (_x: number, y: number) => scrolled.push(y),
      { error: (error: unknown) => errors.push(error) },
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
    document.currentScript = null;
  };
  /** The parser has reached the end of the page. */
  const parsed = (readyState = "interactive") => {
    document.readyState = readyState;
    for (const listener of documentListeners.splice(0)) listener();
  };
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
  return {
    parse,
    parsed,
    imported,
    preloaded,
    scrolled,
    errors,
    history,
    win,
    fire,
    flush,
    elapse,
    paint,
    listeners,
    observers,
  };
}

/** The bootstrap element the server writes: it carries the render's key. */
const ours = { dataset: { render: KEY } };

/** A page whose bootstrap has run and whose parsing has finished. */
function loadedPage(options: Parameters<typeof browser>[0] = {}) {
  const page = browser(options);
  page.parse(ours);
  page.parsed();
  return page;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function streamText(context: unknown): Promise<string> {
  return new Response((context as { stream: ReadableStream<Uint8Array> }).stream).text();
}

describe("the page bootstrap", () => {
  it("is sent without comments or indentation and still compiles", () => {
    expect(PAGE_BOOTSTRAP).not.toMatch(/^\s*\/\//m);
    expect(PAGE_BOOTSTRAP).not.toMatch(/^[ \t]/m);
    expect(() => new Function(PAGE_BOOTSTRAP)).not.toThrow();
  });

  it("fetches nothing until the page has loaded and painted, then every module at once after a frame", async () => {
    const page = loadedPage();
    expect(page.imported).toEqual([]);
    expect(page.preloaded).toEqual([]);
    page.fire("load");
    expect(page.preloaded).toEqual([]);
    page.flush();
    await settle();
    expect(page.preloaded).toEqual([
      "modulepreload /assets/entry.client-Dl.js",
      "modulepreload /assets/framework-B00.js",
    ]);
    expect(page.imported).toEqual([
      "/assets/root-BK7y1wBT.js",
      "/assets/home-8d6MIoDI.js",
      "/assets/entry.client-Dl.js",
    ]);
    expect(page.win.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-BK7y1wBT.js" },
      "routes/home": { url: "/assets/home-8d6MIoDI.js" },
    });
    expect(page.win.__reactRouterManifest).toEqual(modules.manifest);
    page.fire("pointerdown");
    await settle();
    expect(page.imported).toHaveLength(3);
    expect(page.preloaded).toHaveLength(2);
  });

  it("starts at once when the visitor interacts before the page has loaded", async () => {
    const page = loadedPage();
    page.fire("keydown");
    await settle();
    expect(page.preloaded).toHaveLength(2);
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
    expect(page.listeners.get("keydown")).toEqual([]);
    page.fire("load");
    expect(page.preloaded).toHaveLength(2);
  });

  it("waits for the first contentful paint when the page loaded before painting", async () => {
    const page = loadedPage({ painted: false });
    page.fire("load");
    page.flush();
    await settle();
    expect(page.preloaded).toEqual([]);
    expect(page.imported).toEqual([]);
    page.paint();
    expect(page.observers.size).toBe(0);
    page.flush();
    await settle();
    expect(page.preloaded).toHaveLength(2);
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("starts anyway when no paint is reported within a few seconds", async () => {
    const page = loadedPage({ painted: false });
    page.fire("load");
    page.flush();
    await settle();
    expect(page.imported).toEqual([]);
    page.elapse();
    page.flush();
    await settle();
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
    expect(page.observers.size).toBe(0);
  });

  it("does not wait for a paint in a browser without Paint Timing", async () => {
    const page = loadedPage({ painted: false, paintTiming: false });
    page.fire("load");
    page.flush();
    await settle();
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("starts after a frame when the page had already loaded", async () => {
    const page = browser();
    page.parse(ours);
    page.parsed("complete");
    page.flush();
    await settle();
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("opens React Router's context and streams the loader data to it in order", async () => {
    const page = loadedPage();
    const context = page.win.__reactRouterContext as Record<string, unknown>;
    expect(context).toMatchObject({ basename: "/", ssr: true });
    expect(await streamText(context)).toBe('[{"_1":2},"loaderData"]\n[3]\n');
  });

  it("restores the scroll position saved for this history entry", () => {
    const storage = new Map([["react-router-scroll-positions", '{"k1":640,"other":5}']]);
    const page = loadedPage({ storage, historyState: { key: "k1" } });
    expect(page.scrolled).toEqual([640]);

    // A fresh entry gets a key of its own, and there is nothing to restore.
    const fresh = loadedPage({ storage });
    expect(fresh.history.state?.key).toMatch(/^[a-z0-9]+$/);
    expect(fresh.scrolled).toEqual([]);
  });

  it("goes on with the page when one part fails", async () => {
    const storage = new Map([["react-router-scroll-positions", "{not json"]]);
    const page = loadedPage({ storage, historyState: { key: "k1" } });
    expect(page.errors).toHaveLength(1);
    expect(storage.has("react-router-scroll-positions")).toBe(false);
    expect(await streamText(page.win.__reactRouterContext)).toContain("loaderData");
    page.fire("pointerdown");
    await settle();
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("reads only the data blocks that carry its own render's key", async () => {
    const forged = "ffffffffffffffffffffffffffffffff";
    const forgedBlocks = [
      block("context", { forged: true }, forged),
      block("chunk", "forged\n", forged),
      block("modules", { ...modules, entry: "/assets/forged.js" }, forged),
    ];
    // Wherever they are: content comes before ours, but the key must not rely on that.
    const blocks = [...forgedBlocks, ...pageBlocks(), ...forgedBlocks];
    const page = loadedPage({ blocks });
    expect(page.win.__reactRouterContext).not.toHaveProperty("forged");
    expect(await streamText(page.win.__reactRouterContext)).not.toContain("forged");
    page.fire("pointerdown");
    await settle();
    expect(page.imported).toEqual([
      "/assets/root-BK7y1wBT.js",
      "/assets/home-8d6MIoDI.js",
      "/assets/entry.client-Dl.js",
    ]);
  });

  it("lets only the copy parsed last start the page", async () => {
    // Content carrying a copy of the bootstrap (its text is allowed by hash),
    // with its own key and blocks: it comes before ours in the page.
    const forged = "ffffffffffffffffffffffffffffffff";
    const blocks = [block("modules", { ...modules, entry: "/assets/forged.js" }, forged)];
    const page = browser({ blocks: [...blocks, ...pageBlocks()] });
    page.parse({ dataset: { render: forged } });
    page.parse(ours);
    page.parsed();
    page.fire("pointerdown");
    await settle();
    expect(page.imported).not.toContain("/assets/forged.js");
    expect(page.imported).toContain("/assets/entry.client-Dl.js");
  });

  it("does nothing when run as a module or after the page was parsed", async () => {
    const module = browser();
    module.parse(null);
    module.parsed();
    const late = browser();
    late.parsed();
    late.parse(ours);
    for (const page of [module, late]) {
      page.fire("pointerdown");
      await settle();
      expect(page.win.__reactRouterContext).toBeUndefined();
      expect(page.imported).toEqual([]);
    }
  });
});

describe("compactScript", () => {
  it("drops comment lines, blank lines and indentation, and keeps line breaks", () => {
    const source = "// why\n(() => {\n  // more\n\n  const a = 1;\n  return a;\n})();\n";
    expect(compactScript(source)).toBe("(() => {\nconst a = 1;\nreturn a;\n})();");
  });
});

describe("takeModulePreloads", () => {
  it("takes the head's module preloads out, in order, and leaves the body alone", () => {
    const html =
      '<html><head><title>T</title><link rel="modulepreload" href="/assets/entry.client-Dl.js" fetchpriority="low"/>' +
      '<link rel="modulepreload" href="/assets/framework-B00.js" fetchpriority="low"/></head>' +
      '<body><link rel="modulepreload" href="/assets/content.js"/></body></html>';
    const { html: rest, modules } = takeModulePreloads(html);
    expect(modules).toEqual(["/assets/entry.client-Dl.js", "/assets/framework-B00.js"]);
    expect(rest).toBe(
      '<html><head><title>T</title></head><body><link rel="modulepreload" href="/assets/content.js"/></body></html>',
    );
  });

  it("leaves another origin's or a climbing path's preload in place", () => {
    const html =
      '<head><link rel="modulepreload" href="https://cdn.example/x.js"/>' +
      '<link rel="modulepreload" href="/assets/../x.js"/></head>';
    expect(takeModulePreloads(html)).toEqual({ html, modules: [] });
  });
});
