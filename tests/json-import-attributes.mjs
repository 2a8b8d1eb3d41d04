// Node module hooks for the browser tests (registered in playwright.config.ts).
// App modules the specs import (the lead forms) import their message
// catalogues (app/**/messages/<code>.json, ADR 25) as Vite and esbuild allow,
// without `with { type: "json" }`; Node's own ESM loader refuses a JSON
// module without it, so this adds it.
export async function load(url, context, nextLoad) {
  if (url.startsWith("file:") && url.endsWith(".json") && context.importAttributes?.type !== "json")
    return nextLoad(url, {
      ...context,
      importAttributes: { ...context.importAttributes, type: "json" },
    });
  return nextLoad(url, context);
}
