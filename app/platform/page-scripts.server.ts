import { randomBytes } from "node:crypto";
import { PAGE_BOOTSTRAP, takeModulePreloads } from "./deferred-hydration.server";
import { cataloguePreloads, documentLanguage } from "~/lib/i18n/catalogue-preloads.server";
import { sourceHash } from "~/lib/security.server";

/**
 * Only the scripts our application emits may run (ADR 4).
 *
 * React Router renders its inline scripts (scroll restoration, the router
 * context, the route-module bootstrap, the loader data as turbo-stream chunks)
 * with the nonce we give it. We use that nonce as a private marker, never as a
 * CSP nonce: a fresh random key per render (newRenderKey), which content
 * stored before the render cannot carry. After rendering, handOverPageScripts
 * turns exactly the marked scripts into data blocks, `<script
 * type="application/json">`, which browsers never run and CSP does not govern,
 * and writes the page bootstrap (page-bootstrap.js) after them: one script
 * whose text is the same on every page of a build. So the policy lists 'self'
 * and one hash fixed at server start, identical for every page, and a cached
 * page keeps its bytes and its header. A script without the marker, one that
 * came in through content past a sanitizer, is left as it is and does not run.
 *
 * The conversion is all or nothing: when any marked script does not have a
 * shape we know (development's hot-reloading bootstrap, a future React
 * Router), the marked scripts stay as React Router wrote them and are allowed
 * by their own hashes, still never an unmarked one.
 */
export interface PageScripts {
  html: string;
  /** CSP hash sources for script-src. */
  scriptHashes: string[];
  /** False when the scripts were left as written (see above). */
  converted: boolean;
}

/** The bootstrap's hash, worked out once: its text never changes while the server runs. */
export const PAGE_BOOTSTRAP_HASH = sourceHash(PAGE_BOOTSTRAP);

/** 128 random bits, in hex so it is safe in an attribute, a pattern and a selector. */
export function newRenderKey(): string {
  return randomBytes(16).toString("hex");
}

export function handOverPageScripts(html: string, key: string): PageScripts {
  if (!/^[0-9a-f]{32}$/.test(key)) throw new Error("a render key is 32 hex digits");
  const marked = markedScripts(key);
  const parts = [...html.matchAll(marked)].map((match) =>
    readPart(withoutMarker(match[1]!, key).trim(), match[2]!),
  );
  const count = (name: PartName) => parts.filter((part) => part?.name === name).length;
  const complete =
    parts.every((part) => part !== undefined) && count("context") === 1 && count("modules") === 1;
  if (!complete) return asWritten(html, key);

  const { html: withoutPreloads, modules } = takeModulePreloads(html);
  // The message catalogues of the page's language, which its chunks import
  // when they start (ADR 31), load with the rest rather than after it.
  const preloads = [...modules, ...cataloguePreloads(modules, documentLanguage(html))];
  let index = 0;
  const converted = withoutPreloads.replace(marked, () => {
    const part = parts[index++]!;
    const value =
      part.name === "modules" ? { ...(part.value as RouteModules), preloads } : part.value;
    const block = dataBlock(key, part.name, value);
    // After the last of React Router's scripts, nothing but closing tags
    // follows: the bootstrap is the last script of the page.
    return index === parts.length
      ? block + `<script data-render="${key}">${PAGE_BOOTSTRAP}</script>`
      : block;
  });
  return {
    html: withoutMarker(converted, key),
    scriptHashes: [PAGE_BOOTSTRAP_HASH],
    converted: true,
  };
}

type PartName = "scroll" | "context" | "modules" | "chunk" | "end";

interface Part {
  name: PartName;
  value: unknown;
}

interface RouteModules {
  /** [route id, module address], in the order React Router listed them. */
  routes: [string, string][];
  /** The partial manifest React Router inlines (lazy route discovery), or null. */
  manifest: unknown;
  entry: string;
}

/** A script React Router rendered with this render's key; `[^>]*` cannot leave the tag. */
function markedScripts(key: string): RegExp {
  return new RegExp(`<script\\b([^>]*\\snonce="${key}"[^>]*)>([\\s\\S]*?)</script>`, "g");
}

function withoutMarker(text: string, key: string): string {
  return text.replaceAll(` nonce="${key}"`, "");
}

function asWritten(html: string, key: string): PageScripts {
  const hashes = new Set<string>();
  for (const match of html.matchAll(markedScripts(key)))
    if (match[2]) hashes.add(sourceHash(match[2]));
  return { html: withoutMarker(html, key), scriptHashes: [...hashes], converted: false };
}

/**
 * The data in one of React Router 7.18's inline scripts, read from the exact
 * shape it writes, or undefined for anything else. React Router escapes "<"
 * in everything it embeds, so each value is valid JSON as it stands.
 */
function readPart(attributes: string, body: string): Part | undefined {
  try {
    if (attributes === 'type="module" async=""') {
      const modules = readRouteModules(body);
      return modules && { name: "modules", value: modules };
    }
    if (attributes !== "") return undefined;
    if (body === STREAM_CLOSE) return { name: "end", value: null };
    const chunk = body.match(STREAM_CHUNK);
    if (chunk) return stringPart("chunk", JSON.parse(chunk[1]!));
    const context = body.match(ROUTER_CONTEXT);
    if (context) return { name: "context", value: objectOf(JSON.parse(context[1]!)) };
    const scroll = body.match(SCROLL_RESTORATION);
    if (scroll && body.includes("window.scrollTo("))
      return { name: "scroll", value: [JSON.parse(scroll[1]!), JSON.parse(scroll[2]!)] };
  } catch {
    // Not the JSON we expected: not a shape we know.
  }
  return undefined;
}

const STREAM_CLOSE = "window.__reactRouterContext.streamController.close();";
const STREAM_CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("[^\n]*")\);$/;
const ROUTER_CONTEXT =
  /^window\.__reactRouterContext = (\{[^\n]*\});window\.__reactRouterContext\.stream = new ReadableStream\(\{start\(controller\)\{window\.__reactRouterContext\.streamController = controller;\}\}\)\.pipeThrough\(new TextEncoderStream\(\)\);$/;
/** React Router's restoreScroll function, called with the storage key and the restore key. */
const SCROLL_RESTORATION = /^\(\([\s\S]*\}\)\(("(?:[^"\\\n]|\\.)*"), (null|"(?:[^"\\\n]|\\.)*")\)$/;

const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"\n]+");$/gm;
const ROUTE_MODULES = /^\s*window\.__reactRouterRouteModules = \{([^\n]*)\};$/m;
const ROUTE_MODULE = /("(?:[^"\\\n]|\\.)*"):(route\d+)(?:,|$)/g;
/** JSON.stringify(…, null, 2) ends its object with a "}" at the start of a line. */
const MANIFEST = /^\s*window\.__reactRouterManifest = (\{[\s\S]*?\n\});$/m;
const ENTRY_IMPORT = /^import\(("[^"\n]+")\);$/m;

/** React Router's route-module bootstrap: static imports, the manifest, the entry. */
function readRouteModules(body: string): RouteModules | undefined {
  const imports = [...body.matchAll(ROUTE_IMPORT)];
  const assignment = body.match(ROUTE_MODULES);
  const manifest = body.match(MANIFEST);
  const entry = body.match(ENTRY_IMPORT);
  if (imports.length === 0 || !assignment || !entry) return undefined;
  // Anything left over (a side-effect import, a new statement) is a shape we do not know.
  let rest = body;
  for (const statement of [...imports, assignment, manifest, entry])
    if (statement) rest = rest.replace(statement[0], "");
  if (!/^[\s;]*$/.test(rest)) return undefined;

  const addresses = new Map(imports.map((match) => [match[1]!, JSON.parse(match[2]!) as string]));
  const pairs = [...assignment[1]!.matchAll(ROUTE_MODULE)];
  if (pairs.map((pair) => pair[0]).join("") !== assignment[1]) return undefined;
  const routes: [string, string][] = [];
  for (const [, id, name] of pairs) {
    const address = addresses.get(name!);
    if (address === undefined) return undefined;
    routes.push([JSON.parse(id!) as string, address]);
  }
  if (routes.length !== addresses.size) return undefined;
  return {
    routes,
    manifest: manifest ? objectOf(JSON.parse(manifest[1]!)) : null,
    entry: JSON.parse(entry[1]!) as string,
  };
}

function stringPart(name: PartName, value: unknown): Part | undefined {
  return typeof value === "string" ? { name, value } : undefined;
}

function objectOf(value: unknown): object {
  if (typeof value !== "object" || value === null) throw new TypeError("not an object");
  return value;
}

/**
 * A block the browser never runs. "<" is escaped (still valid JSON), so
 * nothing in the data can close the element or open a comment. A stream
 * chunk is written as the text it is, lines of JSON, not as a JSON string of
 * that text: quoting it again cost a backslash per quote, 2.6 KB on a
 * hundred-row listing. "<" only occurs inside its JSON strings, where
 * "\u003c" means the same.
 */
function dataBlock(key: string, name: PartName, value: unknown): string {
  const text = name === "chunk" && typeof value === "string" ? value : JSON.stringify(value);
  const json = text.replaceAll("<", "\\u003c");
  return `<script type="application/json" data-render="${key}" data-part="${name}">${json}</script>`;
}
