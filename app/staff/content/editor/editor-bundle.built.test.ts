import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The staff editor (Tiptap on ProseMirror, about 140 KB gzip) is for staff
 * pages only: no public page may load it, by a static import or a dynamic one
 * (ADR 11), and the server build must not split around it. This reads the
 * production build, so `npm test` runs it after the build step with BUILD_DIR
 * set; in the unit step (no BUILD_DIR) it is skipped rather than run against a
 * stale or missing build.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const buildDir = process.env.BUILD_DIR ? path.resolve(repoRoot, process.env.BUILD_DIR) : "";
const assets = path.join(buildDir, "client", "assets");
const built = buildDir !== "" && fs.existsSync(assets);

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

function readBuild() {
  const files = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
  const source = new Map(
    files.map((name) => [name, fs.readFileSync(path.join(assets, name), "utf8")]),
  );
  const manifestFile = files.find((name) => source.get(name)!.startsWith(MANIFEST_PREFIX));
  if (!manifestFile) throw new Error(`no React Router manifest in ${assets}`);
  const manifest = JSON.parse(
    source.get(manifestFile)!.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, ""),
  ) as Manifest;
  // The manifest names every route's files as data; it imports none of them.
  const code = files.filter((name) => name !== manifestFile);
  /** Every chunk a page can end up loading from these, following static and dynamic imports. */
  // Each chunk's imports are found once: searching every chunk's text for
  // every other name again for each of the hundred routes took 25 s under load.
  const importsOf = new Map<string, string[]>();
  const importsFrom = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      const text = source.get(file) ?? "";
      found = code.filter((other) => other !== file && text.includes(other));
      importsOf.set(file, found);
    }
    return found;
  };
  const reachable = (start: string[]) => {
    const seen = new Set(start.map((file) => path.basename(file)));
    const queue = [...seen];
    for (let file = queue.shift(); file; file = queue.shift())
      for (const other of importsFrom(file))
        if (!seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
    return seen;
  };
  const pageFiles = (route: ManifestRoute) => {
    const root = manifest.routes.root!;
    return reachable([
      manifest.entry.module,
      ...manifest.entry.imports,
      root.module,
      ...(root.imports ?? []),
      route.module,
      ...(route.imports ?? []),
    ]);
  };
  // ProseMirror's view names its surface with this class: a chunk with it is the editor's.
  const editorChunks = code.filter((name) => source.get(name)!.includes('"ProseMirror"'));
  return { manifest, pageFiles, editorChunks };
}

describe.skipIf(!built)("the staff editor's code in the build", () => {
  it("is a chunk of its own that staff pages with an editor load", () => {
    const { manifest, pageFiles, editorChunks } = readBuild();
    expect(editorChunks.length).toBeGreaterThan(0);
    for (const id of ["staff-blog-edit", "staff-faq-new", "staff-catalogue-product"]) {
      const route = manifest.routes[id];
      expect(route, id).toBeDefined();
      const files = pageFiles(route!);
      for (const chunk of editorChunks) expect(files.has(chunk), `${id} loads ${chunk}`).toBe(true);
      // Loaded on demand, not before the page can start: not among the route's static imports.
      for (const chunk of editorChunks)
        expect(route!.imports ?? [], id).not.toContain(`/assets/${chunk}`);
    }
  });

  it("is reachable from no public page", () => {
    const { manifest, pageFiles, editorChunks } = readBuild();
    const publicRoutes = Object.values(manifest.routes).filter(
      (route) => !route.id.startsWith("staff"),
    );
    expect(publicRoutes.length).toBeGreaterThan(50);
    for (const route of publicRoutes) {
      const files = pageFiles(route);
      expect(
        editorChunks.filter((chunk) => files.has(chunk)),
        `${route.id} can load the editor`,
      ).toEqual([]);
      expect(
        [...files].filter((file) => file.startsWith("HtmlEditor-")),
        `${route.id} can load HtmlEditor`,
      ).toEqual([]);
    }
  });

  it("is left out of the server build, which stays one module", () => {
    // A dynamic import the server build kept would split it into chunks under
    // server/assets/, and code that finds the browser files beside the bundle
    // (the inlined first-paint styles) would look in the wrong folder.
    const server = path.join(buildDir, "server");
    const modules = fs
      .readdirSync(server, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".js") && !name.endsWith(".worker.js"));
    expect(modules).toEqual(["index.js"]);
    expect(fs.readFileSync(path.join(server, "index.js"), "utf8")).not.toContain('"ProseMirror"');
  });
});
