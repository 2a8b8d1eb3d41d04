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
 * - after the `load` event and one painted frame, or
 * - at once when the visitor starts to interact (pointer, key, touch, focus),
 *   so a control is never left waiting for the page to finish loading.
 * The scripts still download early (module preloads, low priority), so starting
 * costs no round trip.
 *
 * The rewrite is deliberately strict: anything that does not look exactly like
 * the bootstrap (development mode, a future React Router) is left alone.
 */
export function deferHydration(html: string): string {
  return html.replace(BOOTSTRAP, (whole, body: string) => {
    const imports = [...body.matchAll(STATIC_IMPORT)];
    const entry = body.match(ENTRY_IMPORT);
    if (imports.length === 0 || !entry) return whole;
    let rest = body.replace(STATIC_IMPORT, "").replace(ENTRY_IMPORT, "");
    // Anything else that imports means a shape we do not know: keep the original.
    if (/\bimport\b/.test(rest)) return whole;
    rest = rest.trim();
    const names = imports.map((match) => match[1]).join(",");
    const loads = imports.map((match) => `import(${match[2]})`).join(",");
    const start =
      `const start=()=>Promise.all([${loads}]).then(([${names}])=>{${rest}\n` +
      `return import(${entry[1]});});`;
    return `<script type="module">${start}${TRIGGER}</script>`;
  });
}

/** React Router's inline bootstrap: the one async inline module script of the page. */
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/gm;
const ENTRY_IMPORT = /^\s*import\(("[^"\n]+")\);\s*$/m;

const TRIGGER = [
  "let started=false;",
  'const events=["pointerdown","keydown","touchstart","focusin"];',
  "const go=()=>{if(started)return;started=true;",
  "for(const type of events)removeEventListener(type,go,true);start();};",
  "for(const type of events)addEventListener(type,go,{capture:true,passive:true});",
  "const afterPaint=()=>requestAnimationFrame(()=>setTimeout(go,0));",
  'if(document.readyState==="complete")afterPaint();',
  'else addEventListener("load",afterPaint,{once:true});',
].join("");
