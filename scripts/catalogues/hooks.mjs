// Node module hooks for code run from source (tsx scripts, the server before a
// build, the browser tests' imports of app modules): message catalogues load
// compiled, as in a build, and JSON imports need no `with { type: "json" }`,
// as Vite and esbuild allow. Without them, Lingui run with
// NODE_ENV=production has no compiler and prints a warning per message
// instead of filling in its placeholders. Registered by ./register.mjs.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { compileCatalogue, isCatalogueFile } from "./compile.mjs";

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !url.endsWith(".json")) return nextLoad(url, context);
  const file = fileURLToPath(url);
  if (isCatalogueFile(file))
    return {
      format: "json",
      source: compileCatalogue(fs.readFileSync(file, "utf8")),
      shortCircuit: true,
    };
  if (context.importAttributes?.type === "json") return nextLoad(url, context);
  return nextLoad(url, {
    ...context,
    importAttributes: { ...context.importAttributes, type: "json" },
  });
}
