// The one inline script our pages run (ADR 4). Its text is the same on every
// page of a build, so the Content-Security-Policy allows it by a hash taken
// once when the server starts. What differs from page to page (loader data,
// route modules, the manifest) sits in <script type="application/json">
// blocks that never run; app/platform/page-scripts.server.ts writes them in place
// of React Router's inline scripts and this script after them. The server
// sends it without these comments and without indentation
// (app/platform/deferred-hydration.server.ts).
(() => {
  const own = document.currentScript;
  // A copy run as a module has no currentScript; a copy run after parsing was
  // not written into the page by the server. Neither may start anything.
  if (!own || document.readyState !== "loading") return;
  // Content can carry a copy of this text (the policy allows it), but such a
  // copy sits earlier in the page than ours, which the server writes after
  // everything else. So only the copy the parser met last starts the page. The
  // slot is a symbol, which no element id can shadow.
  const slot = Symbol.for("kamo:page-bootstrap");
  window[slot] = own;
  document.addEventListener(
    "DOMContentLoaded",
    () => {
      if (window[slot] === own) startPage(own.dataset.render);
    },
    { once: true },
  );

  // Reads only the data blocks that carry this render's random key, which
  // content written before the render cannot know, in page order.
  function startPage(key) {
    if (!key) return;
    let context;
    let modules;
    for (const block of document.querySelectorAll('script[type="application/json"]')) {
      if (block.dataset.render !== key) continue;
      // Each part on its own, as React Router's separate scripts were: one
      // failing (storage switched off, say) must not stop the others.
      try {
        const part = block.dataset.part;
        // A chunk is the stream's own text (lines of JSON), passed on as it is.
        if (part === "chunk") {
          context.streamController.enqueue(block.textContent);
          continue;
        }
        const value = JSON.parse(block.textContent);
        if (part === "scroll") restoreScroll(value[0], value[1]);
        else if (part === "context") context = openContext(value);
        else if (part === "end") context.streamController.close();
        else if (part === "modules") modules = value;
      } catch (error) {
        console.error(error);
      }
    }
    if (modules) startAfterLoad(modules);
  }

  // As React Router's <ScrollRestoration> script: give this history entry a
  // key, then go back to the position saved for it (or for restoreKey).
  function restoreScroll(storageKey, restoreKey) {
    if (!history.state?.key) history.replaceState({ key: Math.random().toString(36).slice(2) }, "");
    try {
      const positions = JSON.parse(sessionStorage.getItem(storageKey) || "{}");
      const y = positions[restoreKey || history.state.key];
      if (typeof y === "number") scrollTo(0, y);
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey);
    }
  }

  // React Router's client reads the page's loader data from this stream; the
  // data blocks feed it as its own inline scripts did.
  function openContext(context) {
    context.stream = new ReadableStream({
      start(controller) {
        context.streamController = controller;
      },
    }).pipeThrough(new TextEncoderStream());
    window.__reactRouterContext = context;
    return context;
  }

  // React Router's module bootstrap, started only after the page has loaded
  // and painted, or at once when the visitor starts to interact (ADR 24).
  // The module preloads taken out of the head go back in when it starts, so
  // the files still arrive in parallel, not as a chain of imports.
  function startAfterLoad({ routes, manifest, entry, preloads }) {
    const start = () =>
      Promise.all(routes.map(([, url]) => import(url))).then((loaded) => {
        if (manifest) window.__reactRouterManifest = manifest;
        window.__reactRouterRouteModules = Object.fromEntries(
          routes.map(([id], index) => [id, loaded[index]]),
        );
        return import(entry);
      });
    let started = false;
    const events = ["pointerdown", "keydown", "touchstart", "focusin"];
    const go = () => {
      if (started) return;
      started = true;
      for (const href of preloads) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = href;
        document.head.append(link);
      }
      for (const type of events) removeEventListener(type, go, true);
      start();
    };
    for (const type of events) addEventListener(type, go, { capture: true, passive: true });
    // A browser may fire `load` before it paints; modules fetched then would
    // compete with that first frame. A buffered observer also reports a paint
    // that happened before it was made.
    const afterPaint = (then) => {
      if (!(globalThis.PerformanceObserver?.supportedEntryTypes ?? []).includes("paint"))
        return then();
      let waiting = true;
      const done = () => {
        if (!waiting) return;
        waiting = false;
        observer.disconnect();
        then();
      };
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length > 0) done();
      });
      observer.observe({ type: "paint", buffered: true });
      setTimeout(done, 3000);
    };
    const afterLoad = () => afterPaint(() => requestAnimationFrame(() => setTimeout(go, 0)));
    if (document.readyState === "complete") afterLoad();
    else addEventListener("load", afterLoad, { once: true });
  }
})();
