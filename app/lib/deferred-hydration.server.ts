/**
 * Starts React only after the page has painted and loaded (ADR 9).
 *
 * Every page works without JavaScript: links, forms, the :target menu and the
 * consultation page do not wait for React. Hydrating is enhancement, yet React
 * Router's bootstrap module runs as soon as its files arrive, and on a phone
 * parsing and running ~110 KB of framework code then holds the main thread
 * while the hero picture waits to be painted. This rewrite keeps the bootstrap
 * exactly as React Router wrote it, but turns its static imports into dynamic
 * ones inside a function that runs:
 * - after the `load` event, the first contentful paint and one more frame, or
 * - at once when the visitor starts to interact (pointer, key, touch, focus),
 *   so a control is never left waiting for the page to finish loading.
 * The module preloads React Router puts in the head are taken out and added
 * again by the script when the page has loaded and painted (or at the first
 * interaction): on a slow connection ~110 KB of framework code would otherwise
 * share the bandwidth (and, over HTTP/1.1, the six connections) with the hero
 * picture and the fonts. Added together, they still arrive in parallel, not as
 * a chain of imports.
 *
 * The rewrite is deliberately strict: anything that does not look exactly like
 * the bootstrap (development mode, a future React Router) is left alone.
 */
export function deferHydration(html: string): string {
  let rewritten = false;
  const modules: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_tag, href: string) => {
    modules.push(href);
    return "";
  });
  const result = withoutPreloads.replace(BOOTSTRAP, (whole, body: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    const entry = body.match(ENTRY_IMPORT);
    if (imports.length === 0 || !entry) return whole;
    let rest = body.replace(STATIC_IMPORT, "").replace(ENTRY_IMPORT, "");
    // Anything else that imports means a shape we do not know: keep the original.
    if (/\bimport\b/.test(rest)) return whole;
    rewritten = true;
    rest = rest.trim();
    const names = imports.map((match) => match[1]).join(",");
    const loads = imports.map((match) => `import(${match[2]})`).join(",");
    const start =
      `const start=()=>Promise.all([${loads}]).then(([${names}])=>{${rest}\n` +
      `return import(${entry[1]});});`;
    // JSON of plain asset paths; "<" is escaped so the list can never close the script.
    const preloads = `const modules=${JSON.stringify(modules).replaceAll("<", "\\u003c")};`;
    return `<script type="module">${start}${preloads}${TRIGGER}</script>`;
  });
  // Without a rewritten bootstrap nobody would add the preloads back: keep the page as it was.
  return rewritten ? result : html;
}

/** React Router's inline bootstrap: the one async inline module script of the page. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/gm;
const ENTRY_IMPORT = /^\s*import\(("[^"\n]+")\);\s*$/m;

/** React Router's module preloads, as optimiseDocumentHead leaves them (ADR 8). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"[^>]*\/>/g;

const TRIGGER = [
  "let started=false;",
  'const events=["pointerdown","keydown","touchstart","focusin"];',
  "const go=()=>{if(started)return;started=true;",
  'for(const href of modules){const link=document.createElement("link");',
  'link.rel="modulepreload";link.href=href;document.head.append(link);}',
  "for(const type of events)removeEventListener(type,go,true);start();};",
  "for(const type of events)addEventListener(type,go,{capture:true,passive:true});",
  // Wait for the first contentful paint too: a browser may fire `load` before
  // it paints, and modules fetched then would compete with that first frame.
  // A buffered observer also reports a paint that happened before it was made.
  "const afterPaint=(then)=>{",
  'if(!(globalThis.PerformanceObserver?.supportedEntryTypes??[]).includes("paint"))return then();',
  "let waiting=true;const done=()=>{if(!waiting)return;waiting=false;observer.disconnect();then();};",
  'const observer=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length>0)done();});',
  'observer.observe({type:"paint",buffered:true});',
  "setTimeout(done,3000);};",
  "const afterLoad=()=>afterPaint(()=>requestAnimationFrame(()=>setTimeout(go,0)));",
  'if(document.readyState==="complete")afterLoad();',
  'else addEventListener("load",afterLoad,{once:true});',
].join("");
